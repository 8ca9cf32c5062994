import type { Kysely } from 'kysely';

// Frozen once merged: a later change is a new migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'varchar(200)', (col) => col.primaryKey())
    .addColumn('slug', 'varchar(200)', (col) => col.notNull().unique())
    .addColumn('title', 'varchar(300)', (col) => col.notNull())
    .addColumn('summary', 'varchar(1000)', (col) => col.notNull())
    .addColumn('category', 'varchar(100)', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('featured_image', 'varchar(500)')
    .addColumn('author', 'varchar(200)', (col) => col.notNull())
    .addColumn('published_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('read_time', 'integer', (col) => col.notNull())
    .addColumn('view_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('category', 'varchar(20)', (col) => col.notNull())
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('subject', 'varchar(200)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    // Set when a signed-in parent writes; kept if the account goes.
    .addColumn('user_id', 'varchar(64)', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
  await db.schema.dropTable('blog_posts').execute();
}

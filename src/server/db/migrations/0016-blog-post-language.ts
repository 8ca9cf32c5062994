import { type Kysely } from 'kysely';

// Frozen once merged: a later change is a new migration.
// Articles in Spanish beside the English ones (docs/decisions/0038): each post's language, 'en' for
// every post written before, and the slug of the original a translation was made from.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('blog_posts').addColumn('language', 'varchar(8)', (col) => col.notNull().defaultTo('en')).execute();
  await db.schema.alterTable('blog_posts').addColumn('translation_of', 'varchar(200)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('blog_posts').dropColumn('translation_of').execute();
  await db.schema.alterTable('blog_posts').dropColumn('language').execute();
}

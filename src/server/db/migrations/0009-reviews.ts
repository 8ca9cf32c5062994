import { type Kysely } from 'kysely';

// Frozen once merged: a later change is a new migration.
// Parent reviews, helpful votes, reports and provider replies (docs/decisions/0025).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reviews')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('program_id', 'varchar(200)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('stars', 'integer', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    // 'current', 'former' or 'toured'.
    .addColumn('relationship', 'varchar(20)', (col) => col.notNull())
    .addColumn('age_group', 'varchar(20)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    // Set by the author's first edit and every later one: the page shows "edited".
    .addColumn('edited_at', 'varchar(32)')
    // Hidden by an operator: kept, but out of the page and the rating.
    .addColumn('hidden_at', 'varchar(32)')
    .addColumn('hidden_reason', 'varchar(500)')
    .addColumn('helpful_count', 'integer', (col) => col.notNull().defaultTo(0))
    // Reports no operator has acted on yet.
    .addColumn('open_reports', 'integer', (col) => col.notNull().defaultTo(0))
    // The program's one public reply, by one of its managers.
    .addColumn('reply_text', 'text')
    .addColumn('reply_by', 'varchar(64)')
    .addColumn('reply_at', 'varchar(32)')
    .addColumn('reply_edited_at', 'varchar(32)')
    .execute();
  // One parent, one review per program.
  await db.schema.createIndex('reviews_program_id_user_id_unique').on('reviews').columns(['program_id', 'user_id']).unique().execute();
  await db.schema.createIndex('reviews_program_id_created_at_index').on('reviews').columns(['program_id', 'created_at']).execute();
  await db.schema.createIndex('reviews_open_reports_index').on('reviews').column('open_reports').execute();

  await db.schema
    .createTable('review_helpful_votes')
    .addColumn('review_id', 'varchar(64)', (col) => col.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('review_helpful_votes_pkey', ['review_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('review_reports')
    .addColumn('review_id', 'varchar(64)', (col) => col.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // 'spam', 'not-real', 'personal-info' or 'offensive'.
    .addColumn('reason', 'varchar(20)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    // When an operator hid or restored the review: the report was acted on.
    .addColumn('resolved_at', 'varchar(32)')
    .addPrimaryKeyConstraint('review_reports_pkey', ['review_id', 'user_id'])
    .execute();

  // When a review last moved the program's rating: instances re-read only programs changed since.
  await db.schema.alterTable('catalogue_programs').addColumn('rating_updated_at', 'varchar(32)').execute();
  await db.schema.createIndex('catalogue_programs_rating_updated_at_index').on('catalogue_programs').column('rating_updated_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('catalogue_programs_rating_updated_at_index').execute();
  await db.schema.alterTable('catalogue_programs').dropColumn('rating_updated_at').execute();
  for (const table of ['review_reports', 'review_helpful_votes', 'reviews']) await db.schema.dropTable(table).execute();
}

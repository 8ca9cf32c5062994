import { type Kysely } from 'kysely';

// Frozen once merged: a later change is a new migration.
// A program that leaves its licensing list is closed, not deleted: saved lists, reviews and links
// keep pointing at it, and it reopens if the list brings it back (docs/decisions/0031).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('catalogue_programs').addColumn('closed_at', 'varchar(32)').execute();
  await db.schema.alterTable('catalogue_import_runs').addColumn('closed', 'integer', (col) => col.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('catalogue_import_runs').addColumn('reopened', 'integer', (col) => col.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('catalogue_import_runs').dropColumn('reopened').execute();
  await db.schema.alterTable('catalogue_import_runs').dropColumn('closed').execute();
  await db.schema.alterTable('catalogue_programs').dropColumn('closed_at').execute();
}

import { type Kysely } from 'kysely';

// Frozen once merged: a later change is a new migration.
// Every catalogue import, by file or URL, with its counts; and what a source URL last answered, so
// a refresh asks "only if changed" (docs/decisions/0031).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_import_runs')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    // The file's name or the URL, as given.
    .addColumn('origin', 'varchar(1000)', (col) => col.notNull())
    .addColumn('format', 'varchar(20)', (col) => col.notNull())
    .addColumn('started_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('finished_at', 'varchar(32)')
    // 'running', 'imported', 'not-modified' or 'failed'.
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('rows_read', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('inserted', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('unchanged', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (col) => col.notNull().defaultTo(0))
    // The first skipped lines with their reasons, as JSON: [{ line, reason }].
    .addColumn('skipped_lines', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('error', 'varchar(1000)')
    .execute();
  await db.schema.createIndex('catalogue_import_runs_started_at_index').on('catalogue_import_runs').column('started_at').execute();

  await db.schema
    .createTable('catalogue_remote_sources')
    .addColumn('url', 'varchar(1000)', (col) => col.primaryKey())
    .addColumn('etag', 'varchar(300)')
    .addColumn('last_modified', 'varchar(100)')
    .addColumn('checked_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalogue_remote_sources').execute();
  await db.schema.dropTable('catalogue_import_runs').execute();
}

import type { Kysely } from 'kysely';

// Frozen once merged: a later change is a new migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_programs')
    .addColumn('id', 'varchar(200)', (col) => col.primaryKey())
    .addColumn('source', 'varchar(40)', (col) => col.notNull())
    .addColumn('source_id', 'varchar(160)', (col) => col.notNull())
    .addColumn('name', 'varchar(300)', (col) => col.notNull())
    .addColumn('category', 'varchar(20)', (col) => col.notNull())
    .addColumn('program_type', 'varchar(120)')
    .addColumn('address', 'varchar(300)', (col) => col.notNull())
    .addColumn('city', 'varchar(120)', (col) => col.notNull())
    .addColumn('state', 'varchar(2)', (col) => col.notNull())
    .addColumn('zip', 'varchar(10)', (col) => col.notNull())
    .addColumn('lat', 'double precision', (col) => col.notNull())
    .addColumn('lng', 'double precision', (col) => col.notNull())
    .addColumn('location_precision', 'varchar(10)', (col) => col.notNull())
    .addColumn('phone', 'varchar(40)')
    .addColumn('email', 'varchar(254)')
    .addColumn('website', 'varchar(500)')
    .addColumn('capacity', 'integer')
    .addColumn('license_number', 'varchar(80)')
    .addColumn('license_status', 'varchar(80)')
    // JSON array text: portable across both engines and read whole with the row.
    .addColumn('age_groups', 'varchar(100)', (col) => col.notNull())
    .addColumn('accepts_subsidy', 'integer')
    .addColumn('hours', 'varchar(300)')
    .addColumn('first_licensed_at', 'varchar(32)')
    .addColumn('source_updated_at', 'varchar(32)')
    .addColumn('rating', 'double precision')
    .addColumn('review_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('catalogue_programs_source_key', ['source', 'source_id'])
    .execute();

  // One row; its version rises with every import so each instance can notice and rebuild its index.
  await db.schema
    .createTable('catalogue_state')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('geo_cache')
    .addColumn('key', 'varchar(600)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('geo_cache').execute();
  await db.schema.dropTable('catalogue_state').execute();
  await db.schema.dropTable('catalogue_programs').execute();
}

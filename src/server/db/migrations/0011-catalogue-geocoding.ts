import { type Kysely } from 'kysely';

// Frozen once merged: a later change is a new migration.
// What each geocoding pass asked about a program and got back, so a second run continues where the
// first stopped and never asks again about an address that has not changed (docs/decisions/0030).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_geocode_attempts')
    .addColumn('program_id', 'varchar(200)', (col) => col.notNull())
    // 'census', 'photon', 'nominatim' or 'google'.
    .addColumn('provider', 'varchar(20)', (col) => col.notNull())
    // The address as it was sent: a program whose address changes is asked about again.
    .addColumn('address', 'varchar(600)', (col) => col.notNull())
    // 'exact', 'approximate', 'no-match' or 'tie'.
    .addColumn('outcome', 'varchar(20)', (col) => col.notNull())
    .addColumn('matched_address', 'varchar(300)')
    .addColumn('attempted_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('catalogue_geocode_attempts_pkey', ['program_id', 'provider'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalogue_geocode_attempts').execute();
}

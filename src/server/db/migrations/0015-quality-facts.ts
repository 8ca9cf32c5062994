import { type Kysely } from 'kysely';

// Frozen once merged: a later change is a new migration.
// Quality facts a licensing list carries: a quality rating level and the latest inspection (JSON).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('catalogue_programs').addColumn('quality', 'varchar(1000)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('catalogue_programs').dropColumn('quality').execute();
}

import { sql, type Kysely } from 'kysely';

// Frozen once merged: a later change is a new migration.
// The language a parent's emails are written in (docs/decisions/0038, "Emails in Spanish"): 'en'
// for every account made before, and only the languages CareRoute writes in.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'varchar(8)', (col) => col.notNull().defaultTo('en').check(sql`language in ('en', 'es')`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('language').execute();
}

import { type Kysely } from 'kysely';

// Frozen once merged: a later change is a new migration.
// A saved route keeps the parent's day with it (docs/decisions/0026): when they leave home (or
// must be at work), when they leave work, and the days. All null for a route saved without them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('saved_routes')
    // "HH:MM"; at most one of depart_at and arrive_by.
    .addColumn('depart_at', 'varchar(5)')
    .execute();
  await db.schema.alterTable('saved_routes').addColumn('arrive_by', 'varchar(5)').execute();
  await db.schema.alterTable('saved_routes').addColumn('return_at', 'varchar(5)').execute();
  // "mon,tue,wed,thu,fri": set whenever the route was saved with a plan.
  await db.schema.alterTable('saved_routes').addColumn('days', 'varchar(40)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['days', 'return_at', 'arrive_by', 'depart_at']) {
    await db.schema.alterTable('saved_routes').dropColumn(column).execute();
  }
}

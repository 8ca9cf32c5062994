import { sql, type Kysely } from 'kysely';

// Frozen once merged: a later change is a new migration.
// A parent keeps one entry per route: the same start, end and travel mode, whatever the letter
// case. Earlier copies of a route were identical but for their time, so the oldest stays.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from saved_routes
    where id in (
      select later.id from saved_routes later
      join saved_routes earlier
        on earlier.user_id = later.user_id
        and lower(earlier.origin) = lower(later.origin)
        and lower(earlier.destination) = lower(later.destination)
        and earlier.travel_mode = later.travel_mode
        and (earlier.created_at < later.created_at or (earlier.created_at = later.created_at and earlier.id < later.id))
    )
  `.execute(db);
  // The database refuses the second save, so two clicks racing each other still leave one row.
  await sql`
    create unique index saved_routes_user_route_key
    on saved_routes (user_id, lower(origin), lower(destination), travel_mode)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('saved_routes_user_route_key').execute();
}

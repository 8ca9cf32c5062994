import { sql, type Kysely } from 'kysely';

// Frozen once merged: a later change is a new migration.
// Alerts on a saved route or place, the cells that find them, the notifications they produce and
// the daily digest's claims (docs/decisions/0024).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('alerts')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // A saved route's alert, or null for a place's (label, lat, lng and radius below).
    .addColumn('saved_route_id', 'varchar(64)', (col) => col.references('saved_routes.id').onDelete('cascade'))
    .addColumn('label', 'varchar(300)', (col) => col.notNull())
    .addColumn('place_lat', 'double precision')
    .addColumn('place_lng', 'double precision')
    // The corridor's half-width, or a place's radius, in metres.
    .addColumn('corridor_meters', 'integer', (col) => col.notNull())
    // The route line, Google-encoded (precision 5), or empty for a place.
    .addColumn('polyline', 'text', (col) => col.notNull())
    // The corridor's bounding box, for display and checks; matching reads alert_cells.
    .addColumn('min_lat', 'double precision', (col) => col.notNull())
    .addColumn('max_lat', 'double precision', (col) => col.notNull())
    .addColumn('min_lng', 'double precision', (col) => col.notNull())
    .addColumn('max_lng', 'double precision', (col) => col.notNull())
    // JSON array of age groups.
    .addColumn('age_groups', 'text', (col) => col.notNull())
    .addColumn('max_monthly_tuition', 'integer')
    .addColumn('open_until', 'varchar(5)')
    // 'off', 'instant' or 'daily'.
    .addColumn('email', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('alerts_user_id_index').on('alerts').columns(['user_id', 'created_at']).execute();
  // One alert per saved route: the second is a 409, even when two requests race.
  await db.schema
    .createIndex('alerts_saved_route_key')
    .unique()
    .on('alerts')
    .column('saved_route_id')
    .where(sql.ref('saved_route_id'), 'is not', null)
    .execute();

  // One row per alert and grid cell its corridor touches, with the part of the route line in that
  // cell: an event reads the rows of its own cell by equality, then measures exactly.
  await db.schema
    .createTable('alert_cells')
    .addColumn('cell', 'integer', (col) => col.notNull())
    .addColumn('alert_id', 'varchar(64)', (col) => col.notNull().references('alerts.id').onDelete('cascade'))
    .addColumn('min_lat', 'double precision', (col) => col.notNull())
    .addColumn('max_lat', 'double precision', (col) => col.notNull())
    .addColumn('min_lng', 'double precision', (col) => col.notNull())
    .addColumn('max_lng', 'double precision', (col) => col.notNull())
    // JSON array of segments as flat numbers: [lat1, lng1, lat2, lng2, ...] per segment.
    .addColumn('segments', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('alert_cells_pkey', ['cell', 'alert_id'])
    .execute();
  await db.schema.createIndex('alert_cells_alert_id_index').on('alert_cells').column('alert_id').execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('alert_id', 'varchar(64)', (col) => col.notNull().references('alerts.id').onDelete('cascade'))
    .addColumn('program_id', 'varchar(200)', (col) => col.notNull())
    // 'openings', 'new-program' or 'watched'.
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    // What happened, so the same event is written once per alert (insert-or-ignore).
    .addColumn('event_key', 'varchar(300)', (col) => col.notNull())
    // JSON: program name, age groups, route ends; the texts are made when read, in the reader's words.
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('read_at', 'varchar(32)')
    // Set when an email (instant or digest) told the parent.
    .addColumn('emailed_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('notifications_alert_event_key').unique().on('notifications').columns(['alert_id', 'event_key']).execute();
  await db.schema.createIndex('notifications_user_created_at_index').on('notifications').columns(['user_id', 'created_at']).execute();

  // The daily digest's claim: the instance that inserts (user, day) sends it; the others skip.
  await db.schema
    .createTable('alert_digests')
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('alert_digests_pkey', ['user_id', 'day'])
    .execute();

  // Who saved a program, found from the program: a watched program's change tells them.
  await db.schema.createIndex('saved_daycares_place_id_index').on('saved_daycares').column('place_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('saved_daycares_place_id_index').execute();
  await db.schema.dropTable('alert_digests').execute();
  await db.schema.dropTable('notifications').execute();
  await db.schema.dropTable('alert_cells').execute();
  await db.schema.dropTable('alerts').execute();
}

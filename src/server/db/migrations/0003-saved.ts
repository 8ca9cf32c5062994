import { sql, type Kysely } from 'kysely';

// Frozen once merged: a later change is a new migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('saved_daycares')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // The catalogue id (or a map provider's place id); null when the client had none.
    .addColumn('place_id', 'varchar(200)')
    .addColumn('name', 'varchar(300)', (col) => col.notNull())
    // Room for a catalogue street address joined with its city, state and ZIP.
    .addColumn('address', 'varchar(500)', (col) => col.notNull())
    .addColumn('city', 'varchar(120)', (col) => col.notNull())
    .addColumn('state', 'varchar(60)', (col) => col.notNull())
    .addColumn('zip_code', 'varchar(20)', (col) => col.notNull())
    .addColumn('phone_number', 'varchar(40)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('website', 'varchar(500)', (col) => col.notNull())
    .addColumn('capacity', 'integer', (col) => col.notNull())
    .addColumn('license_number', 'varchar(80)', (col) => col.notNull())
    .addColumn('saved_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  // The database, not a read-then-write check, refuses a second save of the same program, so two
  // clicks racing each other still leave one row: same place id, or same name and address.
  await db.schema
    .createIndex('saved_daycares_user_place_key')
    .unique()
    .on('saved_daycares')
    .columns(['user_id', 'place_id'])
    .where(sql.ref('place_id'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('saved_daycares_user_name_address_key')
    .unique()
    .on('saved_daycares')
    .columns(['user_id', 'name', 'address'])
    .execute();
  await db.schema
    .createIndex('saved_daycares_user_saved_at_index')
    .on('saved_daycares')
    .columns(['user_id', 'saved_at'])
    .execute();

  await db.schema
    .createTable('saved_routes')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('origin', 'varchar(300)', (col) => col.notNull())
    .addColumn('destination', 'varchar(300)', (col) => col.notNull())
    // JSON array text: portable across both engines and always read whole with the route.
    .addColumn('waypoints', 'text', (col) => col.notNull())
    .addColumn('travel_mode', 'varchar(20)', (col) => col.notNull())
    .addColumn('daycare_count', 'integer')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('saved_routes_user_created_at_index')
    .on('saved_routes')
    .columns(['user_id', 'created_at'])
    .execute();

  // One row per parent, written on the first save; 1/0 integers are booleans on both engines.
  await db.schema
    .createTable('user_preferences')
    .addColumn('user_id', 'varchar(64)', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('email_notifications', 'integer', (col) => col.notNull())
    .addColumn('location_services', 'integer', (col) => col.notNull())
    .addColumn('marketing_emails', 'integer', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_preferences').execute();
  await db.schema.dropTable('saved_routes').execute();
  await db.schema.dropTable('saved_daycares').execute();
}

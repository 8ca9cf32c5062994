import { type Kysely } from 'kysely';

// Frozen once merged: a later change is a new migration.
// Provider listings, claims, managers, feed tokens and the audit log (docs/decisions/0019).
export async function up(db: Kysely<unknown>): Promise<void> {
  // 'parent' or 'operator'; a provider is any account that manages a program.
  await db.schema
    .alterTable('users')
    .addColumn('role', 'varchar(20)', (col) => col.notNull().defaultTo('parent'))
    .execute();

  // One row per program and section, apart from the imported facts: an import never touches it.
  await db.schema
    .createTable('listing_sections')
    .addColumn('program_id', 'varchar(200)', (col) => col.notNull())
    .addColumn('section', 'varchar(20)', (col) => col.notNull())
    // JSON text, validated by the contract before it is written.
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_via', 'varchar(20)', (col) => col.notNull())
    .addColumn('updated_by', 'varchar(64)')
    .addPrimaryKeyConstraint('listing_sections_pkey', ['program_id', 'section'])
    .execute();

  await db.schema
    .createTable('program_claims')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('program_id', 'varchar(200)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role_at_program', 'varchar(100)', (col) => col.notNull())
    .addColumn('phone', 'varchar(40)', (col) => col.notNull())
    .addColumn('note', 'varchar(1000)', (col) => col.notNull())
    .addColumn('license_number', 'varchar(80)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('reason', 'varchar(500)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('decided_at', 'varchar(32)')
    .addColumn('decided_by', 'varchar(64)')
    .execute();
  await db.schema.createIndex('program_claims_status_created_at_index').on('program_claims').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('program_claims_user_id_index').on('program_claims').column('user_id').execute();

  await db.schema
    .createTable('program_managers')
    .addColumn('program_id', 'varchar(200)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('granted_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('granted_by', 'varchar(64)')
    .addPrimaryKeyConstraint('program_managers_pkey', ['program_id', 'user_id'])
    .execute();
  await db.schema.createIndex('program_managers_user_id_index').on('program_managers').column('user_id').execute();

  await db.schema
    .createTable('provider_tokens')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('program_id', 'varchar(200)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('label', 'varchar(100)', (col) => col.notNull())
    // SHA-256 of the secret: the secret itself is shown once and never stored.
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_used_at', 'varchar(32)')
    .addColumn('revoked_at', 'varchar(32)')
    .execute();

  // Append-only: rows are inserted, never updated or deleted by the application.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('at', 'varchar(32)', (col) => col.notNull())
    .addColumn('program_id', 'varchar(200)', (col) => col.notNull())
    .addColumn('action', 'varchar(40)', (col) => col.notNull())
    .addColumn('actor_user_id', 'varchar(64)')
    .addColumn('via', 'varchar(100)')
    // JSON array of { field, old, new }.
    .addColumn('changes', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_program_id_at_index').on('audit_log').columns(['program_id', 'at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['audit_log', 'provider_tokens', 'program_managers', 'program_claims', 'listing_sections']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('users').dropColumn('role').execute();
}

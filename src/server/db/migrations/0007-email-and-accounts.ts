import { type Kysely } from 'kysely';

// Frozen once merged: a later change is a new migration.
// Email verification, password reset, sign-out on a password change, and the email outbox
// (docs/decisions/0022).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_verified_at', 'varchar(32)').execute();
  // Signed into every token; raising it signs the account out everywhere.
  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  // Single-use links sent by email; only a hash of the secret is kept.
  await db.schema
    .createTable('account_tokens')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(64)', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // 'verify-email' or 'reset-password'.
    .addColumn('purpose', 'varchar(20)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('account_tokens_user_id_purpose_index').on('account_tokens').columns(['user_id', 'purpose']).execute();

  // An email is a row written in the transaction of what caused it; a worker sends it.
  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    // What the email is about ('verify-email', 'reset-password', 'alert', 'digest'): for logs and tests.
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    .addColumn('to_address', 'varchar(320)', (col) => col.notNull())
    .addColumn('subject', 'varchar(300)', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    // JSON object of extra headers (List-Unsubscribe and the like).
    .addColumn('headers', 'text', (col) => col.notNull())
    // 'pending', 'sent' or 'failed' (permanently).
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (col) => col.notNull())
    // A worker's claim: while it lies in the future, no other worker takes the row.
    .addColumn('claimed_until', 'varchar(32)')
    .addColumn('last_error', 'varchar(500)')
    .addColumn('sent_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('email_outbox_status_next_attempt_at_index').on('email_outbox').columns(['status', 'next_attempt_at']).execute();
}

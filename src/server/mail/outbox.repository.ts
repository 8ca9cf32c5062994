import { randomUUID } from 'node:crypto';
import { PostgresAdapter, type ExpressionBuilder } from 'kysely';
import type { Db } from '#server/db/database.js';
import type { Database } from '#server/db/schema.js';
import type { ComposedEmail } from './compose.js';
import type { OutboxMessage } from './transport.js';

/** What an email is about: kept with the row for logs and tests, never sent. */
export type EmailKind = 'verify-email' | 'reset-password' | 'sign-in-paused' | 'alert' | 'digest';

export interface OutgoingEmail extends ComposedEmail {
  kind: EmailKind;
  to: string;
  subject: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

/**
 * Writes an email to the outbox. Call it with the transaction of what caused the email, so the two
 * are saved together or not at all; the mail worker sends it after the commit (docs/decisions/0022).
 */
export async function enqueueEmail(db: Db, email: OutgoingEmail): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto('emailOutbox')
    .values({
      id,
      createdAt: now,
      kind: email.kind,
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
      headers: JSON.stringify(email.headers ?? {}),
      status: 'pending',
      nextAttemptAt: now,
    })
    .execute();
  return id;
}

/** A due email a worker has claimed; `claimedUntil` is its lease and proves the claim is still its own. */
export interface ClaimedEmail extends OutboxMessage {
  /** Attempts before this one. */
  attempts: number;
  claimedUntil: string;
}

/** A row is due when it waits, its time has come, and no worker's lease on it is running. */
function isDue(now: string) {
  return (eb: ExpressionBuilder<Database, 'emailOutbox'>) =>
    eb.and([
      eb('status', '=', 'pending'),
      eb('nextAttemptAt', '<=', now),
      eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', now)]),
    ]);
}

/**
 * Claims up to `limit` due emails, oldest due first, by giving them a lease until now + leaseMs;
 * only the rows this worker claimed come back (docs/decisions/0022). PostgreSQL: a short transaction
 * locks the due rows FOR UPDATE SKIP LOCKED, so a second worker passes over them rather than
 * waiting, then sets the lease. (A single UPDATE ... WHERE id IN (that SELECT) is not enough there:
 * the planner may run the subquery more than once and claim more than `limit` rows.) SQLite runs
 * one writer at a time, so one UPDATE whose conditions repeat the due test claims atomically.
 */
export async function claimDueEmails(db: Db, { now, leaseMs, limit }: { now: Date; leaseMs: number; limit: number }): Promise<ClaimedEmail[]> {
  const at = now.toISOString();
  const claimedUntil = new Date(now.getTime() + leaseMs).toISOString();
  const due = (from: Db) => from.selectFrom('emailOutbox').select('id').where(isDue(at)).orderBy('nextAttemptAt').orderBy('id').limit(limit);
  const claim = (from: Db, ids: string[] | ReturnType<typeof due>) =>
    from
      .updateTable('emailOutbox')
      .set({ claimedUntil })
      .where((eb) => eb.and([eb('id', 'in', ids), isDue(at)(eb)]))
      .returningAll()
      .execute();
  const rows =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? await db.transaction().execute(async (trx) => {
          const ids = (await due(trx).forUpdate().skipLocked().execute()).map((row) => row.id);
          return ids.length === 0 ? [] : claim(trx, ids);
        })
      : await claim(db, due(db));
  // RETURNING keeps no order: oldest due first, as claimed.
  rows.sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt) || a.id.localeCompare(b.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    html: row.htmlBody,
    headers: JSON.parse(row.headers) as Record<string, string>,
    attempts: row.attempts,
    claimedUntil,
  }));
}

/** The claim still holds: no other worker took the row after this one's lease ran out. */
const stillClaimed = (email: Pick<ClaimedEmail, 'id' | 'claimedUntil'>) => (eb: ExpressionBuilder<Database, 'emailOutbox'>) =>
  eb.and([eb('id', '=', email.id), eb('status', '=', 'pending'), eb('claimedUntil', '=', email.claimedUntil)]);

export async function markEmailSent(db: Db, email: Pick<ClaimedEmail, 'id' | 'claimedUntil' | 'attempts'>, now: Date): Promise<void> {
  await db
    .updateTable('emailOutbox')
    .set({ status: 'sent', sentAt: now.toISOString(), attempts: email.attempts + 1, claimedUntil: null })
    .where(stillClaimed(email))
    .execute();
}

/** A temporary failure: try again at `nextAttemptAt`. */
export async function rescheduleEmail(
  db: Db,
  email: Pick<ClaimedEmail, 'id' | 'claimedUntil' | 'attempts'>,
  { nextAttemptAt, lastError }: { nextAttemptAt: Date; lastError: string },
): Promise<void> {
  await db
    .updateTable('emailOutbox')
    .set({ attempts: email.attempts + 1, nextAttemptAt: nextAttemptAt.toISOString(), lastError, claimedUntil: null })
    .where(stillClaimed(email))
    .execute();
}

/** A permanent failure, or the last attempt failed: never tried again. */
export async function markEmailFailed(db: Db, email: Pick<ClaimedEmail, 'id' | 'claimedUntil' | 'attempts'>, lastError: string): Promise<void> {
  await db
    .updateTable('emailOutbox')
    .set({ status: 'failed', attempts: email.attempts + 1, lastError, claimedUntil: null })
    .where(stillClaimed(email))
    .execute();
}

/** Gives a claimed row back untried (the worker is stopping), so the next worker need not wait for the lease. */
export async function releaseEmail(db: Db, email: Pick<ClaimedEmail, 'id' | 'claimedUntil'>): Promise<void> {
  await db.updateTable('emailOutbox').set({ claimedUntil: null }).where(stillClaimed(email)).execute();
}

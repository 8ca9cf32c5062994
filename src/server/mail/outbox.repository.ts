import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/database.js';
import type { ComposedEmail } from './compose.js';

/** What an email is about: kept with the row for logs and tests, never sent. */
export type EmailKind = 'verify-email' | 'reset-password' | 'alert' | 'digest';

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

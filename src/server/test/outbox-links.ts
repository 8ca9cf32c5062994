import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/database.js';
import type { EmailOutboxTable } from '#server/db/schema.js';
import type { Selectable } from 'kysely';
import { nextRemoteAddress } from './factories.js';

/** The newest email of this kind to the address, as the outbox holds it. */
export async function latestEmail(db: Db, kind: string, to: string): Promise<Selectable<EmailOutboxTable>> {
  const row = await db
    .selectFrom('emailOutbox')
    .selectAll()
    .where('kind', '=', kind)
    .where('toAddress', '=', to)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) throw new Error(`no ${kind} email to ${to} in the outbox`);
  return row;
}

/** The one link of an email's plain-text part that opens `path`, and its token. */
export function linkIn(text: string, path: '/verify-email' | '/reset-password'): { url: string; token: string } {
  const urls = text.match(/https?:\/\/\S+/g) ?? [];
  const url = urls.find((candidate) => new URL(candidate).pathname === path);
  if (!url) throw new Error(`no ${path} link in: ${text}`);
  return { url, token: new URL(url).searchParams.get('token') ?? '' };
}

/** Verifies the account's address the way a parent does: the link from its newest verification email. */
export async function verifyEmailOf(app: FastifyInstance, db: Db, emailId: string): Promise<void> {
  const { token } = linkIn((await latestEmail(db, 'verify-email', emailId)).textBody, '/verify-email');
  const response = await app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token }, remoteAddress: nextRemoteAddress() });
  if (response.statusCode !== 200) throw new Error(`verify failed: ${response.statusCode} ${response.body}`);
}

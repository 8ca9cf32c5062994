import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { messages } from '#shared/messages.js';
import type { Db } from '#server/db/database.js';
import type { AccountTokenRow } from '#server/db/schema.js';
import { badRequest } from '#server/http-error.js';
import { findAccountToken, insertAccountToken, retireAccountTokens, type LinkPurpose } from './account-tokens.repository.js';

/** How long a link works (docs/decisions/0023). */
export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  'verify-email': 48 * 3600_000,
  'reset-password': 3600_000,
};

/** The page each link opens. */
const LINK_PATH: Record<LinkPurpose, string> = {
  'verify-email': '/verify-email',
  'reset-password': '/reset-password',
};

/**
 * Only this hash is stored: someone who reads the database cannot open a link. SHA-256 without a
 * salt is enough for 32 random bytes, which no one can guess or look up.
 */
export const hashLinkSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

/** A fresh secret and its hash; made for unknown addresses too, so both answers cost the same work. */
export function newLinkSecret(): { secret: string; tokenHash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, tokenHash: hashLinkSecret(secret) };
}

export const linkUrl = (publicUrl: string, purpose: LinkPurpose, secret: string) =>
  `${publicUrl}${LINK_PATH[purpose]}?token=${encodeURIComponent(secret)}`;

/**
 * Stores a new link for the account and retires its older links of the same purpose: only the
 * latest email works. Call it in the transaction that also enqueues the email.
 */
export async function storeLink(db: Db, userId: string, purpose: LinkPurpose, tokenHash: string, now = new Date()): Promise<void> {
  const createdAt = now.toISOString();
  await retireAccountTokens(db, userId, purpose, createdAt);
  await insertAccountToken(db, {
    id: randomUUID(),
    userId,
    purpose,
    tokenHash,
    createdAt,
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS[purpose]).toISOString(),
  });
}

/** The stored link a secret opens, or a 400 that says what is wrong with it. */
export async function workingLink(db: Db, purpose: LinkPurpose, secret: string, now = new Date()): Promise<AccountTokenRow> {
  const row = await findAccountToken(db, purpose, hashLinkSecret(secret));
  if (!row) throw badRequest(messages.accountLinks.invalid, 'LINK_INVALID');
  if (row.usedAt !== null) throw badRequest(messages.accountLinks.used, 'LINK_USED');
  if (row.expiresAt <= now.toISOString()) {
    const expired = purpose === 'verify-email' ? messages.accountLinks.verifyExpired : messages.accountLinks.resetExpired;
    throw badRequest(expired, 'LINK_EXPIRED');
  }
  return row;
}

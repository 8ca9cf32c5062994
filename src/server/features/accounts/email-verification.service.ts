import { messages } from '#shared/messages.js';
import type { Db } from '#server/db/database.js';
import { conflict, badRequest, notFound } from '#server/http-error.js';
import { storedLanguage, type Language } from '#server/language.js';
import { enqueueEmail } from '#server/mail/outbox.repository.js';
import { verificationEmail } from './account-emails.js';
import { linkUrl, newLinkSecret, storeLink, workingLink } from './account-links.js';
import { useAccountToken } from './account-tokens.repository.js';
import { findUserById, markEmailVerified } from './users.repository.js';

/**
 * Stores a verification link and enqueues its email, in the caller's transaction: the account (or
 * the resend) and its email are saved together or not at all (docs/decisions/0022).
 */
export async function sendVerificationLink(
  trx: Db,
  user: { id: string; firstName: string; emailId: string },
  publicUrl: string,
  language: Language,
): Promise<void> {
  const { secret, tokenHash } = newLinkSecret();
  await storeLink(trx, user.id, 'verify-email', tokenHash);
  await enqueueEmail(trx, verificationEmail(user, linkUrl(publicUrl, 'verify-email', secret), language));
}

/**
 * Marks the address of the link's account verified and answers the account's id; a bad, expired
 * or used link is a 400 saying which.
 */
export async function verifyEmail(db: Db, secret: string): Promise<string> {
  const link = await workingLink(db, 'verify-email', secret);
  await db.transaction().execute(async (trx) => {
    if (!(await useAccountToken(trx, link.id, new Date().toISOString()))) throw badRequest(messages.accountLinks.used, 'LINK_USED');
    await markEmailVerified(trx, link.userId);
  });
  return link.userId;
}

/**
 * A new link for a signed-in parent whose address is not verified yet; older links stop working.
 * The email speaks the language the request asks for, else the parent's (docs/decisions/0038).
 */
export async function resendVerification(db: Db, userId: string, publicUrl: string, asked: Language | null): Promise<void> {
  const user = await findUserById(db, userId);
  if (!user) throw notFound(messages.auth.userNotFound);
  if (user.emailVerifiedAt !== null) throw conflict(messages.accountLinks.alreadyVerified, 'ALREADY_VERIFIED');
  await db.transaction().execute((trx) => sendVerificationLink(trx, user, publicUrl, asked ?? storedLanguage(user.language)));
}

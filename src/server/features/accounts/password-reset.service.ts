import { messages } from '#shared/messages.js';
import type { Db } from '#server/db/database.js';
import { badRequest } from '#server/http-error.js';
import { storedLanguage, type Language } from '#server/language.js';
import { enqueueEmail } from '#server/mail/outbox.repository.js';
import { passwordResetEmail } from './account-emails.js';
import { linkUrl, newLinkSecret, storeLink, workingLink } from './account-links.js';
import { retireAccountTokens, useAccountToken } from './account-tokens.repository.js';
import { hashPassword } from './password.js';
import { findUserByEmail, findUserById, setPasswordFromReset } from './users.repository.js';

/**
 * Sends a reset link when the address has an account, and does the same work (a secret, its hash,
 * the email's text) when it has none, so neither the answer nor its time tells who has an account.
 * The email speaks the language the request asks for, else the parent's (docs/decisions/0038).
 */
export async function requestPasswordReset(db: Db, emailId: string, publicUrl: string, asked: Language | null): Promise<void> {
  const { secret, tokenHash } = newLinkSecret();
  const user = await findUserByEmail(db, emailId);
  const language = asked ?? (user ? storedLanguage(user.language) : 'en');
  const email = passwordResetEmail(user ?? { firstName: '', emailId }, linkUrl(publicUrl, 'reset-password', secret), language);
  if (!user) return;
  await db.transaction().execute(async (trx) => {
    await storeLink(trx, user.id, 'reset-password', tokenHash);
    await enqueueEmail(trx, email);
  });
}

/**
 * Sets the new password from a working reset link: the link is used up, every session of the
 * account is signed out (its token version moves), and the address counts as verified, since
 * opening the email proved the parent reads it. Answers the account's email address.
 */
export async function resetPassword(db: Db, secret: string, password: string): Promise<string> {
  const link = await workingLink(db, 'reset-password', secret);
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    if (!(await useAccountToken(trx, link.id, now))) throw badRequest(messages.accountLinks.used, 'LINK_USED');
    await retireAccountTokens(trx, link.userId, 'reset-password', now);
    await setPasswordFromReset(trx, link.userId, passwordHash, now);
    const user = await findUserById(trx, link.userId);
    return user?.emailId ?? '';
  });
}

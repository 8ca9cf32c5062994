import type { Db } from '#server/db/database.js';
import type { AccountTokenRow } from '#server/db/schema.js';

/** What a link sent by email is for. */
export type LinkPurpose = 'verify-email' | 'reset-password';

export async function insertAccountToken(
  db: Db,
  token: { id: string; userId: string; purpose: LinkPurpose; tokenHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db.insertInto('accountTokens').values({ ...token, usedAt: null }).execute();
}

/** A link of this purpose by the hash of its secret; a hash of the other purpose is no match. */
export function findAccountToken(db: Db, purpose: LinkPurpose, tokenHash: string): Promise<AccountTokenRow | undefined> {
  return db.selectFrom('accountTokens').selectAll().where('tokenHash', '=', tokenHash).where('purpose', '=', purpose).executeTakeFirst();
}

/** Ends every unused link of this purpose for the account: a newer link, or a finished reset, replaces them. */
export async function retireAccountTokens(db: Db, userId: string, purpose: LinkPurpose, now: string): Promise<void> {
  await db
    .updateTable('accountTokens')
    .set({ usedAt: now })
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .execute();
}

/**
 * Marks the link used, and says whether this call did: of two requests with one link, only one
 * finds it unused, so a link works once even when opened twice at the same moment.
 */
export async function useAccountToken(db: Db, id: string, now: string): Promise<boolean> {
  const result = await db.updateTable('accountTokens').set({ usedAt: now }).where('id', '=', id).where('usedAt', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

import type { Db } from '#server/db/database.js';

/**
 * The SQL of deleting an account (docs/decisions/0035). Every function runs inside the caller's
 * transaction: a deletion lands whole or not at all. Rows are removed explicitly rather than left to
 * the foreign keys' cascades, so what goes is written here once and holds on both engines.
 */

/** The programs the parent reviewed, in a fixed order: their rating rows are locked in it, so two deletions never wait on each other crosswise. */
export async function reviewedPrograms(trx: Db, userId: string): Promise<string[]> {
  const rows = await trx.selectFrom('reviews').select('programId').where('userId', '=', userId).orderBy('programId').execute();
  return [...new Set(rows.map((row) => row.programId))];
}

/**
 * Removes the parent's reviews, and their votes and reports on other parents' reviews; those
 * reviews' helpful and open-report counts are counted again from what is left.
 */
export async function removeReviewsOf(trx: Db, userId: string): Promise<void> {
  const touched = await trx
    .selectFrom('reviewHelpfulVotes')
    .select('reviewId')
    .where('userId', '=', userId)
    .union(trx.selectFrom('reviewReports').select('reviewId').where('userId', '=', userId))
    .execute();
  await trx.deleteFrom('reviewHelpfulVotes').where('userId', '=', userId).execute();
  await trx.deleteFrom('reviewReports').where('userId', '=', userId).execute();
  const reviewIds = touched.map((row) => row.reviewId);
  if (reviewIds.length > 0) {
    await trx
      .updateTable('reviews')
      .set((eb) => ({
        helpfulCount: eb.selectFrom('reviewHelpfulVotes').select((inner) => inner.fn.countAll<number>().as('count')).whereRef('reviewHelpfulVotes.reviewId', '=', 'reviews.id'),
        openReports: eb
          .selectFrom('reviewReports')
          .select((inner) => inner.fn.countAll<number>().as('count'))
          .whereRef('reviewReports.reviewId', '=', 'reviews.id')
          .where('reviewReports.resolvedAt', 'is', null),
      }))
      .where('id', 'in', reviewIds)
      .where('userId', '!=', userId)
      .execute();
  }
  // Votes and reports other parents made on the parent's reviews go with them.
  const own = trx.selectFrom('reviews').select('id').where('userId', '=', userId);
  await trx.deleteFrom('reviewHelpfulVotes').where('reviewId', 'in', own).execute();
  await trx.deleteFrom('reviewReports').where('reviewId', 'in', own).execute();
  await trx.deleteFrom('reviews').where('userId', '=', userId).execute();
  // A provider's reply stays with the review it answers; it no longer names who wrote it.
  await trx.updateTable('reviews').set({ replyBy: null }).where('replyBy', '=', userId).execute();
}

/** Saved daycares and routes, alerts with their cells and notifications, digests, preferences, email links, contact messages and emails to the address. */
export async function removeParentData(trx: Db, userId: string, emailId: string): Promise<void> {
  await trx.deleteFrom('notifications').where('userId', '=', userId).execute();
  const alerts = trx.selectFrom('alerts').select('id').where('userId', '=', userId);
  await trx.deleteFrom('alertCells').where('alertId', 'in', alerts).execute();
  await trx.deleteFrom('alerts').where('userId', '=', userId).execute();
  await trx.deleteFrom('alertDigests').where('userId', '=', userId).execute();
  await trx.deleteFrom('savedRoutes').where('userId', '=', userId).execute();
  await trx.deleteFrom('savedDaycares').where('userId', '=', userId).execute();
  await trx.deleteFrom('userPreferences').where('userId', '=', userId).execute();
  await trx.deleteFrom('accountTokens').where('userId', '=', userId).execute();
  await trx.deleteFrom('contactMessages').where('userId', '=', userId).execute();
  // Pending ones would reach an address we no longer hold; sent ones are copies of what we wrote to it.
  await trx.deleteFrom('emailOutbox').where('toAddress', '=', emailId).execute();
}

/** Provider roles: managed programs, feed tokens and claims end; decisions and grants the account made keep their effect without its name. */
export async function removeRoles(trx: Db, userId: string): Promise<void> {
  await trx.deleteFrom('providerTokens').where('userId', '=', userId).execute();
  await trx.deleteFrom('programManagers').where('userId', '=', userId).execute();
  await trx.deleteFrom('programClaims').where('userId', '=', userId).execute();
  await trx.updateTable('programManagers').set({ grantedBy: null }).where('grantedBy', '=', userId).execute();
  await trx.updateTable('programClaims').set({ decidedBy: null }).where('decidedBy', '=', userId).execute();
  await trx.updateTable('listingSections').set({ updatedBy: null }).where('updatedBy', '=', userId).execute();
}

/** What an audit entry says in place of the deleted account, where a change named it. */
export const DELETED_ACCOUNT = 'deleted account';

/**
 * Audit entries keep what changed but not who: the actor becomes no one (shown as a deleted
 * account), and a change that named the account ("Name <email>", a claimant or a manager) names
 * a deleted account instead.
 */
export async function anonymiseAudit(trx: Db, userId: string, emailId: string): Promise<void> {
  await trx.updateTable('auditLog').set({ actorUserId: null }).where('actorUserId', '=', userId).execute();
  const marker = `<${emailId}>`;
  // LIKE narrows the rows; the exact test is below, so a "_" or "%" in the address only widens the read.
  const rows = await trx.selectFrom('auditLog').select(['id', 'changes']).where('changes', 'like', `%${marker}%`).execute();
  for (const row of rows) {
    const changes = JSON.parse(row.changes) as { field: string; old: unknown; new: unknown }[];
    const named = (value: unknown) => (typeof value === 'string' && value.includes(marker) ? DELETED_ACCOUNT : value);
    const rewritten = JSON.stringify(changes.map((change) => ({ ...change, old: named(change.old), new: named(change.new) })));
    if (rewritten !== row.changes) await trx.updateTable('auditLog').set({ changes: rewritten }).where('id', '=', row.id).execute();
  }
}

export async function removeUser(trx: Db, userId: string): Promise<void> {
  await trx.deleteFrom('users').where('id', '=', userId).execute();
}

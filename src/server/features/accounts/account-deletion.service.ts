import type { Db } from '#server/db/database.js';
import { catalogueMeanRating, lockProgramRating, recountProgramRating, type StoredRating } from '#server/features/reviews/ratings.repository.js';
import type { RatingSink } from '#server/features/reviews/reviews.service.js';
import { anonymiseAudit, removeParentData, removeReviewsOf, removeRoles, removeUser, reviewedPrograms } from './account-deletion.repository.js';
import { accountConfirmedBy, type PasswordRefusal } from './password-confirmation.js';

/** The points between the deletion's parts, named for tests that stop it there (a failure, a SIGKILL). */
export type DeletionStep = 'reviews' | 'parent-data' | 'roles' | 'audit';

export interface AccountDeletion {
  db: Db;
  ratings: RatingSink;
  /** Runs inside the transaction after each part; only tests pass one. */
  afterStep?: (step: DeletionStep) => Promise<void>;
}

/**
 * Deletes the account and everything it holds in one transaction (docs/decisions/0035), given its
 * password: reviews (the ratings they counted in are counted again), saved items, alerts,
 * notifications, preferences, links, contact messages, provider roles; audit entries stay without
 * the person. The user row goes last, and with it every token (docs/decisions/0023).
 */
export async function deleteAccount({ db, ratings, afterStep }: AccountDeletion, userId: string, password: string): Promise<'deleted' | PasswordRefusal> {
  const user = await accountConfirmedBy(db, userId, password);
  if (typeof user === 'string') return user;
  const step = async (name: DeletionStep) => afterStep?.(name);

  const recounted = await db.transaction().execute(async (trx) => {
    const programs = await reviewedPrograms(trx, userId);
    for (const programId of programs) await lockProgramRating(trx, programId);
    // Stamped once the locks are held, as every rating change is (docs/decisions/0025).
    const now = new Date().toISOString();
    await removeReviewsOf(trx, userId);
    const counted: StoredRating[] = [];
    for (const programId of programs) counted.push(await recountProgramRating(trx, programId, now));
    await step('reviews');
    await removeParentData(trx, userId, user.emailId);
    await step('parent-data');
    await removeRoles(trx, userId);
    await step('roles');
    await anonymiseAudit(trx, userId, user.emailId);
    await step('audit');
    await removeUser(trx, userId);
    return counted;
  });
  if (recounted.length > 0) {
    const mean = await catalogueMeanRating(db);
    for (const rating of recounted) ratings.applyRating(rating, mean);
  }
  return 'deleted';
}

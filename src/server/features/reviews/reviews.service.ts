import { messages } from '#shared/messages.js';
import type { ReportReason, Review, ReviewPage, ReviewRequest, ReviewSort } from '#shared/schemas/reviews.js';
import { isUniqueViolation, type Db } from '#server/db/database.js';
import { conflict, forbidden, notFound } from '#server/http-error.js';
import { hasVerifiedEmail } from '#server/features/provider/claims.repository.js';
import { managesProgram } from '#server/features/provider/managers.repository.js';
import { catalogueMeanRating, lockProgramRating, recountProgramRating, type StoredRating } from './ratings.repository.js';
import {
  addHelpfulVote,
  addReport,
  callerMarks,
  deleteReview as removeReview,
  findOwnReview,
  findReview,
  findVisibleReviews,
  helpfulCount,
  insertReview,
  NO_CALLER,
  setReply,
  starDistribution,
  toReview,
  updateReview as rewriteReview,
  type ReviewWithAuthor,
} from './reviews.repository.js';

/**
 * Where a new rating goes once its transaction committed: the catalogue in memory, so this
 * instance's search and program page show it at once (others within their check interval).
 */
export interface RatingSink {
  applyRating(rating: StoredRating, meanRating: number | null): void;
}

export interface ReviewServices {
  db: Db;
  ratings: RatingSink;
}

/** One verified parent, one review: an address nobody confirmed could be anyone (docs/decisions/0025). */
async function requireVerifiedEmail(db: Db, userId: string): Promise<void> {
  if (!(await hasVerifiedEmail(db, userId))) throw forbidden(messages.reviewsApi.verifyEmailFirst, 'EMAIL_NOT_VERIFIED');
}

/** A review anyone can see: hidden ones are as good as gone outside moderation. */
async function visibleReview(db: Db, id: string): Promise<ReviewWithAuthor> {
  const row = await findReview(db, id);
  if (!row || row.hiddenAt !== null) throw notFound(messages.reviewsApi.reviewNotFound);
  return row;
}

/** The caller's own review; someone else's is a 403 that changes nothing. */
async function ownReview(db: Db, id: string, userId: string): Promise<ReviewWithAuthor> {
  const row = await findReview(db, id);
  if (!row) throw notFound(messages.reviewsApi.reviewNotFound);
  if (row.userId !== userId) throw forbidden(messages.auth.forbidden);
  return row;
}

/**
 * Runs a change to one program's reviews and recounts its rating in the same transaction, the
 * program's row locked first, so the stored rating never drifts from the reviews (docs/decisions/0025).
 */
export async function withRecount<T>({ db, ratings }: ReviewServices, programId: string, change: (trx: Db, now: string) => Promise<T>): Promise<T> {
  const { result, rating } = await db.transaction().execute(async (trx) => {
    if (!(await lockProgramRating(trx, programId))) throw notFound(messages.providerApi.programNotFound);
    // Stamped once the lock is held: a change committed after another always carries a later time.
    const now = new Date().toISOString();
    const result = await change(trx, now);
    return { result, rating: await recountProgramRating(trx, programId, now) };
  });
  ratings.applyRating(rating, await catalogueMeanRating(db));
  return result;
}

const reviewFor = async (db: Db, id: string, userId: string | null): Promise<Review> => {
  const row = await findReview(db, id);
  if (!row) throw notFound(messages.reviewsApi.reviewNotFound);
  return toReview(row, await callerMarks(db, userId, [id]));
};

export async function listReviews(
  db: Db,
  program: { id: string; rating: number | null; reviewCount: number },
  callerId: string | null,
  { sort, offset, limit }: { sort: ReviewSort; offset: number; limit: number },
): Promise<ReviewPage> {
  const [rows, distribution, own, canReply, verified] = await Promise.all([
    findVisibleReviews(db, program.id, sort, offset, limit),
    starDistribution(db, program.id),
    callerId ? findOwnReview(db, program.id, callerId) : undefined,
    callerId ? managesProgram(db, callerId, program.id) : false,
    callerId ? hasVerifiedEmail(db, callerId) : false,
  ]);
  const marks = callerId ? await callerMarks(db, callerId, [...rows.map((row) => row.id), ...(own ? [own.id] : [])]) : NO_CALLER;
  const reviewCount = distribution.reduce((sum, count) => sum + count, 0);
  const stars = distribution.reduce((sum, count, at) => sum + count * (at + 1), 0);
  return {
    // Counted with the page rather than read from the catalogue in memory, which may be a moment behind.
    summary: { rating: reviewCount === 0 ? null : Math.round((stars / reviewCount) * 10) / 10, reviewCount, distribution },
    total: reviewCount,
    reviews: rows.map((row) => toReview(row, marks)),
    own: own ? { ...toReview(own, marks), hidden: own.hiddenAt !== null } : null,
    canReply,
    writeStatus: !callerId ? 'sign-in' : own ? 'written' : canReply ? 'manager' : verified ? 'can-write' : 'verify-email',
  };
}

export async function createReview(services: ReviewServices, programId: string, userId: string, request: ReviewRequest): Promise<Review> {
  await requireVerifiedEmail(services.db, userId);
  // A provider vouching for their own program is no parent's experience.
  if (await managesProgram(services.db, userId, programId)) throw forbidden(messages.reviewsApi.managersCannotReview);
  let id: string;
  try {
    id = await withRecount(services, programId, (trx, now) => insertReview(trx, programId, userId, request, now));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.reviewsApi.alreadyReviewed, 'ALREADY_REVIEWED');
    throw error;
  }
  return reviewFor(services.db, id, userId);
}

export async function editReview(services: ReviewServices, id: string, userId: string, request: ReviewRequest): Promise<Review> {
  const row = await ownReview(services.db, id, userId);
  await withRecount(services, row.programId, (trx, now) => rewriteReview(trx, id, request, now));
  return reviewFor(services.db, id, userId);
}

export async function deleteReview(services: ReviewServices, id: string, userId: string): Promise<void> {
  const row = await ownReview(services.db, id, userId);
  await withRecount(services, row.programId, (trx) => removeReview(trx, id));
}

/** Once per parent; a second vote answers the same and counts nothing. */
export async function markHelpful(db: Db, id: string, userId: string): Promise<{ helpfulCount: number; markedHelpful: true }> {
  const row = await visibleReview(db, id);
  if (row.userId === userId) throw forbidden(messages.reviewsApi.ownReviewHelpful);
  await requireVerifiedEmail(db, userId);
  await db.transaction().execute((trx) => addHelpfulVote(trx, id, userId, new Date().toISOString()));
  return { helpfulCount: await helpfulCount(db, id), markedHelpful: true };
}

export async function reportReview(db: Db, id: string, userId: string, reason: ReportReason): Promise<{ reported: true }> {
  const row = await visibleReview(db, id);
  if (row.userId === userId) throw forbidden(messages.reviewsApi.ownReviewReport);
  await db.transaction().execute((trx) => addReport(trx, id, userId, reason, new Date().toISOString()));
  return { reported: true };
}

/** Whether the caller manages the program of the review the path names; an unknown review is a 404. */
export async function managesReviewedProgram(db: Db, userId: string, reviewId: string): Promise<boolean> {
  const row = await findReview(db, reviewId);
  if (!row) throw notFound(messages.reviewsApi.reviewNotFound);
  return managesProgram(db, userId, row.programId);
}

/** The program's one public reply: the first posts it, later ones edit it (shown as edited). */
export async function replyToReview(db: Db, id: string, userId: string, text: string): Promise<Review> {
  const row = await findReview(db, id);
  if (!row) throw notFound(messages.reviewsApi.reviewNotFound);
  await setReply(db, id, text, userId, new Date().toISOString(), row.replyAt !== null);
  return reviewFor(db, id, userId);
}

import { randomUUID } from 'node:crypto';
import type { AgeGroup } from '#shared/schemas/catalogue.js';
import type { ReportReason, Review, ReviewRequest, ReviewSort } from '#shared/schemas/reviews.js';
import type { Db } from '#server/db/database.js';
import type { ReviewRow } from '#server/db/schema.js';

/** A review row with its author's name, as every read joins it. */
export type ReviewWithAuthor = ReviewRow & { firstName: string; lastName: string; emailId: string };

/** What the caller did to the reviews on a page. */
export interface CallerMarks {
  userId: string | null;
  helpful: ReadonlySet<string>;
  reported: ReadonlySet<string>;
}

export const NO_CALLER: CallerMarks = { userId: null, helpful: new Set(), reported: new Set() };

/** "Maya O.": enough to tell reviewers apart, never a full name or an email (docs/decisions/0025). */
const shortName = (firstName: string, lastName: string) => {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
};

export function toReview(row: ReviewWithAuthor, marks: CallerMarks): Review {
  return {
    id: row.id,
    programId: row.programId,
    authorName: shortName(row.firstName, row.lastName),
    stars: row.stars,
    text: row.text,
    relationship: row.relationship as Review['relationship'],
    ageGroup: row.ageGroup as AgeGroup | null,
    createdAt: row.createdAt,
    edited: row.editedAt !== null,
    helpfulCount: row.helpfulCount,
    reply: row.replyText !== null && row.replyAt !== null ? { text: row.replyText, at: row.replyAt, edited: row.replyEditedAt !== null } : null,
    mine: row.userId === marks.userId,
    markedHelpful: marks.helpful.has(row.id),
    reported: marks.reported.has(row.id),
  };
}

const withAuthor = (db: Db) =>
  db
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.userId')
    .selectAll('reviews')
    .select(['users.firstName', 'users.lastName', 'users.emailId']);

export async function findReview(db: Db, id: string): Promise<ReviewWithAuthor | undefined> {
  return withAuthor(db).where('reviews.id', '=', id).executeTakeFirst();
}

export async function findOwnReview(db: Db, programId: string, userId: string): Promise<ReviewWithAuthor | undefined> {
  return withAuthor(db).where('reviews.programId', '=', programId).where('reviews.userId', '=', userId).executeTakeFirst();
}

/** One page of a program's visible reviews; ties broken by id so pages never overlap. */
export async function findVisibleReviews(db: Db, programId: string, sort: ReviewSort, offset: number, limit: number): Promise<ReviewWithAuthor[]> {
  let query = withAuthor(db).where('reviews.programId', '=', programId).where('reviews.hiddenAt', 'is', null);
  if (sort === 'helpful') query = query.orderBy('reviews.helpfulCount', 'desc');
  return query.orderBy('reviews.createdAt', 'desc').orderBy('reviews.id', 'desc').offset(offset).limit(limit).execute();
}

/** How many visible reviews gave each number of stars, index 0 for one star. */
export async function starDistribution(db: Db, programId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('reviews')
    .select(['stars', (eb) => eb.fn.countAll().as('count')])
    .where('programId', '=', programId)
    .where('hiddenAt', 'is', null)
    .groupBy('stars')
    .execute();
  const distribution = [0, 0, 0, 0, 0];
  for (const row of rows) if (row.stars >= 1 && row.stars <= 5) distribution[row.stars - 1] = Number(row.count);
  return distribution;
}

/** The caller's helpful votes and reports among these reviews. */
export async function callerMarks(db: Db, userId: string | null, reviewIds: string[]): Promise<CallerMarks> {
  if (!userId || reviewIds.length === 0) return { ...NO_CALLER, userId };
  const [helpful, reported] = await Promise.all([
    db.selectFrom('reviewHelpfulVotes').select('reviewId').where('userId', '=', userId).where('reviewId', 'in', reviewIds).execute(),
    db.selectFrom('reviewReports').select('reviewId').where('userId', '=', userId).where('reviewId', 'in', reviewIds).execute(),
  ]);
  return { userId, helpful: new Set(helpful.map((row) => row.reviewId)), reported: new Set(reported.map((row) => row.reviewId)) };
}

/** Inserts a review; the unique index on (programId, userId) refuses a second one (isUniqueViolation). */
export async function insertReview(db: Db, programId: string, userId: string, request: ReviewRequest, now: string): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('reviews')
    .values({ id, programId, userId, ...request, createdAt: now, editedAt: null, hiddenAt: null, hiddenReason: null, replyText: null, replyBy: null, replyAt: null, replyEditedAt: null })
    .execute();
  return id;
}

export async function updateReview(db: Db, id: string, request: ReviewRequest, now: string): Promise<void> {
  await db.updateTable('reviews').set({ ...request, editedAt: now }).where('id', '=', id).execute();
}

export async function deleteReview(db: Db, id: string): Promise<void> {
  await db.deleteFrom('reviews').where('id', '=', id).execute();
}

/** Adds the vote once; answers whether it was new (a second vote changes nothing). */
export async function addHelpfulVote(db: Db, reviewId: string, userId: string, now: string): Promise<boolean> {
  const result = await db
    .insertInto('reviewHelpfulVotes')
    .values({ reviewId, userId, createdAt: now })
    .onConflict((conflict) => conflict.columns(['reviewId', 'userId']).doNothing())
    .executeTakeFirst();
  const added = Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
  if (added) await db.updateTable('reviews').set((eb) => ({ helpfulCount: eb('helpfulCount', '+', 1) })).where('id', '=', reviewId).execute();
  return added;
}

export async function helpfulCount(db: Db, reviewId: string): Promise<number> {
  const row = await db.selectFrom('reviews').select('helpfulCount').where('id', '=', reviewId).executeTakeFirst();
  return row?.helpfulCount ?? 0;
}

/** Files the parent's report once; a second report of the same review keeps the first. */
export async function addReport(db: Db, reviewId: string, userId: string, reason: ReportReason, now: string): Promise<void> {
  const result = await db
    .insertInto('reviewReports')
    .values({ reviewId, userId, reason, createdAt: now, resolvedAt: null })
    .onConflict((conflict) => conflict.columns(['reviewId', 'userId']).doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) {
    await db.updateTable('reviews').set((eb) => ({ openReports: eb('openReports', '+', 1) })).where('id', '=', reviewId).execute();
  }
}

export async function setReply(db: Db, reviewId: string, text: string, by: string, now: string, hadReply: boolean): Promise<void> {
  await db
    .updateTable('reviews')
    .set(hadReply ? { replyText: text, replyBy: by, replyEditedAt: now } : { replyText: text, replyBy: by, replyAt: now })
    .where('id', '=', reviewId)
    .execute();
}

/** Hides (with the operator's reason) or restores a review; either way its open reports are acted on. */
export async function setHidden(db: Db, reviewId: string, hidden: { at: string; reason: string } | null, now: string): Promise<void> {
  await db
    .updateTable('reviews')
    .set({ hiddenAt: hidden?.at ?? null, hiddenReason: hidden?.reason ?? null, openReports: 0 })
    .where('id', '=', reviewId)
    .execute();
  await db.updateTable('reviewReports').set({ resolvedAt: now }).where('reviewId', '=', reviewId).where('resolvedAt', 'is', null).execute();
}

/** Reviews for the operator's list: with open reports (visible ones) or hidden; most reported first. */
export async function findForModeration(db: Db, status: 'reported' | 'hidden'): Promise<(ReviewWithAuthor & { programName: string })[]> {
  let query = withAuthor(db).innerJoin('cataloguePrograms', 'cataloguePrograms.id', 'reviews.programId').select('cataloguePrograms.name as programName');
  query =
    status === 'reported'
      ? query.where('reviews.openReports', '>', 0).where('reviews.hiddenAt', 'is', null).orderBy('reviews.openReports', 'desc')
      : query.where('reviews.hiddenAt', 'is not', null).orderBy('reviews.hiddenAt', 'desc');
  return query.orderBy('reviews.createdAt', 'desc').limit(200).execute();
}

export async function findReports(db: Db, reviewIds: string[]): Promise<Map<string, { reason: ReportReason; at: string }[]>> {
  const reports = new Map<string, { reason: ReportReason; at: string }[]>();
  if (reviewIds.length === 0) return reports;
  const rows = await db
    .selectFrom('reviewReports')
    .select(['reviewId', 'reason', 'createdAt'])
    .where('reviewId', 'in', reviewIds)
    .orderBy('createdAt', 'desc')
    .execute();
  for (const row of rows) reports.set(row.reviewId, [...(reports.get(row.reviewId) ?? []), { reason: row.reason as ReportReason, at: row.createdAt }]);
  return reports;
}

export async function programName(db: Db, programId: string): Promise<string> {
  const row = await db.selectFrom('cataloguePrograms').select('name').where('id', '=', programId).executeTakeFirst();
  return row?.name ?? programId;
}

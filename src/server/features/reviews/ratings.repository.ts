import type { Db } from '#server/db/database.js';

export interface StoredRating {
  programId: string;
  rating: number | null;
  reviewCount: number;
  /** When it was written (ratingUpdatedAt): an older figure never replaces a newer one in memory. */
  at: string;
}

/** The plain average to one decimal, as the page shows it; null without reviews. */
export const averageOf = (sum: number, count: number): number | null => (count === 0 ? null : Math.round((sum / count) * 10) / 10);

/**
 * Takes the program's row lock before a review changes: on PostgreSQL two reviews of one program
 * written at once would otherwise each count without the other and the later write would win.
 * SQLite runs one writer at a time anyway. Answers whether the program exists.
 */
export async function lockProgramRating(trx: Db, programId: string): Promise<boolean> {
  const result = await trx
    .updateTable('cataloguePrograms')
    .set((eb) => ({ ratingUpdatedAt: eb.ref('ratingUpdatedAt') }))
    .where('id', '=', programId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Counts the program's visible reviews and writes rating and reviewCount; run in the review's transaction. */
export async function recountProgramRating(trx: Db, programId: string, now: string): Promise<StoredRating> {
  const row = await trx
    .selectFrom('reviews')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum<number | string | null>('stars').as('sum')])
    .where('programId', '=', programId)
    .where('hiddenAt', 'is', null)
    .executeTakeFirstOrThrow();
  // PostgreSQL answers count and sum as bigint text.
  const reviewCount = Number(row.count);
  const rating = averageOf(Number(row.sum ?? 0), reviewCount);
  await trx.updateTable('cataloguePrograms').set({ rating, reviewCount, ratingUpdatedAt: now }).where('id', '=', programId).execute();
  return { programId, rating, reviewCount, at: now };
}

/** The latest rating change and how many programs have one, to learn cheaply whether anything moved. */
export async function ratingsVersion(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('cataloguePrograms')
    .select((eb) => eb.fn.max('ratingUpdatedAt').as('latest'))
    .executeTakeFirstOrThrow();
  return row.latest ?? null;
}

/** Ratings changed at or after `since` (all that ever changed without it). */
export async function readRatings(db: Db, since?: string): Promise<StoredRating[]> {
  let query = db
    .selectFrom('cataloguePrograms')
    .select(['id', 'rating', 'reviewCount', 'ratingUpdatedAt'])
    .where('ratingUpdatedAt', 'is not', null);
  if (since) query = query.where('ratingUpdatedAt', '>=', since);
  const rows = await query.execute();
  return rows.map((row) => ({ programId: row.id, rating: row.rating, reviewCount: row.reviewCount, at: row.ratingUpdatedAt ?? '' }));
}

/** The mean star over every visible review in the catalogue: the prior of the "Highest Rated" sort. */
export async function catalogueMeanRating(db: Db): Promise<number | null> {
  const row = await db
    .selectFrom('reviews')
    .select((eb) => [eb.fn.countAll().as('count'), eb.fn.sum<number | string | null>('stars').as('sum')])
    .where('hiddenAt', 'is', null)
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  return count === 0 ? null : Number(row.sum ?? 0) / count;
}

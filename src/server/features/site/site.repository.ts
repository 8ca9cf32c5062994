import { sql } from 'kysely';
import type { Db } from '#server/db/database.js';

export async function countParents(db: Db): Promise<number> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll().as('count')).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Programs in the catalogue, their average rating over rated ones, and how many are demo data. */
export async function catalogueFigures(db: Db): Promise<{ programs: number; averageRating: number | null; demo: number }> {
  const row = await db
    .selectFrom('cataloguePrograms')
    .select((eb) => [
      eb.fn.countAll().as('programs'),
      eb.fn.avg('rating').as('averageRating'),
      eb.fn.sum(sql<number>`case when source = 'demo' then 1 else 0 end`).as('demo'),
    ])
    .where('closedAt', 'is', null)
    .executeTakeFirst();
  const average = row?.averageRating == null ? null : Number(row.averageRating);
  return { programs: Number(row?.programs ?? 0), averageRating: average, demo: Number(row?.demo ?? 0) };
}

/** Each source of the catalogue with its open programs and latest snapshot, largest first. */
export async function catalogueSources(db: Db): Promise<{ source: string; programs: number; snapshot: string | null }[]> {
  const rows = await db
    .selectFrom('cataloguePrograms')
    .select((eb) => ['source', eb.fn.countAll().as('programs'), eb.fn.max('sourceUpdatedAt').as('snapshot')])
    .where('closedAt', 'is', null)
    .groupBy('source')
    .execute();
  return rows
    .map((row) => ({ source: row.source, programs: Number(row.programs), snapshot: row.snapshot ?? null }))
    .sort((a, b) => b.programs - a.programs || a.source.localeCompare(b.source));
}

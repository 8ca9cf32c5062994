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
    .executeTakeFirst();
  const average = row?.averageRating == null ? null : Number(row.averageRating);
  return { programs: Number(row?.programs ?? 0), averageRating: average, demo: Number(row?.demo ?? 0) };
}

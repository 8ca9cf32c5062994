import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueStore } from '#server/catalogue/catalogue-store.js';
import { upsertPrograms } from '#server/catalogue/catalogue.repository.js';
import { makeProgram } from '#server/test/program-factory.js';
import { createTestDatabase, testEngines, type TestDatabase } from '#server/test/test-database.js';
import { averageOf } from './ratings.repository.js';
import { moderate } from './review-moderation.service.js';
import { createReview, deleteReview, editReview, type ReviewServices } from './reviews.service.js';

const programs = [0, 1, 2].map((at) => makeProgram({ lat: 42.3 + at / 100, lng: -71.1, name: `Recount ${at}` }));
const PARENTS = 4;

type Operation =
  | { kind: 'create'; parent: number; program: number; stars: number }
  | { kind: 'edit' | 'delete' | 'hide' | 'restore'; pick: number; stars: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), parent: fc.nat(PARENTS - 1), program: fc.nat(programs.length - 1), stars: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ kind: fc.constantFrom('edit' as const, 'delete' as const, 'hide' as const, 'restore' as const), pick: fc.nat(), stars: fc.integer({ min: 1, max: 5 }) }),
);

/**
 * The stored rating and count of every program always equal a recount of its visible reviews,
 * after any sequence of create, edit, delete, hide and restore, some run at once; and the catalogue
 * in memory says the same (docs/decisions/0025).
 */
describe.each(testEngines)('ratings against a recount on %s', (engine) => {
  let database: TestDatabase;
  let services: ReviewServices;
  let store: CatalogueStore;
  /** Another instance behind the same database, learning of changes by its own checks only. */
  let elsewhere: CatalogueStore;
  let parents: string[];
  let operatorId: string;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await upsertPrograms(database.db, programs);
    const now = new Date().toISOString();
    const account = (role: string) => ({
      id: randomUUID(),
      firstName: 'Recount',
      lastName: 'Parent',
      emailId: `${randomUUID()}@example.com`,
      passwordHash: 'x',
      address: '',
      phoneNumber: '',
      createdAt: now,
      updatedAt: now,
      role,
      emailVerifiedAt: now,
    });
    const rows = [...Array.from({ length: PARENTS }, () => account('parent')), account('operator')];
    await database.db.insertInto('users').values(rows).execute();
    parents = rows.slice(0, PARENTS).map((row) => row.id);
    operatorId = rows[PARENTS]?.id ?? '';
    store = new CatalogueStore(database.db);
    await store.reload();
    services = { db: database.db, ratings: store };
    elsewhere = new CatalogueStore(database.connectAgain(), { checkIntervalMs: 60_000, ratingCheckIntervalMs: 0 });
    await elsewhere.reload();
  });
  afterAll(async () => {
    await database.destroy();
  });

  const text = 'A recount test review with enough words in it.';
  const body = (stars: number) => ({ stars, text, relationship: 'former' as const, ageGroup: null });

  /** Runs one operation as the routes would; refusals (a second review, hiding twice) are part of the game. */
  async function run(op: Operation): Promise<void> {
    const reviews = await database.db.selectFrom('reviews').select(['id', 'userId', 'hiddenAt']).orderBy('id').execute();
    const target = op.kind === 'create' ? undefined : reviews[op.pick % Math.max(1, reviews.length)];
    try {
      if (op.kind === 'create') await createReview(services, programs[op.program]?.id ?? '', parents[op.parent] ?? '', body(op.stars));
      else if (!target) return;
      else if (op.kind === 'edit') await editReview(services, target.id, target.userId, body(op.stars));
      else if (op.kind === 'delete') await deleteReview(services, target.id, target.userId);
      else await moderate(services, target.id, operatorId, op.kind === 'hide', 'Recount test');
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status !== 409 && status !== 404) throw error;
    }
  }

  async function expectNoDrift(): Promise<void> {
    const visible = await database.db.selectFrom('reviews').select(['programId', 'stars']).where('hiddenAt', 'is', null).execute();
    const stored = await database.db.selectFrom('cataloguePrograms').select(['id', 'rating', 'reviewCount']).orderBy('id').execute();
    const index = store.peek();
    const other = await elsewhere.current();
    for (const row of stored) {
      const stars = visible.filter((review) => review.programId === row.id).map((review) => review.stars);
      const recount = { rating: averageOf(stars.reduce((sum, value) => sum + value, 0), stars.length), reviewCount: stars.length };
      expect({ rating: row.rating, reviewCount: row.reviewCount }, row.id).toEqual(recount);
      const shown = index.get(row.id);
      expect({ rating: shown?.rating, reviewCount: shown?.reviewCount }, `${row.id} in memory`).toEqual(recount);
      const seen = other.get(row.id);
      expect({ rating: seen?.rating, reviewCount: seen?.reviewCount }, `${row.id} in another instance`).toEqual(recount);
    }
  }

  it('never drifts, whatever the order, one at a time or at once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(operation, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 12 }), async (batches) => {
        await database.db.deleteFrom('reviews').execute();
        for (const program of programs) {
          const at = new Date().toISOString();
          await database.db.updateTable('cataloguePrograms').set({ rating: null, reviewCount: 0, ratingUpdatedAt: at }).where('id', '=', program.id).execute();
          store.applyRating({ programId: program.id, rating: null, reviewCount: 0, at }, null);
        }
        for (const batch of batches) await Promise.all(batch.map(run));
        await expectNoDrift();
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});

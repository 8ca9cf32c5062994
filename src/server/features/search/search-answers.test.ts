import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORT_OPTIONS } from '#shared/constants.js';
import { nearbyResponse, routeResponse } from '#shared/schemas/search.js';
import { buildApp } from '#server/app.js';
import { upsertPrograms } from '#server/catalogue/catalogue.repository.js';
import { DEMO_SEED, generateCatalogue } from '#server/catalogue/demo-catalogue.js';
import { demoListingRows } from '#server/catalogue/demo-listings.js';
import { putDemoListingSections } from '#server/catalogue/demo-listings.repository.js';
import { testConfig } from '#server/test/test-app.js';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.js';

// The demo catalogue with ratings on every third program and its listings on about 40%, so
// nullable fields come both ways.
const programs = generateCatalogue(600, DEMO_SEED).map((program, i) =>
  i % 3 === 0 ? { ...program, rating: (i % 5) + 0.5, reviewCount: i % 40 } : program,
);

/**
 * Search answers are written without zod's check on the way out (plugins/answer-serializer.ts):
 * these hold real answers to the shared schemas, byte for byte as zod would write them.
 */
describe('search answers over the demo catalogue', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    await upsertPrograms(database.db, programs);
    await putDemoListingSections(database.db, programs.flatMap((program) => demoListingRows(program, DEMO_SEED, Date.now())));
    app = await buildApp({ config: testConfig(), db: database.db });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it.each(SORT_OPTIONS)('match the shared schemas exactly, sorted by %s', async (sort) => {
    const nearby = await app.inject({ url: `/api/search/nearby?location=02139&radius=20000&limit=200&sort=${sort}` });
    const route = await app.inject({ url: `/api/search/route?start=Quincy,%20MA&end=Cambridge,%20MA&limit=200&sort=${sort}` });
    for (const [response, schema] of [[nearby, nearbyResponse], [route, routeResponse]] as const) {
      expect(response.statusCode).toBe(200);
      const answer = schema.parse(response.json());
      expect(answer.daycares.length).toBeGreaterThan(20);
      expect(answer.daycares.some((daycare) => daycare.listing?.monthlyTuition && daycare.listing.hours)).toBe(true);
      expect(answer.daycares.some((daycare) => daycare.listing === null)).toBe(true);
      expect(response.body).toBe(JSON.stringify(answer));
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORT_OPTIONS } from '#shared/constants.js';
import { nearbyResponse, routeResponse } from '#shared/schemas/search.js';
import { DEMO_SEED, generateCatalogue } from '#server/catalogue/demo-catalogue.js';
import { createTestApp, type TestApp } from '#server/test/test-app.js';

// The demo catalogue with ratings on every third program, so nullable fields come both ways.
const programs = generateCatalogue(600, DEMO_SEED).map((program, i) =>
  i % 3 === 0 ? { ...program, rating: (i % 5) + 0.5, reviewCount: i % 40 } : program,
);

/**
 * Search answers are written without zod's check on the way out (plugins/answer-serializer.ts):
 * these hold real answers to the shared schemas, byte for byte as zod would write them.
 */
describe('search answers over the demo catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', {}, programs);
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(SORT_OPTIONS)('match the shared schemas exactly, sorted by %s', async (sort) => {
    const nearby = await t.app.inject({ url: `/api/search/nearby?location=02139&radius=20000&limit=200&sort=${sort}` });
    const route = await t.app.inject({ url: `/api/search/route?start=Quincy,%20MA&end=Cambridge,%20MA&limit=200&sort=${sort}` });
    for (const [response, schema] of [[nearby, nearbyResponse], [route, routeResponse]] as const) {
      expect(response.statusCode).toBe(200);
      const answer = schema.parse(response.json());
      expect(answer.daycares.length).toBeGreaterThan(20);
      expect(response.body).toBe(JSON.stringify(answer));
    }
  });
});

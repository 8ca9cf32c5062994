import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { programWithListing } from '#shared/schemas/listing.js';
import { nearbyResponse } from '#shared/schemas/search.js';
import { applyClosures } from '#server/catalogue/catalogue-closures.js';
import { upsertPrograms } from '#server/catalogue/catalogue.repository.js';
import { buildApp } from '#server/app.js';
import { makeProgram } from '#server/test/program-factory.js';
import { testConfig } from '#server/test/test-app.js';
import { createTestDatabase, testEngines, type TestDatabase } from '#server/test/test-database.js';
import type { FastifyInstance } from 'fastify';

const staying = makeProgram({ sourceId: 'STAY', source: 'state-list', lat: 42.3601, lng: -71.0589, name: 'Still Licensed' });
const leaving = makeProgram({ sourceId: 'GONE', source: 'state-list', lat: 42.3602, lng: -71.059, name: 'No Longer Listed' });

describe.each(testEngines)('a program that left its licensing list, on %s', (engine) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await upsertPrograms(database.db, [staying, leaving]);
    await applyClosures(database.db, { source: 'state-list', states: new Set(['MA']), seenIds: new Set([staying.id]) });
    app = await buildApp({ config: testConfig(), db: database.db });
  });
  afterAll(async () => {
    await app.close();
    await database.destroy();
  });

  it('is out of the search', async () => {
    const found = nearbyResponse.parse((await app.inject({ url: '/api/search/nearby?lat=42.3601&lng=-71.0589&radius=1000' })).json());
    expect(found.daycares.map(({ name }) => name)).toEqual(['Still Licensed']);
  });

  it('keeps its page, which says since when it is closed', async () => {
    const page = programWithListing.parse((await app.inject({ url: `/api/catalogue/${encodeURIComponent(leaving.id)}` })).json());
    expect(page.name).toBe('No Longer Listed');
    expect(Date.parse(page.closedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const open = programWithListing.parse((await app.inject({ url: `/api/catalogue/${encodeURIComponent(staying.id)}` })).json());
    expect(open.closedAt).toBeNull();
  });
});

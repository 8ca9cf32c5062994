import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSuccess } from '#shared/schemas/accounts.js';
import { nearbyResponse } from '#shared/schemas/search.js';
import { savedRouteList } from '#shared/schemas/saved.js';
import { buildApp } from './app.js';
import { CatalogueStore } from './catalogue/catalogue-store.js';
import { importCatalogueFile } from './catalogue/import-catalogue.js';
import { FIXTURES } from './catalogue/importers/read-fixture.js';
import { bearer, nextRemoteAddress, parentDetails } from './test/factories.js';
import { testConfig } from './test/test-app.js';
import { createTestDatabase, type Engine, type TestDatabase } from './test/test-database.js';

/** How often instance B asks whether the catalogue moved; production asks every 5 s. */
const CHECK_INTERVAL_MS = 100;
const REFRESH_DEADLINE_MS = 5000;

/** A program of the fixture file, where the file puts it. */
const PUDDLE_JUMPERS = { name: 'Puddle Jumpers Early Learning Center', lat: 42.365012, lng: -71.101234 };

const engines: Engine[] = ['sqlite', 'postgres'];

for (const engine of engines) {
  // Without a PostgreSQL server these cases are reported as skipped, never stood in for.
  describe.skipIf(engine === 'postgres' && !process.env.TEST_DATABASE_URL)(`two app instances on one ${engine} database`, () => {
    let database: TestDatabase;
    let a: FastifyInstance;
    let b: FastifyInstance;
    beforeAll(async () => {
      database = await createTestDatabase(engine);
      // Behind one load balancer the instances share the JWT secret; each has its own connections and index.
      const config = testConfig();
      const secondDb = database.connectAgain();
      a = await buildApp({ config, db: database.db });
      b = await buildApp({ config, db: secondDb, catalogue: new CatalogueStore(secondDb, { checkIntervalMs: CHECK_INTERVAL_MS }) });
    });
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
      await database?.destroy();
    });

    it('lists through one instance a route saved through the other, for a parent who signed in on each', async () => {
      const details = parentDetails();
      const registered = await a.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: details,
        remoteAddress: nextRemoteAddress(),
      });
      expect(registered.statusCode).toBe(201);
      const signedIn = await b.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { emailId: details.emailId, password: details.password },
        remoteAddress: nextRemoteAddress(),
      });
      expect(signedIn.statusCode).toBe(200);
      const onA = authSuccess.parse(registered.json());
      const onB = authSuccess.parse(signedIn.json());
      expect(onB.user.id).toBe(onA.user.id);

      const route = { origin: '1 Main St, Boston, MA', destination: '200 Broadway, Cambridge, MA', travelMode: 'WALKING' };
      const saved = await a.inject({ method: 'POST', url: '/api/routes', headers: bearer(onA.token), payload: route });
      expect(saved.statusCode).toBe(201);

      for (const token of [onA.token, onB.token]) {
        const listed = await b.inject({ url: `/api/users/${onA.user.id}/routes`, headers: bearer(token) });
        expect(listed.statusCode).toBe(200);
        expect(savedRouteList.parse(listed.json())).toEqual([expect.objectContaining({ id: saved.json().id, ...route })]);
      }
    });

    it('finds through one instance, after its refresh, a catalogue imported through the other', async () => {
      const nearby = async () => {
        const response = await b.inject({
          url: '/api/search/nearby',
          query: { lat: String(PUDDLE_JUMPERS.lat), lng: String(PUDDLE_JUMPERS.lng), radius: '500' },
        });
        expect(response.statusCode).toBe(200);
        return nearbyResponse.parse(response.json()).daycares.map((daycare) => daycare.name);
      };
      expect(await nearby()).toEqual([]);

      const summary = await importCatalogueFile(database.db, path.join(FIXTURES, 'ma-eec-boston-geocoded.csv'), 'ma-eec');
      expect(summary.inserted).toBeGreaterThan(0);

      const deadline = Date.now() + REFRESH_DEADLINE_MS;
      let found = await nearby();
      while (found.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, CHECK_INTERVAL_MS / 2));
        found = await nearby();
      }
      expect(found).toContain(PUDDLE_JUMPERS.name);
    });
  });
}

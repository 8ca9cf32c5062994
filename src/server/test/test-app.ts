import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.js';
import type { Program } from '#shared/schemas/catalogue.js';
import { upsertPrograms } from '#server/catalogue/catalogue.repository.js';
import { parseConfig, type AppConfig } from '#server/config.js';
import { createTestDatabase, type Engine, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * What the tests run with: the start-up parser's result for a test environment (offline maps,
 * map services at an address nothing listens on, quick timeouts), with per-test overrides.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const unreachable = 'http://127.0.0.1:9';
  const jwtSecret = randomBytes(32).toString('hex');
  const parsed = parseConfig({
    PORT: '1',
    HOST: '127.0.0.1',
    DATA_DIR: '/nonexistent',
    JWT_SECRET: jwtSecret,
    JWT_TTL: '3600',
    LOG_LEVEL: 'silent',
    // The cheapest cost the setting takes: tests hash a password for every parent they register.
    PASSWORD_HASH_COST: '12',
    CATALOGUE_DEMO: 'false',
    GEO_PROVIDER: 'offline',
    PHOTON_URL: `${unreachable}/photon`,
    NOMINATIM_URL: `${unreachable}/nominatim`,
    OSRM_URL: `${unreachable}/osrm`,
    OVERPASS_URL: `${unreachable}/overpass`,
    GOOGLE_GEOCODE_URL: `${unreachable}/google/geocode/json`,
    GOOGLE_PLACES_URL: `${unreachable}/google/places/v1`,
    GOOGLE_ROUTES_URL: `${unreachable}/google/routes`,
    GEO_TIMEOUT_MS: '1000',
    GEO_RETRY_BACKOFF_MS: '20',
    GEO_USER_AGENT: 'CareRoute tests',
    MAP_TILE_URL: 'none',
  });
  // Port 0: a test app is injected into, never listening.
  return { ...parsed, jwtSecret, port: 0, ...overrides };
}

/**
 * The real app on a fresh database of the given engine, with these catalogue programs, ready for
 * app.inject(); with a webRoot it serves the built web app there too (see createWebRootApp).
 */
export async function createTestApp(
  engine: Engine,
  overrides: Partial<AppConfig> = {},
  programs: Program[] = [],
  { webRoot }: { webRoot?: string } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(engine);
  if (programs.length > 0) await upsertPrograms(database.db, programs);
  const config = testConfig(overrides);
  const app = await buildApp({ config, db: database.db, webRoot });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import type { Program } from '../../shared/schemas/catalogue.js';
import { upsertPrograms } from '../catalogue/catalogue.repository.js';
import type { AppConfig } from '../config.js';
import { createTestDatabase, type Engine, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    jwtSecret: randomBytes(32).toString('hex'),
    jwtTtlSeconds: 3600,
    logLevel: 'silent',
    trustProxy: false,
    corsOrigins: [],
    catalogueDemo: false,
    geo: {
      provider: 'offline',
      googleApiKey: undefined,
      osmGeocoder: 'photon',
      photonUrl: 'http://127.0.0.1:9/photon',
      nominatimUrl: 'http://127.0.0.1:9/nominatim',
      osrmUrl: 'http://127.0.0.1:9/osrm',
      overpassUrl: 'http://127.0.0.1:9/overpass',
      googleGeocodeUrl: 'http://127.0.0.1:9/google/geocode/json',
      googlePlacesUrl: 'http://127.0.0.1:9/google/places/v1',
      googleRoutesUrl: 'http://127.0.0.1:9/google/routes',
      timeoutMs: 1000,
      retryBackoffMs: 20,
      userAgent: 'CareRoute tests',
    },
    map: { tileUrl: null, attribution: '© OpenStreetMap contributors' },
    llm: { baseUrl: undefined, apiKey: undefined, model: undefined },
    ...overrides,
  };
}

/** The real app on a fresh database of the given engine, with these catalogue programs, ready for app.inject(). */
export async function createTestApp(
  engine: Engine,
  overrides: Partial<AppConfig> = {},
  programs: Program[] = [],
): Promise<TestApp> {
  const database = await createTestDatabase(engine);
  if (programs.length > 0) await upsertPrograms(database.db, programs);
  const config = testConfig(overrides);
  const app = await buildApp({ config, db: database.db });
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

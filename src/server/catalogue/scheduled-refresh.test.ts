import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CensusBatchGeocoder } from '#server/geo/census/census-batch-geocoder.js';
import { startCensusServer, type CensusTestServer } from '#server/test/census-test-server.js';
import { testEngines } from '#server/test/test-database.js';
import { useTestDatabase } from '#server/test/use-test-app.js';
import { takeLease } from '#server/lib/job-lease.js';
import { catalogueStats } from './catalogue.repository.js';
import { censusAddressGeocoder } from './geocode-catalogue.js';
import { FIXTURES } from './importers/read-fixture.js';
import { readCatalogueSources, refreshDueSources, type CatalogueSource, type ScheduledRefreshOptions } from './scheduled-refresh.js';

const dir = mkdtempSync(path.join(tmpdir(), 'refresh-'));
let listServer: Server;
let listUrl: string;
let listStatus = 200;
let census: CensusTestServer;

beforeAll(async () => {
  const body = readFileSync(path.join(FIXTURES, 'ma-eec-statewide.csv'));
  listServer = createServer((request, response) => {
    if (listStatus !== 200) response.writeHead(listStatus).end('down');
    else if (request.headers['if-none-match'] === '"v1"') response.writeHead(304, { etag: '"v1"' }).end();
    else response.writeHead(200, { etag: '"v1"' }).end(body);
  });
  await new Promise<void>((resolve) => listServer.listen(0, '127.0.0.1', resolve));
  listUrl = `http://127.0.0.1:${(listServer.address() as AddressInfo).port}/eec.csv`;
  census = await startCensusServer();
});
afterAll(async () => {
  await new Promise((resolve) => listServer.close(resolve));
  await census.close();
  rmSync(dir, { recursive: true, force: true });
});

function sourcesFile(json: string): string {
  const file = path.join(dir, `sources-${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, json);
  return file;
}

describe('the CATALOGUE_SOURCES file', () => {
  it('reads sources with their defaults', async () => {
    const file = sourcesFile(JSON.stringify([{ url: 'https://example.org/eec.csv', format: 'ma-eec' }]));
    expect(await readCatalogueSources(file)).toEqual([{ url: 'https://example.org/eec.csv', format: 'ma-eec', everyHours: 24, geocode: true }]);
  });

  it.each([
    ['not json', /cannot read .* as JSON/],
    ['[]', /lists no source/],
    [JSON.stringify([{ url: 'https://x.org/a.csv', format: 'xls' }]), /at 0\.format/],
    [JSON.stringify([{ url: 'https://x.org/a.csv', format: 'csv' }]), /at 0\.map: a csv source needs "map"/],
    [JSON.stringify([{ url: 'https://x.org/a.csv', format: 'ma-eec', every: 3 }]), /Unrecognized key/],
  ])('refuses %s with a message naming the place', async (json, message) => {
    await expect(readCatalogueSources(sourcesFile(json))).rejects.toThrow(message);
  });
});

describe.each(testEngines)('the scheduled catalogue refresh on %s', (engine) => {
  const database = useTestDatabase(engine);
  let logged: string[];
  beforeEach(async () => {
    for (const table of ['catalogueImportRuns', 'catalogueRemoteSources', 'catalogueGeocodeAttempts', 'cataloguePrograms', 'jobLeases'] as const) {
      await database.db.deleteFrom(table).execute();
    }
    logged = [];
    listStatus = 200;
  });

  const options = (sources: Partial<CatalogueSource>[], db = database.db): ScheduledRefreshOptions => ({
    db,
    sources: sources.map((source) => ({ url: listUrl, format: 'ma-eec', everyHours: 24, geocode: true, ...source })),
    userAgent: 'CareRoute test',
    geocoder: censusAddressGeocoder(new CensusBatchGeocoder({ url: census.url, userAgent: 'test', retries: 0 })),
    events: {},
    log: { info: (_details, message) => logged.push(message), error: (_details, message) => logged.push(`error: ${message}`) },
  });
  const runs = () => database.db.selectFrom('catalogueImportRuns').select(['status']).orderBy('startedAt').execute();

  it('imports a due source, geocodes what it brought, and waits its interval before the next', async () => {
    expect(await refreshDueSources(options([{}]), 'instance-a')).toBe(1);
    const stats = await catalogueStats(database.db);
    expect(stats.total).toBe(12);
    expect(stats.byLocationPrecision).toEqual({ address: 12 });
    expect(logged).toEqual(['catalogue source imported', 'catalogue geocoded']);

    expect(await refreshDueSources(options([{}]), 'instance-a')).toBe(0);
    expect(await runs()).toEqual([{ status: 'imported' }]);
  });

  it('asks "only if changed" once the interval has passed', async () => {
    await refreshDueSources(options([{ everyHours: 0.0001 }]), 'instance-a');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await refreshDueSources(options([{ everyHours: 0.0001 }]), 'instance-a')).toBe(1);
    expect(await runs()).toEqual([{ status: 'imported' }, { status: 'not-modified' }]);
  });

  it('runs on one instance at a time', async () => {
    const second = database.connectAgain();
    try {
      const both =
        engine === 'postgres'
          ? await Promise.all([refreshDueSources(options([{}]), 'instance-a'), refreshDueSources(options([{}], second), 'instance-b')])
          : [await refreshDueSources(options([{}]), 'instance-a'), await refreshDueSources(options([{}], second), 'instance-b')];
      expect(both.reduce((sum, count) => sum + count, 0)).toBe(1);
      expect(await runs()).toHaveLength(1);
    } finally {
      await second.destroy();
    }
  });

  it('leaves the refresh to the instance holding the lease', async () => {
    expect(await takeLease(database.db, 'catalogue-refresh', 'instance-b', 60_000)).toBe(true);
    expect(await refreshDueSources(options([{}]), 'instance-a')).toBe(0);
    expect(await runs()).toEqual([]);
  });

  it('logs a failing source, and tries it again only after a wait', async () => {
    listStatus = 503;
    await refreshDueSources(options([{}]), 'instance-a');
    expect(logged).toEqual(['error: catalogue refresh failed']);
    listStatus = 200;
    expect(await refreshDueSources(options([{}]), 'instance-a')).toBe(0);
    expect(await runs()).toEqual([{ status: 'failed' }]);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { testEngines } from '#server/test/test-database.js';
import { useTestDatabase } from '#server/test/use-test-app.js';
import { replayServerForTests } from './fixtures/replay-server.js';
import { beaconStreet, centralSquare, harvardSquare, parkStreet } from './fixtures/recorded-trip.js';
import { CachedGeocoder, CachedRouter, cacheKey, GeoCache, MAX_TTL_SECONDS } from './geo-cache.js';
import { JsonHttpClient } from './http/fetch-json.js';
import { OsrmRouter } from './osm/osrm-router.js';
import { PhotonGeocoder } from './osm/photon-geocoder.js';

const DAY_MS = 86_400_000;

describe.each(testEngines)('geo cache on %s', (engine) => {
  const database = useTestDatabase(engine);
  const server = replayServerForTests();
  let now: Date;
  const clock = () => now;

  beforeEach(async () => {
    server.on('GET', '/api', { fixture: 'photon/search-elm-street.json' });
    server.on('GET', '/route/', { fixture: 'osrm/route-boston-cambridge.json' });
    await database.db.deleteFrom('geoCache').execute();
    now = new Date('2025-03-01T12:00:00Z');
  });

  const http = () => new JsonHttpClient('osm', { timeoutMs: 1000, userAgent: 'CareRoute tests', backoffMs: 5 });
  const geocoder = (cache = new GeoCache(database.db, { now: clock })) =>
    new CachedGeocoder(new PhotonGeocoder({ baseUrl: server.url, http: http() }), cache, 'osm-photon');
  const router = (cache = new GeoCache(database.db, { now: clock })) =>
    new CachedRouter(new OsrmRouter({ baseUrl: server.url, http: http() }), cache, 'osm-osrm');

  it('answers a repeated geocode without asking the provider, whatever the case and spacing', async () => {
    const cached = geocoder();
    const first = await cached.geocode('12 Elm St, Somerville, MA');
    expect(await cached.geocode('  12 elm st ,Somerville,  MA ')).toEqual(first);
    expect(server.requestsTo('/api')).toHaveLength(1);
  });

  it('keeps answers in the table, so a new instance makes no provider call', async () => {
    const first = await geocoder().geocode('12 Elm St, Somerville, MA');
    const route = await router().route(parkStreet, harvardSquare, 'DRIVING');
    expect(await geocoder().geocode('12 Elm St, Somerville, MA')).toEqual(first);
    expect(await router().route(parkStreet, harvardSquare, 'DRIVING')).toEqual(route);
    expect(server.requests).toHaveLength(2);
    const rows = await database.db.selectFrom('geoCache').select(['key', 'expiresAt']).orderBy('key').execute();
    expect(rows.map((row) => row.key)).toEqual([
      'osm-osrm|route|driving|42.35640,-71.06240|42.37340,-71.11890',
      'osm-photon|geocode|12 elm st,somerville,ma',
    ]);
    expect(Date.parse(rows[1]?.expiresAt ?? '') - now.getTime()).toBe(MAX_TTL_SECONDS * 1000);
  });

  it('keeps travel modes apart', async () => {
    const cached = router();
    await cached.route(parkStreet, harvardSquare, 'DRIVING');
    await cached.route(parkStreet, harvardSquare, 'WALKING');
    await cached.route(parkStreet, harvardSquare, 'WALKING');
    expect(server.requests.map((request) => request.path.split('/')[3])).toEqual(['driving', 'foot']);
  });

  it('ignores expired entries and overwrites them with the new answer', async () => {
    await geocoder().geocode('12 Elm St, Somerville, MA');
    now = new Date(now.getTime() + 31 * DAY_MS);
    const fresh = geocoder();
    await fresh.geocode('12 Elm St, Somerville, MA');
    expect(server.requestsTo('/api')).toHaveLength(2);
    const row = await database.db.selectFrom('geoCache').select('expiresAt').executeTakeFirstOrThrow();
    expect(Date.parse(row.expiresAt)).toBe(now.getTime() + MAX_TTL_SECONDS * 1000);
    await fresh.geocode('12 Elm St, Somerville, MA');
    expect(server.requestsTo('/api')).toHaveLength(2);
  });

  it('expires in memory too, and keeps "not found" a day only', async () => {
    server.on('GET', '/api', { fixture: 'photon/empty.json' });
    const cached = geocoder();
    expect(await cached.geocode('qwertyuiop')).toBeNull();
    expect(await cached.geocode('qwertyuiop')).toBeNull();
    expect(server.requestsTo('/api')).toHaveLength(1);
    now = new Date(now.getTime() + DAY_MS + 1000);
    await cached.geocode('qwertyuiop');
    expect(server.requestsTo('/api')).toHaveLength(2);
  });

  it('caps the time to live at 30 days and skips a zero one', async () => {
    const cache = new GeoCache(database.db, { now: clock });
    await cache.set('k|long', 1, 365 * 86_400);
    await cache.set('k|none', 2, 0);
    const rows = await database.db.selectFrom('geoCache').select(['key', 'expiresAt']).execute();
    expect(rows).toEqual([{ key: 'k|long', expiresAt: new Date(now.getTime() + MAX_TTL_SECONDS * 1000).toISOString() }]);
  });

  it('shares one provider call between callers asking at once', async () => {
    const cached = geocoder();
    const answers = await Promise.all([cached.geocode('Cambridge'), cached.geocode('cambridge'), cached.geocode('CAMBRIDGE ')]);
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(server.requestsTo('/api')).toHaveLength(1);
  });

  it('does not cache failures', async () => {
    server.on('GET', '/api', { status: 503, text: '' }, { fixture: 'photon/search-elm-street.json' });
    const cached = new CachedGeocoder(
      new PhotonGeocoder({ baseUrl: server.url, http: new JsonHttpClient('osm', { timeoutMs: 1000, userAgent: 't', retries: 0 }) }),
      new GeoCache(database.db, { now: clock }),
      'osm-photon',
    );
    await expect(cached.geocode('Cambridge')).rejects.toMatchObject({ failure: 'unavailable' });
    expect(await cached.geocode('Cambridge')).not.toBeNull();
  });

  it('caches duration matrices by their vias, and hashes keys too long for the column', async () => {
    server.on('GET', '/table/', { fixture: 'osrm/table-square-two-vias.json' });
    const cached = router();
    const vias = [beaconStreet, centralSquare];
    const first = await cached.matrix(parkStreet, harvardSquare, vias, 'DRIVING');
    expect(first.vias.map((via) => via.fromStart)).toEqual([402.7, 640.1]);
    expect(await cached.matrix(parkStreet, harvardSquare, vias, 'DRIVING')).toEqual(first);
    expect(server.requestsTo('/table/')).toHaveLength(1);
    const long = cacheKey('osm', 'matrix', 'x'.repeat(1000));
    expect(long.length).toBeLessThan(300);
    expect(long).not.toBe(cacheKey('osm', 'matrix', 'x'.repeat(999)));
  });
});

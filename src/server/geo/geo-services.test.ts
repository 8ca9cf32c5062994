import { beforeEach, describe, expect, it } from 'vitest';
import type { GeoConfig } from '#server/config.js';
import { testEngines } from '#server/test/test-database.js';
import { useTestDatabase } from '#server/test/use-test-app.js';
import { replayServerForTests } from './fixtures/replay-server.js';
import { harvardSquare, parkStreet } from './fixtures/recorded-trip.js';
import { createGeoServices, GeoConfigError, type GeoServicesDeps } from './geo-services.js';
import { GeoError } from './types.js';

describe.each(testEngines)('geo services on %s', (engine) => {
  const database = useTestDatabase(engine);
  const server = replayServerForTests();
  let warnings: string[];

  beforeEach(async () => {
    warnings = [];
    await database.db.deleteFrom('geoCache').execute();
  });

  const config = (overrides: Partial<GeoConfig> = {}): GeoConfig => ({
    provider: 'osm',
    googleApiKey: undefined,
    osmGeocoder: 'photon',
    photonUrl: `${server.url}/photon`,
    nominatimUrl: `${server.url}/nominatim`,
    osrmUrl: `${server.url}/osrm`,
    overpassUrl: `${server.url}/overpass`,
    googleGeocodeUrl: `${server.url}/google/geocode/json`,
    googlePlacesUrl: `${server.url}/google/places/v1`,
    googleRoutesUrl: `${server.url}/google/routes`,
    censusGeocoderUrl: `${server.url}/census/addressbatch`,
    timeoutMs: 300,
    retryBackoffMs: 5,
    userAgent: 'CareRoute tests',
    ...overrides,
  });
  const deps = (): GeoServicesDeps => ({
    db: database.db,
    warn: (_error, message) => warnings.push(message),
  });
  const services = (overrides: Partial<GeoConfig> = {}) => createGeoServices(config(overrides), deps());

  it('offline answers from this machine alone', async () => {
    const geo = services({ provider: 'offline' });
    expect(geo.provider).toBe('offline');
    expect(await geo.geocoder.geocode('02144')).toMatchObject({ formattedAddress: 'Somerville, MA 02144', provider: 'offline' });
    expect(await geo.router.route(parkStreet, harvardSquare, 'DRIVING')).toMatchObject({ provider: 'offline', approximate: true });
    expect(server.requests).toHaveLength(0);
  });

  it('osm geocodes with Photon, routes with OSRM, and caches both', async () => {
    server.on('GET', '/photon/api', { fixture: 'photon/search-elm-street.json' });
    server.on('GET', '/osrm/route/v1/driving/', { fixture: 'osrm/route-boston-cambridge.json' });
    const geo = services();
    expect(geo.provider).toBe('osm');
    for (let round = 0; round < 2; round += 1) {
      expect(await geo.geocoder.geocode('12 Elm St, Somerville')).toMatchObject({ provider: 'osm', approximate: false });
      expect(await geo.router.route(parkStreet, harvardSquare, 'DRIVING')).toMatchObject({ provider: 'osm', distanceMeters: 5903 });
    }
    expect(server.requests).toHaveLength(2);
    // A new instance (a restart, another server) finds them in the table.
    await services().geocoder.geocode('12 elm st, somerville');
    expect(server.requests).toHaveLength(2);
  });

  it('falls back to offline, per request, when the service cannot be reached', async () => {
    // Down for the first request and its two retries, then back.
    const down = { status: 503, text: '' };
    server.on('GET', '/photon/api', down, down, down, { fixture: 'photon/search-elm-street.json' });
    server.on('GET', '/osrm/', { hang: true });
    const geo = services({ timeoutMs: 150 });
    expect(await geo.geocoder.geocode('12 Elm St, Somerville, MA 02144')).toMatchObject({
      formattedAddress: '12 Elm St, Somerville, MA 02144',
      precision: 'zip',
      provider: 'offline',
      approximate: true,
    });
    expect(await geo.router.route(parkStreet, harvardSquare, 'DRIVING')).toMatchObject({ provider: 'offline', approximate: true });
    expect(await geo.router.matrix(parkStreet, harvardSquare, [parkStreet], 'DRIVING')).toMatchObject({ provider: 'offline', vias: [{ fromStart: 0 }] });
    expect(warnings).toEqual(['osm unavailable, answering offline', 'osm unavailable, answering offline', 'osm unavailable, answering offline']);
    // The offline stand-in was not cached: once Photon answers again, it is asked.
    expect(await geo.geocoder.geocode('12 Elm St, Somerville, MA 02144')).toMatchObject({ provider: 'osm' });
  });

  it('falls back for suggestions and reverse geocoding too', async () => {
    server.on('GET', '/photon/', { text: '<html>502 Bad Gateway</html>' });
    const geo = services();
    expect((await geo.geocoder.autocomplete('newt', 3))[0]).toMatchObject({ description: 'Newton, MA' });
    expect(await geo.geocoder.reverse({ lat: 42.4003, lng: -71.1221 })).toEqual({ address: 'Somerville, MA 02144', provider: 'offline' });
  });

  it.each([
    [{ status: 403, text: '' }, 'denied'],
    [{ status: 429, text: '' }, 'over-limit'],
    [{ status: 400, text: '' }, 'invalid'],
  ])('does not fall back from %j: the GeoError says %s', async (response, kind) => {
    server.on('GET', '/photon/api', response);
    const error: unknown = await services().geocoder.geocode('Cambridge').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(GeoError);
    expect(error).toMatchObject({ failure: kind, provider: 'osm' });
    expect(warnings).toEqual([]);
  });

  it('does not fall back from "no route"', async () => {
    server.on('GET', '/osrm/route/', { status: 400, fixture: 'osrm/no-route.json' });
    await expect(services().router.route(parkStreet, harvardSquare, 'DRIVING')).rejects.toMatchObject({ failure: 'zero-results', status: 'NoRoute' });
  });

  it('osm with Nominatim geocodes there and suggests offline', async () => {
    server.on('GET', '/nominatim/search', { fixture: 'nominatim/search-somerville.json' });
    const geo = services({ osmGeocoder: 'nominatim' });
    expect(await geo.geocoder.geocode('Somerville')).toMatchObject({ formattedAddress: 'Somerville, MA', provider: 'osm' });
    expect((await geo.geocoder.autocomplete('somerv', 2))[0]?.description).toBe('Somerville, MA');
    expect(server.requests.map((request) => request.path)).toEqual(['/nominatim/search']);
  });

  it('auto picks Google when a key is set, OpenStreetMap services otherwise', async () => {
    server.on('GET', '/google/geocode/json', { fixture: 'google/geocode-elm-street.json' });
    server.on('GET', '/photon/api', { fixture: 'photon/search-elm-street.json' });
    const google = services({ provider: 'auto', googleApiKey: 'test-key' });
    expect(google.provider).toBe('google');
    expect(await google.geocoder.geocode('12 Elm St')).toMatchObject({ provider: 'google' });
    const osm = services({ provider: 'auto' });
    expect(osm.provider).toBe('osm');
    expect(await osm.geocoder.geocode('12 Elm St')).toMatchObject({ provider: 'osm' });
  });

  it('google falls back when unreachable but passes REQUEST_DENIED on', async () => {
    server.on('GET', '/google/geocode/json', { status: 500, text: '' });
    server.on('POST', '/google/routes/', { status: 503, text: '' });
    const geo = services({ provider: 'google', googleApiKey: 'test-key' });
    expect(await geo.geocoder.geocode('Cambridge, MA')).toMatchObject({ provider: 'offline', formattedAddress: 'Cambridge, MA' });
    expect(await geo.router.route(parkStreet, harvardSquare, 'WALKING')).toMatchObject({ provider: 'offline' });
    server.on('GET', '/google/geocode/json', { fixture: 'google/geocode-request-denied.json' });
    await expect(geo.geocoder.geocode('Somerville, MA')).rejects.toMatchObject({ failure: 'denied', status: 'REQUEST_DENIED' });
  });

  it("offers the map service's own places, none offline (the catalogue is)", async () => {
    server.on('GET', '/overpass', { fixture: 'overpass/childcare-near-davis.json' });
    server.on('POST', '/google/places/v1/places:searchNearby', { fixture: 'google/places-nearby-davis.json' });
    const davis = { lat: 42.3967, lng: -71.1223 };
    expect(services({ provider: 'offline' }).places).toBeNull();
    expect((await services().places?.nearby(davis, 1000, 10))?.[0]).toMatchObject({ provider: 'osm' });
    expect((await services({ provider: 'google', googleApiKey: 'k' }).places?.nearby(davis, 1000, 10))?.[0]).toMatchObject({ provider: 'google' });
  });

  it('refuses google without a key, saying which setting is missing', () => {
    expect(() => services({ provider: 'google' })).toThrow(GeoConfigError);
    expect(() => services({ provider: 'google' })).toThrow(/GOOGLE_MAPS_API_KEY/);
  });
});

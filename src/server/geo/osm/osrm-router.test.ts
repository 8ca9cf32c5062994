import { beforeAll, describe, expect, it } from 'vitest';
import { replayServerForTests, testHttpClient } from '../fixtures/replay-server.js';
import { beaconStreet, centralSquare, harvardSquare, parkStreet } from '../fixtures/recorded-trip.js';
import { OsrmRouter } from './osrm-router.js';

describe('OsrmRouter against recorded answers', () => {
  const server = replayServerForTests();
  let osrm: OsrmRouter;
  beforeAll(() => {
    const http = testHttpClient('osm');
    osrm = new OsrmRouter({ baseUrl: server.url, http });
  });

  it('asks for the full GeoJSON geometry, lng,lat first, and returns the road route', async () => {
    server.on('GET', '/route/v1/driving/', { fixture: 'osrm/route-boston-cambridge.json' });
    const route = await osrm.route(parkStreet, harvardSquare, 'DRIVING');
    expect(route).toMatchObject({ distanceMeters: 5903, durationSeconds: 861, provider: 'osm', approximate: false });
    expect(route.points).toHaveLength(13);
    expect(route.points[0]).toEqual(parkStreet);
    expect(route.points.at(-1)).toEqual(harvardSquare);
    const request = server.requests[0];
    expect(request?.path).toBe('/route/v1/driving/-71.062400,42.356400;-71.118900,42.373400');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ overview: 'full', geometries: 'geojson' });
  });

  it('routes walking with the foot profile', async () => {
    server.on('GET', '/route/v1/foot/', { fixture: 'osrm/route-boston-cambridge.json' });
    await osrm.route(parkStreet, harvardSquare, 'WALKING');
    expect(server.requests[0]?.path).toMatch(/^\/route\/v1\/foot\//);
  });

  it.each([
    ['osrm/no-route.json', 'zero-results', 'NoRoute'],
    ['osrm/invalid-query.json', 'invalid', 'InvalidQuery'],
  ])('maps the HTTP 400 answer %s to %s', async (name, kind, code) => {
    server.on('GET', '/route/', { status: 400, fixture: name });
    await expect(osrm.route(parkStreet, harvardSquare, 'DRIVING')).rejects.toMatchObject({ failure: kind, status: code, provider: 'osm' });
    expect(server.requests).toHaveLength(1);
  });

  it('reads a failing code even on HTTP 200', async () => {
    server.on('GET', '/route/', { fixture: 'osrm/no-route.json' });
    await expect(osrm.route(parkStreet, harvardSquare, 'DRIVING')).rejects.toMatchObject({ failure: 'zero-results', status: 'NoRoute' });
  });

  it('reports the demo server over its limit, and down', async () => {
    server.on('GET', '/route/', { status: 429, text: '' });
    await expect(osrm.route(parkStreet, harvardSquare, 'DRIVING')).rejects.toMatchObject({ failure: 'over-limit' });
    server.on('GET', '/route/', { status: 504, text: '<html>Gateway Time-out</html>' });
    await expect(osrm.route(parkStreet, harvardSquare, 'DRIVING')).rejects.toMatchObject({ failure: 'unavailable', status: 'HTTP 504' });
  });

  it('measures start, end and every via to and from each other in one table', async () => {
    server.on('GET', '/table/v1/driving/', { fixture: 'osrm/table-square-two-vias.json' });
    expect(await osrm.matrix(parkStreet, harvardSquare, [beaconStreet, centralSquare], 'DRIVING')).toEqual({
      provider: 'osm',
      startToEnd: 861.4,
      endToStart: 870.2,
      vias: [
        { fromStart: 402.7, toEnd: 512.3, fromEnd: 530.4, toStart: 410.3 },
        { fromStart: 640.1, toEnd: 355.8, fromEnd: 360.2, toStart: 650.7 },
      ],
    });
    const request = server.requests[0];
    expect(request?.path.split('/').at(-1)?.split(';')).toHaveLength(4);
    // No sources or destinations: every coordinate is both.
    expect(Object.fromEntries(request?.query ?? [])).toEqual({ annotations: 'duration' });
  });

  it('gives null for a via the table cannot reach, and asks only the direct trips for no vias', async () => {
    server.on('GET', '/table/', { fixture: 'osrm/table-square-unreachable-via.json' });
    expect(await osrm.matrix(parkStreet, harvardSquare, [{ lat: 42.3403, lng: -70.9801 }], 'DRIVING')).toMatchObject({
      startToEnd: 861.4,
      vias: [{ fromStart: null, toEnd: null, fromEnd: null, toStart: null }],
    });
    server.reset();
    server.on('GET', '/table/', { fixture: 'osrm/table-square-unreachable-via.json' });
    expect(await osrm.matrix(parkStreet, harvardSquare, [], 'DRIVING')).toEqual({ provider: 'osm', startToEnd: 861.4, endToStart: 870.2, vias: [] });
    expect(server.requests).toHaveLength(1);
  });

  it('splits many vias into tables OSRM accepts', async () => {
    server.on('GET', '/table/', { fixture: 'osrm/table-square-unreachable-via.json' });
    const vias = Array.from({ length: 120 }, (_, index) => ({ lat: 42.35 + index * 0.0001, lng: -71.08 }));
    const matrix = await osrm.matrix(parkStreet, harvardSquare, vias, 'DRIVING');
    expect(matrix.vias).toHaveLength(120);
    expect(server.requests).toHaveLength(3);
    expect(server.requests.every((request) => (request.path.split('/').at(-1)?.split(';').length ?? 0) <= 52)).toBe(true);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { replayServerForTests, testHttpClient } from '../fixtures/replay-server.js';
import { OfflineRouter } from '../offline/offline-router.js';
import { OverpassPlaces } from './overpass-places.js';

const davisSquare = { lat: 42.3967, lng: -71.1223 };

describe('OverpassPlaces against recorded answers', () => {
  const server = replayServerForTests();
  let overpass: OverpassPlaces;
  beforeAll(() => {
    const http = testHttpClient('osm');
    overpass = new OverpassPlaces({ baseUrl: `${server.url}/api/interpreter`, http });
  });

  it('finds named childcare and kindergartens around a point, ways at their centre', async () => {
    server.on('GET', '/api/interpreter', { fixture: 'overpass/childcare-near-davis.json' });
    expect(await overpass.nearby(davisSquare, 1500, 50)).toEqual([
      {
        id: 'osm:node/4412907111',
        name: "Davis Square Children's Center",
        lat: 42.3971265,
        lng: -71.1227731,
        address: '40 Holland Street, Somerville, MA 02144',
        phone: '+1 617-555-0142',
        website: 'https://example.org/davis-children',
        provider: 'osm',
        detourSeconds: null,
      },
      {
        id: 'osm:way/265102338',
        name: 'Elm Street Preschool',
        lat: 42.3942518,
        lng: -71.1191044,
        address: null,
        phone: '+1 617-555-0199',
        website: null,
        provider: 'osm',
        detourSeconds: null,
      },
    ]);
    expect(server.requests[0]?.query.get('data')).toBe(
      '[out:json][timeout:25];nwr["amenity"~"^(childcare|kindergarten)$"](around:1500,42.396700,-71.122300);out center 50;',
    );
  });

  it('searches around the route line, thinned to at most 100 points', async () => {
    server.on('GET', '/api/interpreter', { fixture: 'overpass/childcare-near-davis.json' });
    const worcester = { lat: 42.2626, lng: -71.8023 };
    const route = await new OfflineRouter().route({ lat: 42.3564, lng: -71.0624 }, worcester, 'DRIVING');
    expect(route.points.length).toBeGreaterThan(100);
    await overpass.alongRoute(route, 1000, 'DRIVING', 200);
    const around = /around:1000,([^)]*)\)/.exec(server.requests[0]?.query.get('data') ?? '')?.[1]?.split(',') ?? [];
    expect(around.length / 2).toBeLessThanOrEqual(101);
    expect(around.slice(0, 2)).toEqual(['42.356400', '-71.062400']);
    expect(around.slice(-2)).toEqual(['42.262600', '-71.802300']);
  });

  it('reports a query that failed on the server as unavailable, and a busy server too', async () => {
    server.on('GET', '/api/interpreter', { fixture: 'overpass/runtime-error.json' });
    await expect(overpass.nearby(davisSquare, 1500, 50)).rejects.toMatchObject({ failure: 'unavailable', status: 'runtime error' });
    server.on('GET', '/api/interpreter', { status: 429, text: 'rate_limited' });
    await expect(overpass.nearby(davisSquare, 1500, 50)).rejects.toMatchObject({ failure: 'over-limit' });
    server.on('GET', '/api/interpreter', { status: 504, text: '<html>Gateway Timeout</html>' });
    await expect(overpass.nearby(davisSquare, 1500, 50)).rejects.toMatchObject({ failure: 'unavailable', status: 'HTTP 504' });
  });
});

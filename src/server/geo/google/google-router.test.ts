import { beforeAll, describe, expect, it } from 'vitest';
import { replayServerForTests, testHttpClient, type ReceivedRequest } from '../fixtures/replay-server.js';
import { beaconStreet, centralSquare, harvardSquare, parkStreet } from '../fixtures/recorded-trip.js';
import { GoogleRouter } from './google-router.js';

const API_KEY = 'test-key';
const vias = [beaconStreet, centralSquare, { lat: 42.3403, lng: -70.9801 }];

describe('GoogleRouter against recorded answers', () => {
  const server = replayServerForTests();
  let google: GoogleRouter;
  beforeAll(() => {
    const http = testHttpClient('google');
    google = new GoogleRouter({ apiKey: API_KEY, http, routesUrl: server.url });
  });

  it('computes a route with the field mask and decodes its polyline', async () => {
    server.on('POST', '/directions/v2:computeRoutes', { fixture: 'google/routes-boston-cambridge.json' });
    const route = await google.route(parkStreet, harvardSquare, 'DRIVING');
    expect(route).toMatchObject({ distanceMeters: 5912, durationSeconds: 874, provider: 'google', approximate: false });
    expect(route.points).toHaveLength(13);
    expect(route.points[0]).toEqual(parkStreet);
    expect(route.points.at(-1)).toEqual(harvardSquare);

    const request = server.requests[0];
    expect(request?.headers['x-goog-api-key']).toBe(API_KEY);
    expect(request?.headers['x-goog-fieldmask']).toBe('routes.duration,routes.distanceMeters,routes.polyline.encodedPolyline');
    expect(request?.body).toMatchObject({
      origin: { location: { latLng: { latitude: 42.3564, longitude: -71.0624 } } },
      destination: { location: { latLng: { latitude: 42.3734, longitude: -71.1189 } } },
      travelMode: 'DRIVE',
      routingPreference: 'TRAFFIC_UNAWARE',
    });
  });

  it('walks without a routing preference, which WALK does not take', async () => {
    server.on('POST', '/directions/v2:computeRoutes', { fixture: 'google/routes-boston-cambridge.json' });
    await google.route(parkStreet, harvardSquare, 'WALKING');
    expect(server.requests[0]?.body).toMatchObject({ travelMode: 'WALK' });
    expect(server.requests[0]?.body).not.toHaveProperty('routingPreference');
  });

  it('reports an empty answer as no route', async () => {
    server.on('POST', '/directions/v2:computeRoutes', { fixture: 'google/routes-no-route.json' });
    await expect(google.route(parkStreet, { lat: 21.3, lng: -157.8 }, 'DRIVING')).rejects.toMatchObject({ failure: 'zero-results', status: 'NO_ROUTE' });
  });

  it.each([
    [429, 'google/routes-resource-exhausted.json', 'over-limit', 'RESOURCE_EXHAUSTED', 3],
    [403, 'google/routes-permission-denied.json', 'denied', 'PERMISSION_DENIED', 1],
    [400, 'google/routes-api-key-invalid.json', 'denied', 'API_KEY_INVALID', 1],
    [400, 'google/routes-invalid-argument.json', 'invalid', 'INVALID_ARGUMENT', 1],
  ])('maps HTTP %i %s to %s', async (status, name, kind, code, attempts) => {
    server.on('POST', '/directions/v2:computeRoutes', { status, fixture: name });
    await expect(google.route(parkStreet, harvardSquare, 'DRIVING')).rejects.toMatchObject({ failure: kind, status: code, provider: 'google' });
    expect(server.requests).toHaveLength(attempts);
  });

  it('measures the legs from two route matrices, null where a pair has no route', async () => {
    // The two matrices are asked at once: the way out has the two ends as origins, the way back the vias.
    const origins = (count: number) => (request: ReceivedRequest) => (request.body as { origins: unknown[] }).origins.length === count;
    server.when('POST', '/distanceMatrix/v2:computeRouteMatrix', origins(2), { fixture: 'google/matrix-ends-to-ends-and-vias.json' });
    server.when('POST', '/distanceMatrix/v2:computeRouteMatrix', origins(3), { fixture: 'google/matrix-vias-to-ends.json' });
    expect(await google.matrix(parkStreet, harvardSquare, vias, 'DRIVING')).toEqual({
      provider: 'google',
      startToEnd: 874,
      endToStart: 880,
      vias: [
        { fromStart: 410, toEnd: 519, fromEnd: 525, toStart: 415 },
        { fromStart: 648, toEnd: 362, fromEnd: 365, toStart: 655 },
        // The third via has no route either way.
        { fromStart: null, toEnd: null, fromEnd: null, toStart: null },
      ],
    });
    const outbound = server.requests.find(origins(2));
    const inbound = server.requests.find(origins(3));
    expect(outbound?.headers['x-goog-fieldmask']).toBe('originIndex,destinationIndex,status,condition,duration');
    expect(outbound?.body).toMatchObject({ origins: [{ waypoint: { location: { latLng: { latitude: 42.3564 } } } }, {}], travelMode: 'DRIVE' });
    expect((outbound?.body as { destinations: unknown[] }).destinations).toHaveLength(5);
    expect((inbound?.body as { destinations: unknown[] }).destinations).toHaveLength(2);
  });

  it('asks only the way between the ends for no vias', async () => {
    server.on('POST', '/distanceMatrix/v2:computeRouteMatrix', { fixture: 'google/matrix-ends-to-ends-and-vias.json' });
    expect(await google.matrix(parkStreet, harvardSquare, [], 'DRIVING')).toEqual({ provider: 'google', startToEnd: 874, endToStart: 880, vias: [] });
    expect(server.requests).toHaveLength(1);
  });
});

import polyline from '@mapbox/polyline';
import { beforeAll, describe, expect, it } from 'vitest';
import { replayServerForTests, testHttpClient } from '../fixtures/replay-server.js';
import type { RouteResult } from '../types.js';
import { GooglePlaces } from './google-places.js';

const API_KEY = 'test-key';
const davisSquare = { lat: 42.3967, lng: -71.1223 };
const route: RouteResult = {
  points: [
    { lat: 42.3564, lng: -71.0624 },
    { lat: 42.3655, lng: -71.1035 },
    { lat: 42.3734, lng: -71.1189 },
  ],
  distanceMeters: 5912,
  durationSeconds: 874,
  provider: 'google',
  approximate: false,
};

describe('GooglePlaces against recorded answers', () => {
  const server = replayServerForTests();
  let places: GooglePlaces;
  beforeAll(() => {
    const http = testHttpClient('google');
    places = new GooglePlaces({ apiKey: API_KEY, http, placesUrl: `${server.url}/v1` });
  });

  it('searches nearby for childcare types, nearest first, inside a circle', async () => {
    server.on('POST', '/v1/places:searchNearby', { fixture: 'google/places-nearby-davis.json' });
    const found = await places.nearby(davisSquare, 80_000, 50);
    expect(found[0]).toEqual({
      id: 'google:ChIJx8wEbbZ244kRu0o6b8NMjXc',
      name: "Davis Square Children's Center",
      lat: 42.3971265,
      lng: -71.1227731,
      address: '40 Holland St, Somerville, MA 02144',
      phone: '(617) 555-0142',
      website: 'https://example.org/davis-children',
      provider: 'google',
      detourSeconds: null,
    });
    expect(found[1]).toMatchObject({ name: 'Elm Street Preschool', phone: null, website: null });
    const request = server.requests[0];
    expect(request?.headers['x-goog-api-key']).toBe(API_KEY);
    expect(request?.headers['x-goog-fieldmask']).toContain('places.location');
    expect(request?.body).toEqual({
      includedTypes: ['child_care_agency', 'preschool'],
      maxResultCount: 20,
      rankPreference: 'DISTANCE',
      locationRestriction: { circle: { center: { latitude: 42.3967, longitude: -71.1223 }, radius: 50_000 } },
    });
  });

  it('searches along the route with routing summaries, giving each place its detour', async () => {
    server.on('POST', '/v1/places:searchText', { fixture: 'google/places-along-route.json' });
    const found = await places.alongRoute(route, 1000, 'DRIVING', 10);
    // 402 s there and 531 s on, against 874 s straight through.
    expect(found.map((place) => [place.name, place.detourSeconds])).toEqual([
      ['Back Bay Early Learning', 59],
      ['Central Square Nursery', null],
    ]);
    const request = server.requests[0];
    expect(request?.headers['x-goog-fieldmask']).toMatch(/,routingSummaries$/);
    const body = request?.body as { searchAlongRouteParameters: { polyline: { encodedPolyline: string } } };
    expect(polyline.decode(body.searchAlongRouteParameters.polyline.encodedPolyline)).toEqual(route.points.map((point) => [point.lat, point.lng]));
    expect(request?.body).toMatchObject({ textQuery: 'childcare', pageSize: 10, routingParameters: { travelMode: 'DRIVE' } });
  });

  it('answers no places for an empty result, and passes quota errors on', async () => {
    server.on('POST', '/v1/places:searchNearby', { fixture: 'google/places-empty.json' });
    expect(await places.nearby(davisSquare, 1000, 5)).toEqual([]);
    server.on('POST', '/v1/places:searchText', { status: 429, fixture: 'google/routes-resource-exhausted.json' });
    await expect(places.alongRoute(route, 1000, 'WALKING', 5)).rejects.toMatchObject({ failure: 'over-limit', status: 'RESOURCE_EXHAUSTED' });
  });
});

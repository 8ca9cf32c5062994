import { beforeAll, describe, expect, it } from 'vitest';
import { replayServerForTests, testHttpClient, type ReceivedRequest } from '../fixtures/replay-server.js';
import { GoogleGeocoder } from './google-geocoder.js';

const API_KEY = 'test-key';

describe('GoogleGeocoder against recorded answers', () => {
  const server = replayServerForTests();
  let google: GoogleGeocoder;
  beforeAll(() => {
    const http = testHttpClient('google');
    google = new GoogleGeocoder({
      apiKey: API_KEY,
      http,
      geocodeUrl: `${server.url}/maps/api/geocode/json`,
      placesUrl: `${server.url}/v1`,
    });
  });

  it('geocodes in the US with the key, a rooftop address being exact', async () => {
    server.on('GET', '/maps/api/geocode/json', { fixture: 'google/geocode-elm-street.json' });
    expect(await google.geocode('12 Elm St, Somerville, MA')).toEqual({
      lat: 42.3958819,
      lng: -71.1183968,
      formattedAddress: '12 Elm St, Somerville, MA 02144',
      precision: 'address',
      provider: 'google',
      approximate: false,
    });
    expect(Object.fromEntries(server.requests[0]?.query ?? [])).toEqual({
      address: '12 Elm St, Somerville, MA',
      components: 'country:US',
      key: API_KEY,
    });
  });

  it('marks a postal code answer as an approximate ZIP', async () => {
    server.on('GET', '/maps/api/geocode/json', { fixture: 'google/geocode-zip-02139.json' });
    expect(await google.geocode('02139')).toMatchObject({ formattedAddress: 'Cambridge, MA 02139', precision: 'zip', approximate: true });
  });

  it('answers null for ZERO_RESULTS', async () => {
    server.on('GET', '/maps/api/geocode/json', { fixture: 'google/geocode-zero-results.json' });
    expect(await google.geocode('qwertyuiop')).toBeNull();
  });

  // Google's advice: a server error or the per-second limit may pass on a retry; a refusal or the daily quota will not.
  it.each([
    ['google/geocode-over-query-limit.json', 'over-limit', 'OVER_QUERY_LIMIT', 3],
    ['google/geocode-over-daily-limit.json', 'over-limit', 'OVER_DAILY_LIMIT', 1],
    ['google/geocode-request-denied.json', 'denied', 'REQUEST_DENIED', 1],
    ['google/geocode-invalid-request.json', 'invalid', 'INVALID_REQUEST', 1],
    ['google/geocode-unknown-error.json', 'unavailable', 'UNKNOWN_ERROR', 3],
  ])('maps %s to %s (%s) after %i attempt(s)', async (name, kind, status, attempts) => {
    server.on('GET', '/maps/api/geocode/json', { fixture: name });
    await expect(google.geocode('Cambridge')).rejects.toMatchObject({ failure: kind, status, provider: 'google' });
    expect(server.requests).toHaveLength(attempts);
  });

  it('answers once a passing server error has passed', async () => {
    server.on('GET', '/maps/api/geocode/json', { fixture: 'google/geocode-unknown-error.json' }, { fixture: 'google/geocode-elm-street.json' });
    expect(await google.geocode('12 Elm St, Somerville, MA')).toMatchObject({ provider: 'google', formattedAddress: '12 Elm St, Somerville, MA 02144' });
    expect(server.requests).toHaveLength(2);
  });

  it('reverse-geocodes a point with latlng', async () => {
    server.on('GET', '/maps/api/geocode/json', { fixture: 'google/geocode-reverse-harvard.json' });
    expect(await google.reverse({ lat: 42.3733854, lng: -71.1169329 })).toEqual({
      address: '1350 Massachusetts Ave, Cambridge, MA 02138',
      provider: 'google',
    });
    expect(server.requests[0]?.query.get('latlng')).toBe('42.3733854,-71.1169329');
    server.on('GET', '/maps/api/geocode/json', { fixture: 'google/geocode-zero-results.json' });
    expect(await google.reverse({ lat: 40, lng: -40 })).toBeNull();
  });

  it('autocompletes with Places API (New) in the US, placing each place prediction', async () => {
    server.on('POST', '/v1/places:autocomplete', { fixture: 'google/autocomplete-newt.json' });
    const placeId = (id: string) => (request: ReceivedRequest) => request.query.get('place_id') === id;
    server.when('GET', '/maps/api/geocode/json', placeId('ChIJ1a4h2Ld444kRWsWbHEk5uEw'), { fixture: 'google/geocode-place-newton.json' });
    server.when('GET', '/maps/api/geocode/json', placeId('ChIJtxbtbWd544kRzcQyHCMEnzI'), { fixture: 'google/geocode-place-newton-centre.json' });

    expect(await google.autocomplete('newt', 8)).toEqual([
      { description: 'Newton, MA', lat: 42.3370413, lng: -71.20922139999999 },
      { description: 'Newton Centre, Newton, MA', lat: 42.3295, lng: -71.1936 },
    ]);
    const [autocomplete] = server.requestsTo('/v1/');
    expect(autocomplete?.headers['x-goog-api-key']).toBe(API_KEY);
    expect(autocomplete?.headers['x-goog-fieldmask']).toBe('suggestions.placePrediction.placeId,suggestions.placePrediction.text.text');
    expect(autocomplete?.body).toMatchObject({ input: 'newt', includedRegionCodes: ['us'] });
    expect(server.requestsTo('/maps/')).toHaveLength(2);
  });

  it('asks for no more positions than the limit', async () => {
    server.on('POST', '/v1/places:autocomplete', { fixture: 'google/autocomplete-newt.json' });
    server.on('GET', '/maps/api/geocode/json', { fixture: 'google/geocode-place-newton.json' });
    expect(await google.autocomplete('newt', 1)).toHaveLength(1);
    expect(server.requestsTo('/maps/')).toHaveLength(1);
  });

  it("reads Places API (New) errors from Google's error body", async () => {
    server.on('POST', '/v1/places:autocomplete', { status: 403, fixture: 'google/routes-permission-denied.json' });
    await expect(google.autocomplete('newt', 5)).rejects.toMatchObject({ failure: 'denied', status: 'PERMISSION_DENIED' });
    server.on('POST', '/v1/places:autocomplete', { status: 400, fixture: 'google/routes-api-key-invalid.json' });
    await expect(google.autocomplete('newt', 5)).rejects.toMatchObject({ failure: 'denied', status: 'API_KEY_INVALID' });
  });
});

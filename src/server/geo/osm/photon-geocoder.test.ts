import { beforeAll, describe, expect, it } from 'vitest';
import { replayServerForTests, testHttpClient } from '../fixtures/replay-server.js';
import { GeoError } from '../types.js';
import { PhotonGeocoder } from './photon-geocoder.js';

describe('PhotonGeocoder against recorded answers', () => {
  const server = replayServerForTests();
  let photon: PhotonGeocoder;
  beforeAll(() => {
    const http = testHttpClient('osm');
    photon = new PhotonGeocoder({ baseUrl: `${server.url}/photon/`, http });
  });

  it('geocodes a street address to the house, exactly', async () => {
    server.on('GET', '/photon/api', { fixture: 'photon/search-elm-street.json' });
    expect(await photon.geocode('12 Elm St, Somerville, MA')).toEqual({
      lat: 42.39587,
      lng: -71.11842,
      formattedAddress: '12 Elm Street, Somerville, MA 02144',
      precision: 'address',
      provider: 'osm',
      approximate: false,
    });
    const query = server.requests[0]?.query;
    expect(query?.get('q')).toBe('12 Elm St, Somerville, MA');
    expect(query?.get('lang')).toBe('en');
    expect(Number(query?.get('lat'))).toBeCloseTo(42.36, 1);
  });

  it('keeps only US answers: Cambridge, MA rather than Cambridge, England', async () => {
    server.on('GET', '/photon/api', { fixture: 'photon/search-cambridge.json' });
    expect(await photon.geocode('Cambridge')).toMatchObject({
      formattedAddress: 'Cambridge, MA',
      precision: 'city',
      approximate: true,
      lat: 42.3750997,
    });
  });

  it('suggests distinct US places, at most limit', async () => {
    server.on('GET', '/photon/api', { fixture: 'photon/search-cambridge.json' });
    const suggestions = await photon.autocomplete('Cambr', 5);
    expect(suggestions.map((suggestion) => suggestion.description)).toEqual(['Cambridge, MA', 'Harvard Square, Cambridge, MA']);
    expect(server.requests[0]?.query.get('limit')).toBe('10');
    expect(await photon.autocomplete('Cambr', 1)).toHaveLength(1);
  });

  it('answers null and no suggestions when nothing matches', async () => {
    server.on('GET', '/photon/api', { fixture: 'photon/empty.json' });
    expect(await photon.geocode('qwertyuiop')).toBeNull();
    expect(await photon.autocomplete('qwertyuiop', 5)).toEqual([]);
    expect(await photon.geocode('   ')).toBeNull();
    expect(server.requests).toHaveLength(2);
  });

  it('reverse-geocodes a point to a named address', async () => {
    server.on('GET', '/photon/reverse', { fixture: 'photon/reverse-harvard-yard.json' });
    expect(await photon.reverse({ lat: 42.3744, lng: -71.1167 })).toEqual({
      address: 'Harvard University, 1350 Massachusetts Avenue, Cambridge, MA 02138',
      provider: 'osm',
    });
    expect(server.requests[0]?.query.get('lon')).toBe('-71.1167');
  });

  it.each([
    [{ status: 503, text: 'Service Unavailable' }, 'unavailable'],
    [{ status: 429, text: '' }, 'over-limit'],
    [{ status: 403, text: '' }, 'denied'],
    [{ fixture: 'photon/schema-mismatch.json' }, 'unavailable'],
  ])('reports %j as %s', async (response, kind) => {
    server.on('GET', '/photon/api', response);
    const error: unknown = await photon.geocode('Cambridge').catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(GeoError);
    expect(error).toMatchObject({ failure: kind, provider: 'osm' });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { replayServerForTests, testHttpClient } from '../fixtures/replay-server.js';
import { OfflineGeocoder } from '../offline/offline-geocoder.js';
import { NominatimGeocoder } from './nominatim-geocoder.js';

describe('NominatimGeocoder against recorded answers', () => {
  const server = replayServerForTests();
  let nominatim: NominatimGeocoder;
  beforeAll(() => {
    const http = testHttpClient('osm', 'CareRoute tests (ops@example.org)');
    const offline = new OfflineGeocoder();
    nominatim = new NominatimGeocoder({ baseUrl: server.url, http, suggest: (text, limit) => offline.autocomplete(text, limit) });
  });

  it('searches the US only, in jsonv2 with address details, and places a house exactly', async () => {
    server.on('GET', '/search', { fixture: 'nominatim/search-elm-street.json' });
    expect(await nominatim.geocode('12 Elm St, Somerville, MA 02144')).toEqual({
      lat: 42.3958712,
      lng: -71.1184207,
      formattedAddress: '12 Elm Street, Somerville, MA 02144',
      precision: 'address',
      provider: 'osm',
      approximate: false,
    });
    const request = server.requests[0];
    expect(Object.fromEntries(request?.query ?? [])).toMatchObject({ countrycodes: 'us', format: 'jsonv2', addressdetails: '1' });
    // The usage policy asks for an identifying User-Agent.
    expect(request?.headers['user-agent']).toBe('CareRoute tests (ops@example.org)');
  });

  it('places a town at its centre, approximately', async () => {
    server.on('GET', '/search', { fixture: 'nominatim/search-somerville.json' });
    expect(await nominatim.geocode('Somerville')).toMatchObject({ formattedAddress: 'Somerville, MA', precision: 'city', approximate: true });
  });

  it('answers null when nothing matches', async () => {
    server.on('GET', '/search', { fixture: 'nominatim/empty.json' });
    expect(await nominatim.geocode('qwertyuiop')).toBeNull();
  });

  it('reverse-geocodes, and answers null where Nominatim is "Unable to geocode"', async () => {
    server.on('GET', '/reverse', { fixture: 'nominatim/reverse-elm-street.json' });
    expect(await nominatim.reverse({ lat: 42.39587, lng: -71.11842 })).toEqual({ address: '12 Elm Street, Somerville, MA 02144', provider: 'osm' });
    server.on('GET', '/reverse', { fixture: 'nominatim/reverse-unable.json' });
    expect(await nominatim.reverse({ lat: 41, lng: -69 })).toBeNull();
  });

  it('never autocompletes against Nominatim (its usage policy), suggesting from the gazetteer', async () => {
    const suggestions = await nominatim.autocomplete('newt', 3);
    expect(suggestions[0]?.description).toBe('Newton, MA');
    expect(server.requests).toHaveLength(0);
  });

  it('reports a block (403) as denied and a bad answer as unavailable', async () => {
    server.on('GET', '/search', { status: 403, text: '<html>Access blocked</html>' });
    await expect(nominatim.geocode('Somerville')).rejects.toMatchObject({ failure: 'denied', status: 'HTTP 403' });
    server.on('GET', '/search', { json: [{ lat: 'north', lon: '-71', display_name: 'x' }] });
    await expect(nominatim.geocode('Somerville')).rejects.toMatchObject({ failure: 'unavailable', status: 'unexpected answer' });
  });
});

import { describe, expect, it } from 'vitest';
import type { GeocodeResult } from '../types.js';
import { OfflineGeocoder } from './offline-geocoder.js';

const geocoder = new OfflineGeocoder();

describe('OfflineGeocoder.geocode', () => {
  it.each([
    ['02144', 'Somerville, MA 02144', 'zip'],
    ['02144-1234', 'Somerville, MA 02144', 'zip'],
    ['Cambridge, MA', 'Cambridge, MA', 'city'],
    ['cambridge ma', 'Cambridge, MA', 'city'],
    ['Cambridge, Massachusetts, USA', 'Cambridge, MA', 'city'],
    ['Cambridge', 'Cambridge, MA', 'city'],
    ['Springfield, IL', 'Springfield, IL', 'city'],
    ['Allston', 'Allston, MA', 'city'],
    ['Jamaica Plain, Boston, MA', 'Jamaica Plain, MA', 'city'],
    ['Dorchester', 'Dorchester, MA', 'city'],
    ['Back Bay', 'Back Bay, Boston, MA', 'zip'],
    ['Somerville 02144', 'Somerville, MA 02144', 'zip'],
    ['MA 02144', 'Somerville, MA 02144', 'zip'],
  ])('resolves %j to %s (%s)', async (text, formattedAddress, precision) => {
    const result = await geocoder.geocode(text);
    expect(result).toMatchObject({ formattedAddress, precision, provider: 'offline', approximate: true });
  });

  it('places a full street address at its ZIP centroid, keeping the street as typed', async () => {
    const result = await geocoder.geocode('12 Elm St, Somerville, MA 02144');
    expect(result).toEqual({
      lat: 42.4003,
      lng: -71.1221,
      formattedAddress: '12 Elm St, Somerville, MA 02144',
      precision: 'zip',
      provider: 'offline',
      approximate: true,
    });
  });

  it('places a street address without ZIP at its city, with or without commas', async () => {
    for (const text of ['12 Elm St, Somerville, MA', '12 Elm St Somerville MA', '12 elm st, somerville']) {
      expect(await geocoder.geocode(text)).toMatchObject({ formattedAddress: expect.stringMatching(/^12 Elm St, Somerville, MA$/i), precision: 'city', approximate: true });
    }
  });

  it('names the city the parent typed, the ZIP placing the point', async () => {
    const result = await geocoder.geocode('12 Centre St, Jamaica Plain, MA 02130');
    expect(result).toMatchObject({ formattedAddress: '12 Centre St, Jamaica Plain, MA 02130', precision: 'zip' });
  });

  it.each(['Kendall Square Cambridge', 'Kendall Sq', 'Kendall Sq, Cambridge MA', 'Kendall Sq Cambridge', 'kendall sq.'])(
    'finds the neighbourhood it knows for %j, at its own ZIP, not the centre of Cambridge',
    async (text) => {
      const result = await geocoder.geocode(text);
      expect(result).toMatchObject({ formattedAddress: 'Kendall Square, Cambridge, MA', precision: 'zip', lat: 42.362, lng: -71.083 });
      expect(result).not.toHaveProperty('unrecognised');
    },
  );

  it.each([
    ['Blorfle Plaza Cambridge', 'Cambridge, MA', 'Blorfle Plaza'],
    ['Qwxz, Cambridge, MA', 'Cambridge, MA', 'Qwxz'],
    ['Blorfle, Cambridge, MA 02139', 'Cambridge, MA 02139', 'Blorfle'],
    ['Elm St Somerville', 'Somerville, MA', 'Elm St'],
    ['Central Square Lynn', 'Lynn, MA', 'Central Square'],
  ])('names only what it found for %j (%s) and says %j was not recognised', async (text, formattedAddress, unrecognised) => {
    expect(await geocoder.geocode(text)).toMatchObject({ formattedAddress, unrecognised, approximate: true });
  });

  it("finds a town's downtown at the town, written before or after it", async () => {
    for (const [text, formattedAddress] of [['downtown Denver', 'Denver, CO'], ['Dallas downtown', 'Dallas, TX']]) {
      const found = await geocoder.geocode(text ?? '');
      expect(found).toMatchObject({ formattedAddress, approximate: true });
      expect(found?.unrecognised).toBeUndefined();
    }
  });

  it('finds a neighbourhood of the city named after it before a town of its name, a station by its name, and the more precise of two names', async () => {
    expect(await geocoder.geocode('Lincoln Park')).toMatchObject({ formattedAddress: 'Lincoln Park, MI' });
    expect(await geocoder.geocode('Lincoln Park, Chicago')).toMatchObject({ formattedAddress: 'Lincoln Park, Chicago, IL', precision: 'zip' });
    expect(await geocoder.geocode('Alewife station')).toMatchObject({ formattedAddress: 'Alewife, Cambridge, MA' });
    expect(await geocoder.geocode('somerville ball square')).toMatchObject({ formattedAddress: 'Ball Square, Somerville, MA' });
  });

  it('never answers a place of the name in another city than the one typed after it', async () => {
    // The gazetteer knows Chicago's Uptown only: Charlotte's is unknown, and Charlotte is found.
    expect(await geocoder.geocode('Uptown, Charlotte')).toMatchObject({ formattedAddress: 'Charlotte, NC', unrecognised: 'Uptown' });
    expect(await geocoder.geocode('Chelsea, Manhattan')).toMatchObject({ formattedAddress: 'Chelsea, New York, NY' });
    expect(await geocoder.geocode('Jamaica Plain, Boston')).toMatchObject({ formattedAddress: 'Jamaica Plain, MA' });
    expect(await geocoder.geocode('Midtown Manhattan')).toMatchObject({ formattedAddress: 'Midtown Manhattan, New York, NY' });
  });

  it('takes a kind of place after a name for a site, never the small town elsewhere of that word', async () => {
    expect(await geocoder.geocode('Faneuil Hall')).toMatchObject({ formattedAddress: 'Faneuil Hall, Boston, MA' });
    expect(await geocoder.geocode('Castle Island')).toMatchObject({ formattedAddress: 'Castle Island, Boston, MA' });
    // Unknown rather than Hall, Montana or House, New Mexico.
    expect(await geocoder.geocode('Smith Memorial Hall')).toBeNull();
    expect(await geocoder.geocode('State House')).toBeNull();
    expect(await geocoder.geocode('12 Elm St Somerville')).toMatchObject({ formattedAddress: '12 Elm St, Somerville, MA' });
  });

  it('spells out abbreviations parents type', async () => {
    expect(await geocoder.geocode('N Cambridge')).toMatchObject({ formattedAddress: 'North Cambridge, Cambridge, MA' });
    expect(await geocoder.geocode('Harvard Sq.')).toMatchObject({ formattedAddress: 'Harvard Square, Cambridge, MA' });
    expect(await geocoder.geocode('Newton Ctr')).toMatchObject({ formattedAddress: 'Newton Center, MA' });
  });

  it.each(['', '   ', 'asdfghjkl', 'xyz 123 qwerty', '12 Elm St', '00000', 'Main St, ZZ'])('finds nothing for %j', async (text) => {
    expect(await geocoder.geocode(text)).toBeNull();
  });

  it('tries exact catalogue addresses first', async () => {
    const exact: GeocodeResult = { lat: 42.39, lng: -71.12, formattedAddress: '5 Exact Way, Somerville, MA 02144', precision: 'address', provider: 'offline', approximate: false };
    const asked: string[] = [];
    const withCatalogue = new OfflineGeocoder({
      addressLookup: (text) => {
        asked.push(text);
        return text === '5 Exact Way, Somerville, MA 02144' ? exact : null;
      },
    });
    expect(await withCatalogue.geocode('  5 Exact Way,  Somerville, MA 02144 ')).toBe(exact);
    expect(await withCatalogue.geocode('02139')).toMatchObject({ formattedAddress: 'Cambridge, MA 02139' });
    expect(asked).toEqual(['5 Exact Way, Somerville, MA 02144', '02139']);
  });
});

describe('OfflineGeocoder.autocomplete and reverse', () => {
  it('suggests places from the gazetteer, at most limit', async () => {
    const suggestions = await geocoder.autocomplete('newt', 3);
    expect(suggestions).toHaveLength(3);
    expect(suggestions[0]).toMatchObject({ description: 'Newton, MA' });
    expect(suggestions[0]?.lat).toBeCloseTo(42.35, 1);
  });

  it('completes the town after a typed street', async () => {
    const [first] = await geocoder.autocomplete('12 Elm St, Somer', 2);
    expect(first?.description).toBe('12 Elm St, Somerville, MA');
  });

  it('names the nearest ZIP for a point', async () => {
    expect(await geocoder.reverse({ lat: 42.4003, lng: -71.1221 })).toEqual({ address: 'Somerville, MA 02144', provider: 'offline' });
    expect(await geocoder.reverse({ lat: 51.5, lng: -0.12 })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  isUsState,
  nearestZipPlace,
  normalizeZip,
  placeByCity,
  placeByMisspeltName,
  placeByName,
  placeByZip,
  searchPlaces,
  stateCode,
  zipPlacesIn,
} from './gazetteer.js';
import { NATIONAL_LANDMARKS } from './national-landmarks.js';
import { haversineMeters } from '#server/geo/geometry.js';
import { itReadsEach } from '#server/test/it-reads-each.js';
import { ZIP_FORMS } from '#server/test/zip-forms.js';

const labels = (text: string, limit = 8) => searchPlaces(text, limit).map((place) => place.label);

describe('gazetteer', () => {
  itReadsEach('normalizes the ZIP %j to %s', normalizeZip, [
    ...ZIP_FORMS,
    [' 02139 ', '02139'],
  ]);

  it.each([null, undefined, '', 'NOT AVAILABLE', '-999', '12'])('finds no ZIP in %j', (raw) => {
    expect(normalizeZip(raw)).toBeNull();
  });

  it('places a ZIP at its centroid with a "City, ST ZIP" label', () => {
    expect(placeByZip('02144')).toMatchObject({ label: 'Somerville, MA 02144', city: 'Somerville', state: 'MA', zip: '02144', precision: 'zip' });
    expect(placeByZip('00000')).toBeNull();
  });

  it('finds a city by name and state, in any case and spelling of the state', () => {
    const cambridge = placeByCity('cambridge', 'Massachusetts');
    expect(cambridge).toMatchObject({ label: 'Cambridge, MA', precision: 'city', zip: null });
    expect(cambridge?.lat).toBeCloseTo(42.37, 1);
    expect(placeByCity('Cambridge', 'ma')).toEqual(cambridge);
    expect(placeByCity('Cambridge', 'ZZ')).toBeNull();
  });

  it('prefers the launch state when a city name has no state', () => {
    expect(placeByCity('Springfield')?.state).toBe('MA');
    expect(placeByCity('Cambridge')?.state).toBe('MA');
    expect(placeByCity('Chicago')?.state).toBe('IL');
  });

  it('spells "St." as the ZIP data does', () => {
    expect(placeByCity('St. Louis', 'MO')?.label).toBe('Saint Louis, MO');
  });

  it('knows towns and parts of cities the ZIP data names otherwise, after every name it has', () => {
    expect(placeByName('Doral')).toMatchObject({ label: 'Doral, FL', state: 'FL' });
    expect(placeByName('Highlands Ranch')).toMatchObject({ state: 'CO' });
    // A name the ZIP data has in another state comes after it: Brighton is Boston's, and Brighton,
    // Alabama, or Edina, Minnesota (a Minneapolis ZIP code's), is found with its state.
    expect(placeByName('Brighton')?.state).toBe('MA');
    expect(placeByName('Brighton', 'AL')).toMatchObject({ label: 'Brighton, AL', state: 'AL' });
    expect(placeByName('Edina', 'MN')).toMatchObject({ label: 'Edina, MN', city: 'Minneapolis' });
  });

  it('reads "Air Force Base" as the ZIP data\'s "Afb"', () => {
    expect(placeByName('Eglin Air Force Base')?.label).toBe('Eglin Afb, FL');
    expect(placeByName('minot air force base', 'ND')?.label).toBe('Minot Afb, ND');
    expect(placeByName('Hill AFB')?.label).toBe('Hill Afb, UT');
  });

  it('spells out Sq, St, Ave, Ctr and a leading N/S/E/W, but only a later "St" is a street', () => {
    expect(placeByName('Kendall Sq')?.label).toBe('Kendall Square, Cambridge, MA');
    expect(placeByName('kendall sq.', 'MA')?.label).toBe('Kendall Square, Cambridge, MA');
    expect(placeByName('S Boston')?.label).toBe('South Boston, Boston, MA');
    expect(placeByName('Ft Point')?.label).toBe('Fort Point, Boston, MA');
    expect(placeByName('N')).toBeNull();
    expect(labels('Kendall Sq')[0]).toBe('Kendall Square, Cambridge, MA');
    // While typing, the last word may be the start of a name: "st" is on its way to Stoughton or Stow.
    expect(labels('st', 20)).toContain('Stow, MA');
  });

  it('knows Boston-area neighbourhoods, from the ZIP data and its own list', () => {
    expect(placeByName('Allston')?.label).toBe('Allston, MA');
    expect(placeByName('Jamaica Plain')?.label).toBe('Jamaica Plain, MA');
    expect(placeByName('Back Bay')).toMatchObject({ label: 'Back Bay, Boston, MA', zip: '02116' });
    expect(placeByName('davis square', 'MA')).toMatchObject({ label: 'Davis Square, Somerville, MA' });
  });

  it('knows big workplaces elsewhere, each at a ZIP of its own city and named as no city is', () => {
    const spelt = (name: string) => name.toLowerCase().replace(/\bst\.?\s/g, 'saint ').replace(/-/g, ' ');
    const named = new Set<string>();
    for (const [name, zip, city] of NATIONAL_LANDMARKS) {
      const where = placeByZip(zip);
      const cityPlace = where ? placeByCity(city, where.state) : null;
      const inCity = !!where && (spelt(where.city) === spelt(city) || (!!cityPlace && haversineMeters(where, cityPlace) <= 50_000));
      expect({ name, inCity, elsewhere: where?.state !== 'MA', cityOfThatName: placeByCity(name)?.label ?? null, again: named.has(name.toLowerCase()) }).toEqual({
        name, inCity: true, elsewhere: true, cityOfThatName: null, again: false,
      });
      named.add(name.toLowerCase());
    }
    expect(placeByName('Mayo Clinic')).toMatchObject({ label: 'Mayo Clinic, Rochester, MN', zip: '55905' });
  });

  it('knows the short names of the sites it lists: an airport by its city or without its "National", a state university by its state, a hospital without its last word', () => {
    expect(placeByName('Memphis Airport')).toMatchObject({ label: 'Memphis Airport, Memphis, TN', zip: '38116' });
    expect(placeByName('Reagan Airport')).toMatchObject({ zip: '22202' });
    expect(placeByName('Ohio State')).toMatchObject({ label: 'Ohio State, Columbus, OH', zip: '43210' });
    expect(placeByName('Salem State')).toMatchObject({ label: 'Salem State, Salem, MA', zip: '01970' });
    expect(placeByName('Lawrence General')).toMatchObject({ zip: '01841' });
    expect(placeByName('Charlton Memorial')).toMatchObject({ zip: '02720' });
    // JFK lies in a ZIP code named Jamaica; Washington State is the state.
    expect(placeByName('Jamaica Airport')).toBeNull();
    expect(placeByName('Washington State')).toBeNull();
  });

  it('reads a hyphen inside a name as a space, either way', () => {
    expect(placeByName('Manchester by the Sea')?.label).toBe('Manchester-by-the-Sea, MA');
    expect(placeByName('Winston-Salem', 'NC')?.label).toBe('Winston Salem, NC');
    expect(placeByName('cedar riverside')).toMatchObject({ zip: '55454' });
  });

  it('offers Newton, MA first for "newt"', () => {
    expect(labels('newt')[0]).toBe('Newton, MA');
    expect(labels('newt').slice(0, 5).every((label) => label.endsWith(', MA'))).toBe(true);
  });

  it('puts exact names first, then prefixes, then later words', () => {
    expect(labels('boston')[0]).toBe('Boston, MA');
    expect(labels('newton ma')).toEqual(['Newton, MA']);
    expect(labels('newton, m')).toEqual(['Newton, MA', 'Newton, MS']);
    expect(labels('plain', 50)).toContain('Jamaica Plain, MA');
    expect(labels('back')[0]).toBe('Back Bay, Boston, MA');
  });

  it('completes ZIP prefixes and honours the limit', () => {
    expect(labels('0214', 3)).toEqual(['Cambridge, MA 02140', 'Cambridge, MA 02141', 'Cambridge, MA 02142']);
    expect(searchPlaces('b', 4)).toHaveLength(4);
    expect(searchPlaces('b', 0)).toEqual([]);
    expect(searchPlaces('   ', 5)).toEqual([]);
    expect(searchPlaces('zzzzqqq', 5)).toEqual([]);
  });

  it('finds the nearest ZIP centroid, and none far outside the US', () => {
    expect(nearestZipPlace({ lat: 42.4003, lng: -71.1221 })?.zip).toBe('02144');
    expect(nearestZipPlace({ lat: 42.3188, lng: -71.0846 })?.state).toBe('MA');
    expect(nearestZipPlace({ lat: 48.8566, lng: 2.3522 })).toBeNull();
  });

  it('knows US states by code and name, not Canadian provinces', () => {
    expect(stateCode('Massachusetts')).toBe('MA');
    expect(stateCode('mass.')).toBe('MA');
    expect(stateCode('new hampshire')).toBe('NH');
    expect(stateCode('Elm')).toBeNull();
    expect(isUsState('ma')).toBe(true);
    expect(isUsState('DC')).toBe(true);
    expect(isUsState('BC')).toBe(false);
  });

  it('finds a misspelt name within the typos its length allows, in the home state or the state written', () => {
    expect(placeByMisspeltName('Framingam')?.label).toBe('Framingham, MA');
    expect(placeByMisspeltName('Charlstown')?.label).toBe('Charlestown, MA');
    expect(placeByMisspeltName('Jamica Plain')?.label).toBe('Jamaica Plain, MA');
    expect(placeByMisspeltName('Sacramnto', 'California')?.label).toBe('Sacramento, CA');
    // Four letters allow no typo; a name that far from any is nothing.
    expect(placeByMisspeltName('Lynm')).toBeNull();
    expect(placeByMisspeltName('Zzzzzzzz')).toBeNull();
  });

  it('lists a state\'s ZIP centroids in ZIP order', () => {
    const massachusetts = zipPlacesIn('MA');
    expect(massachusetts.length).toBeGreaterThan(600);
    expect(massachusetts.every((place) => place.state === 'MA' && place.precision === 'zip')).toBe(true);
    expect(massachusetts.map((place) => place.zip)).toEqual(massachusetts.map((place) => place.zip).sort());
    expect(massachusetts.find((place) => place.zip === '02144')).toEqual(placeByZip('02144'));
  });
});

import zipcodes from 'zipcodes';
import type { LocationPrecision } from '../../../shared/schemas/catalogue.js';
import type { GeoPoint } from '../types.js';

export interface Place extends GeoPoint {
  /** "Cambridge, MA 02139" for a ZIP, "Cambridge, MA" for a city. */
  label: string;
  city: string;
  state: string;
  zip: string | null;
  precision: Extract<LocationPrecision, 'zip' | 'city'>;
}

interface CityEntry extends Place {
  /** Lower-case "city, st" for prefix matching. */
  key: string;
  zipCount: number;
}

const US_STATES = new Set(Object.keys(zipcodes.states.abbr));

const zipPlaces = new Map<string, Place>();
const cities = new Map<string, CityEntry>();

for (const code of Object.values(zipcodes.codes)) {
  if (code.country !== 'US' || !US_STATES.has(code.state)) continue;
  const city = code.city;
  zipPlaces.set(code.zip, {
    lat: code.latitude,
    lng: code.longitude,
    label: `${city}, ${code.state} ${code.zip}`,
    city,
    state: code.state,
    zip: code.zip,
    precision: 'zip',
  });
  const key = `${city.toLowerCase()}, ${code.state.toLowerCase()}`;
  const entry = cities.get(key);
  if (entry) {
    // Running mean of the city's ZIP centroids.
    entry.zipCount += 1;
    entry.lat += (code.latitude - entry.lat) / entry.zipCount;
    entry.lng += (code.longitude - entry.lng) / entry.zipCount;
  } else {
    cities.set(key, {
      key,
      lat: code.latitude,
      lng: code.longitude,
      label: `${city}, ${code.state}`,
      city,
      state: code.state,
      zip: null,
      precision: 'city',
      zipCount: 1,
    });
  }
}
const cityList = [...cities.values()].sort((a, b) => b.zipCount - a.zipCount || a.key.localeCompare(b.key));

/** The first five digits of a US ZIP in any common spelling ("02134-1234", "02134-", "2134"). */
export function normalizeZip(raw: string | null | undefined): string | null {
  const digits = /^\s*(\d{3,5})(?:\s*-\s*\d{0,4})?\D*$/.exec(raw ?? '')?.[1];
  return digits ? digits.padStart(5, '0') : null;
}

export function placeByZip(raw: string | null | undefined): Place | null {
  const zip = normalizeZip(raw);
  return zip ? (zipPlaces.get(zip) ?? null) : null;
}

/** A city's centroid; with no state, the city of that name with the most ZIP codes. */
export function placeByCity(city: string, state?: string | null): Place | null {
  const name = city.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!name) return null;
  if (state) return cities.get(`${name}, ${state.trim().toLowerCase()}`) ?? null;
  return cityList.find((entry) => entry.key.startsWith(`${name}, `)) ?? null;
}

/** Places whose "City, ST" or ZIP starts with the text, largest cities first. */
export function searchPlaces(text: string, limit: number): Place[] {
  const query = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (!query) return [];
  if (/^\d{3,5}$/.test(query)) {
    const matches: Place[] = [];
    for (const [zip, place] of zipPlaces) {
      if (zip.startsWith(query)) matches.push(place);
      if (matches.length >= limit) break;
    }
    return matches;
  }
  return cityList.filter((entry) => entry.key.startsWith(query)).slice(0, limit);
}

/** The nearest ZIP centroid to a point: the offline answer to "where am I?". */
export function nearestZipPlace(point: GeoPoint): Place | null {
  const found = zipcodes.lookupByCoords(point.lat, point.lng);
  return found ? placeByZip(found.zip) : null;
}

export function isUsState(code: string): boolean {
  return US_STATES.has(code.toUpperCase());
}

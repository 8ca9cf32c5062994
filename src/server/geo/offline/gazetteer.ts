import zipcodes from 'zipcodes';
import type { LocationPrecision } from '#shared/schemas/catalogue.js';
import { editDistanceWithin, typoAllowance } from '#server/lib/edit-distance.js';
import { METERS_PER_DEGREE, haversineMeters } from '../geometry.js';
import type { GeoPoint } from '../types.js';

export interface Place extends GeoPoint {
  /** "Cambridge, MA 02139" for a ZIP, "Cambridge, MA" for a city, "Back Bay, Boston, MA" for a neighbourhood. */
  label: string;
  city: string;
  state: string;
  zip: string | null;
  precision: Extract<LocationPrecision, 'zip' | 'city'>;
}

/** The state the product launches in: when a name is ambiguous, its places come first. */
export const HOME_STATE = 'MA';
/** Boston: network geocoders are biased towards it for the same reason. */
export const LAUNCH_AREA_CENTRE: GeoPoint = { lat: 42.3601, lng: -71.0589 };

interface NamedEntry {
  place: Place;
  /** Lower-case name ("newton", "back bay") and "name st" without commas, for matching. */
  name: string;
  key: string;
  state: string;
  zipCount: number;
}

/**
 * Neighbourhoods parents search by that the ZIP data lacks (it already has Allston, Jamaica Plain,
 * Dorchester, Roxbury, Charlestown...): [name, ZIP whose centroid stands for it, city].
 */
const NEIGHBOURHOODS: [string, string, string][] = [
  ['Back Bay', '02116', 'Boston'],
  ['Bay Village', '02116', 'Boston'],
  ['Beacon Hill', '02108', 'Boston'],
  ['Chinatown', '02111', 'Boston'],
  ['Downtown Boston', '02108', 'Boston'],
  ['East Boston', '02128', 'Boston'],
  ['Fenway', '02215', 'Boston'],
  ['Financial District', '02110', 'Boston'],
  ['Fort Point', '02210', 'Boston'],
  ['Leather District', '02111', 'Boston'],
  ['Longwood', '02115', 'Boston'],
  ['Mission Hill', '02120', 'Boston'],
  ['North End', '02113', 'Boston'],
  ['Seaport', '02210', 'Boston'],
  ['South Boston', '02127', 'Boston'],
  ['South End', '02118', 'Boston'],
  ['West End', '02114', 'Boston'],
  ['Cambridgeport', '02139', 'Cambridge'],
  ['Central Square', '02139', 'Cambridge'],
  ['East Cambridge', '02141', 'Cambridge'],
  ['Harvard Square', '02138', 'Cambridge'],
  ['Inman Square', '02139', 'Cambridge'],
  ['Kendall Square', '02142', 'Cambridge'],
  ['North Cambridge', '02140', 'Cambridge'],
  ['Porter Square', '02140', 'Cambridge'],
  ['Assembly Square', '02145', 'Somerville'],
  ['Ball Square', '02144', 'Somerville'],
  ['Davis Square', '02144', 'Somerville'],
  ['Teele Square', '02144', 'Somerville'],
  ['Union Square', '02143', 'Somerville'],
  ['Winter Hill', '02145', 'Somerville'],
  ['Brookline Village', '02445', 'Brookline'],
  ['Coolidge Corner', '02446', 'Brookline'],
  ['Newton Centre', '02459', 'Newton'],
];


/**
 * Abbreviations spelt out as the ZIP data and the neighbourhood list spell names: "St Louis" is
 * "Saint Louis", "Kendall Sq" is "Kendall Square". A first word ("St", "N") and a later one ("St",
 * "Sq") mean different things. One letter stands for a direction only before a name ("N Andover").
 */
const FIRST_WORD_ABBREVIATIONS: Record<string, string> = {
  st: 'saint', mt: 'mount', ft: 'fort', n: 'north', s: 'south', e: 'east', w: 'west', no: 'north', so: 'south',
};
const LATER_WORD_ABBREVIATIONS: Record<string, string> = {
  sq: 'square', st: 'street', ave: 'avenue', av: 'avenue', ctr: 'center', rd: 'road', blvd: 'boulevard', pl: 'place',
};

// zipcodes.states.abbr also lists Canadian provinces: a US state is one that has US ZIP codes.
const usCodes = Object.values(zipcodes.codes).filter(
  (code) => code.country === 'US' && code.state in zipcodes.states.abbr && code.latitude && code.longitude,
);
const US_STATES = new Set(usCodes.map((code) => code.state));
const STATE_BY_NAME = new Map<string, string>([['mass', 'MA']]);
for (const state of US_STATES) {
  STATE_BY_NAME.set(state.toLowerCase(), state);
  STATE_BY_NAME.set((zipcodes.states.abbr[state] ?? state).toLowerCase(), state);
}

const zipPlaces = new Map<string, Place>();
const cities = new Map<string, NamedEntry>();
for (const code of usCodes) {
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
  const name = normalizeName(city);
  const key = `${name} ${code.state.toLowerCase()}`;
  const entry = cities.get(key);
  if (entry) {
    // Running mean of the city's ZIP centroids.
    entry.zipCount += 1;
    entry.place.lat += (code.latitude - entry.place.lat) / entry.zipCount;
    entry.place.lng += (code.longitude - entry.place.lng) / entry.zipCount;
  } else {
    const place: Place = { lat: code.latitude, lng: code.longitude, label: `${city}, ${code.state}`, city, state: code.state, zip: null, precision: 'city' };
    cities.set(key, { place, name, key, state: code.state, zipCount: 1 });
  }
}

const neighbourhoods = new Map<string, NamedEntry>();
for (const [label, zip, city] of NEIGHBOURHOODS) {
  const centroid = zipPlaces.get(zip);
  if (!centroid) continue;
  const name = normalizeName(label);
  const key = `${name} ${centroid.state.toLowerCase()}`;
  const place: Place = { ...centroid, label: `${label}, ${city}, ${centroid.state}`, city };
  neighbourhoods.set(key, { place, name, key, state: centroid.state, zipCount: 1 });
}

/** Home state first, then the cities with most ZIP codes: the order ties are broken in. */
function byProminence(a: NamedEntry, b: NamedEntry): number {
  return (
    Number(b.state === HOME_STATE) - Number(a.state === HOME_STATE) ||
    b.zipCount - a.zipCount ||
    a.name.length - b.name.length ||
    a.key.localeCompare(b.key)
  );
}
const namedList = [...cities.values(), ...neighbourhoods.values()].sort(byProminence);
/** Entries by exact name, each list in prominence order. */
const byName = new Map<string, NamedEntry[]>();
for (const entry of namedList) {
  const list = byName.get(entry.name);
  if (list) list.push(entry);
  else byName.set(entry.name, [entry]);
}
const zipList = [...zipPlaces.values()].sort((a, b) => (a.zip ?? '').localeCompare(b.zip ?? ''));

/**
 * Lower case, single spaces, no dots or commas, abbreviations spelt out. `typing`: the last word
 * may be the start of a longer one ("East Pl" on the way to "East Pleasant"), so it stays as typed.
 */
function normalizeName(text: string, typing = false): string {
  const words = text.toLowerCase().replace(/[.,]/g, ' ').split(/\s+/).filter(Boolean);
  const complete = typing ? words.length - 1 : words.length;
  return words
    .map((word, index) => {
      if (index >= complete) return word;
      if (index === 0) return words.length > 1 ? (FIRST_WORD_ABBREVIATIONS[word] ?? word) : word;
      return LATER_WORD_ABBREVIATIONS[word] ?? word;
    })
    .join(' ');
}

/** The first five digits of a US ZIP in any common spelling ("02134-1234", "02134-", "2134"). */
export function normalizeZip(raw: string | null | undefined): string | null {
  const digits = /^\s*(\d{3,5})(?:\s*-\s*\d{0,4})?\D*$/.exec(raw ?? '')?.[1];
  return digits ? digits.padStart(5, '0') : null;
}

export function placeByZip(raw: string | null | undefined): Place | null {
  const zip = normalizeZip(raw);
  return zip ? (zipPlaces.get(zip) ?? null) : null;
}

/** A city's centroid; with no state, the city of that name in the home state, else the one with most ZIP codes. */
export function placeByCity(city: string, state?: string | null): Place | null {
  const name = normalizeName(city);
  if (!name) return null;
  if (state) {
    const code = stateCode(state);
    return code ? (cities.get(`${name} ${code.toLowerCase()}`)?.place ?? null) : null;
  }
  return byName.get(name)?.find((entry) => cities.has(entry.key))?.place ?? null;
}

/**
 * A city or a known neighbourhood ("Back Bay", "Davis Square") by its exact name. With no state, a
 * home-state neighbourhood comes before a city elsewhere ("South Boston" is Boston's, not Virginia's).
 */
export function placeByName(name: string, state?: string | null): Place | null {
  const city = placeByCity(name, state);
  if (city && (state || city.state === HOME_STATE)) return city;
  const wanted = normalizeName(name);
  const code = state ? stateCode(state) : null;
  return byName.get(wanted)?.find((entry) => !code || entry.state === code)?.place ?? city;
}

/**
 * Places for a partly typed name or ZIP, best first: exact names, then names starting with the
 * text, then names with a later word starting with it ("plain" -> Jamaica Plain); within each,
 * home-state places, then larger cities, then shorter names ("newt" -> Newton, MA first).
 */
export function searchPlaces(text: string, limit: number): Place[] {
  const query = normalizeName(text, true);
  if (!query || limit <= 0) return [];
  if (/^\d{3,5}$/.test(query)) {
    const matches: Place[] = [];
    for (const place of zipList) {
      if (place.zip?.startsWith(query)) matches.push(place);
      if (matches.length >= limit) break;
    }
    return matches;
  }
  const whole = normalizeName(text);
  const keyed = cities.get(whole) ?? neighbourhoods.get(whole);
  const exact = [...(byName.get(whole) ?? []), ...(keyed ? [keyed] : [])];
  const starts: NamedEntry[] = [];
  const wordStarts: NamedEntry[] = [];
  const wordQuery = ` ${query}`;
  // namedList is in prominence order, so each tier fills in order and the scan can stop early.
  for (const entry of namedList) {
    if (starts.length >= limit) break;
    if (entry.name === whole || entry.key === whole) continue;
    if (entry.key.startsWith(query)) starts.push(entry);
    else if (wordStarts.length < limit && entry.name.includes(wordQuery)) wordStarts.push(entry);
  }
  return [...exact, ...starts, ...wordStarts].slice(0, limit).map((entry) => entry.place);
}

/** Names by state, then by first letter: the candidates a misspelt name is compared with. */
const namesByStateAndLetter = new Map<string, NamedEntry[]>();
for (const entry of namedList) {
  const key = `${entry.state}:${entry.name[0] ?? ''}`;
  const list = namesByStateAndLetter.get(key);
  if (list) list.push(entry);
  else namesByStateAndLetter.set(key, [entry]);
}

/**
 * The place a misspelt name stands for ("Cambrige" -> Cambridge, "Jamica Plain" -> Jamaica Plain,
 * "Harvard Sqaure" -> Harvard Square): the nearest name within the typos its length allows
 * (typoAllowance), in the given state or else the home state. Names are compared only with those
 * sharing their first letter, which keeps it to a few hundred comparisons (docs/decisions/0029).
 * Exact names are placeByName's; this is only asked when that found nothing.
 */
export function placeByMisspeltName(text: string, state?: string | null): Place | null {
  const wanted = normalizeName(text);
  const code = state ? stateCode(state) : HOME_STATE;
  const allowance = typoAllowance(wanted.replace(/ /g, '').length);
  if (!code || allowance === 0) return null;
  let best: NamedEntry | null = null;
  let bestDistance = allowance + 1;
  for (const entry of namesByStateAndLetter.get(`${code}:${wanted[0] ?? ''}`) ?? []) {
    const distance = editDistanceWithin(wanted, entry.name, Math.min(bestDistance - 1, typoAllowance(entry.name.length)));
    // namedList is in prominence order, so the first at the best distance is the most prominent.
    if (distance < bestDistance && distance <= typoAllowance(entry.name.length)) [best, bestDistance] = [entry, distance];
  }
  return best?.place ?? null;
}

/**
 * How many ZIP codes a city of the gazetteer has (a neighbourhood counts one): a one-ZIP town
 * elsewhere named with no state is likelier a home-state name misspelt ("Brooklin" for Brookline).
 */
export function zipCountOf(place: Place): number {
  return cities.get(`${normalizeName(place.city)} ${place.state.toLowerCase()}`)?.zipCount ?? 1;
}

/** ZIP centroids by one-degree cell, so the nearest one is found without scanning all 41,000. */
const zipGrid = new Map<string, Place[]>();
for (const place of zipPlaces.values()) {
  const key = cellKey(Math.floor(place.lat), Math.floor(place.lng));
  const cell = zipGrid.get(key);
  if (cell) cell.push(place);
  else zipGrid.set(key, [place]);
}
const MAX_RING = 3;

/** The nearest ZIP centroid within three one-degree cells (null far outside the US): the offline "where am I?". */
export function nearestZipPlace(point: GeoPoint): Place | null {
  const row = Math.floor(point.lat);
  const column = Math.floor(point.lng);
  // One-degree cells are at least this wide (in metres) at the northernmost ZIP codes.
  const cellMeters = METERS_PER_DEGREE * Math.cos((72 * Math.PI) / 180);
  let best: Place | null = null;
  let bestMeters = Infinity;
  for (let ring = 0; ring <= MAX_RING; ring += 1) {
    for (let dRow = -ring; dRow <= ring; dRow += 1) {
      for (let dColumn = -ring; dColumn <= ring; dColumn += 1) {
        if (Math.max(Math.abs(dRow), Math.abs(dColumn)) !== ring) continue;
        for (const place of zipGrid.get(cellKey(row + dRow, column + dColumn)) ?? []) {
          const meters = haversineMeters(point, place);
          if (meters < bestMeters) [best, bestMeters] = [place, meters];
        }
      }
    }
    // Anything in a farther ring is at least `ring` cells away.
    if (best && bestMeters <= ring * cellMeters) break;
  }
  return best;
}

function cellKey(row: number, column: number): string {
  return `${row}:${column}`;
}

export function isUsState(code: string): boolean {
  return US_STATES.has(code.trim().toUpperCase());
}

/** "MA" for "MA", "ma", "Mass." or "Massachusetts"; null for anything else. */
export function stateCode(text: string): string | null {
  return STATE_BY_NAME.get(normalizeName(text)) ?? null;
}

import { haversineMeters } from '../geometry.js';
import type { GeocodeResult, Geocoder, GeoPoint, ReverseResult, Suggestion } from '../types.js';
import { nearestZipPlace, placeByName, placeByZip, partsNamed, placeInCity, searchPlaces, stateCode, type Place } from './gazetteer.js';

/** Exact addresses the app already knows (the catalogue's programs), tried before the gazetteer. */
export type AddressLookup = (text: string) => GeocodeResult | null | Promise<GeocodeResult | null>;

export interface OfflineGeocoderOptions {
  addressLookup?: AddressLookup;
}

/** The most words a place name has ("Manchester by the Sea"); longer runs are not tried. */
const MAX_NAME_WORDS = 4;
const COUNTRY_SUFFIX = /[\s,]*\b(?:usa|u\.s\.a\.?|u\.s\.?|us|united states(?: of america)?)$/i;
const TRAILING_ZIP = /(?:^|[\s,])(\d{5})(?:-\d{4})?$/;
/** A house number and the street's name ("12 Elm St", "Apt 4, 221B Baker St"): kept as typed. */
const STREET_ADDRESS = /\b\d+[a-z]?(?:-\d+)?\s+\p{L}/iu;
/** Words that say what kind of place a name is, which small towns elsewhere are also called. */
const KIND_OF_PLACE = /^(?:street|avenue|road|hall|house|island|plaza|garden|gardens|park|mall|center|centre|square|market|pond|lake|beach|school|college|university|hospital|library|museum|zoo|station|church|tower|bridge|village|common|commons|yard|arboretum|aquarium)$/i;
/** How far a named place ("Kendall Square") may lie from the town typed after it ("Cambridge"). */
const NAMED_PLACE_IN_TOWN_METERS = 10_000;
/** A place this far from the city named after it is in another city of that name (the widest cities' parts lie within 50 km). */
const ELSEWHERE_METERS = 60_000;

interface ParsedAddress {
  /** What precedes the place when it is a street address: "12 Elm St" (kept as typed), or null. */
  street: string | null;
  place: Place | null;
  zipPlace: Place | null;
  /** What precedes the place and the gazetteer does not know ("Blorfle Plaza"), or null. */
  unrecognised: string | null;
}

/**
 * Geocoding from data on this machine: US ZIP codes, "City, ST", city and neighbourhood names,
 * and street addresses resolved to their ZIP (else city) centroid. Every gazetteer answer is
 * approximate: the point stands for the area, not the door.
 */
export class OfflineGeocoder implements Geocoder {
  constructor(private readonly options: OfflineGeocoderOptions = {}) {}

  async geocode(text: string): Promise<GeocodeResult | null> {
    const cleaned = clean(text);
    if (!cleaned) return null;
    const exact = await this.options.addressLookup?.(cleaned);
    if (exact) return exact;

    const { street, place, zipPlace, unrecognised } = parseAddress(cleaned);
    const area = zipPlace ?? place;
    if (!area) return null;
    // Only what was found is named; the rest is said to be unknown rather than shown as if found.
    if (unrecognised) return { ...offlineResult(area, area.label, area.precision), unrecognised };
    if (!street) return offlineResult(area, area.label, area.precision);
    // Keep the street as typed and name the place as the parent would: their city, else the ZIP's.
    const city = place ? placeName(place) : area.city;
    const zip = zipPlace?.zip ? ` ${zipPlace.zip}` : '';
    return offlineResult(area, `${street}, ${city}, ${area.state}${zip}`, area.precision);
  }

  async autocomplete(text: string, limit: number): Promise<Suggestion[]> {
    const cleaned = clean(text);
    // "12 Elm St, Somer" completes the place after the street: "12 Elm St, Somerville, MA".
    const street = /^(\d+[^,]*),\s*(.*)$/.exec(cleaned);
    const prefix = street?.[1] ? `${street[1].trim()}, ` : '';
    return searchPlaces(street?.[2] ?? cleaned, limit).map((place) => ({
      description: `${prefix}${place.label}`,
      lat: place.lat,
      lng: place.lng,
    }));
  }

  async reverse(point: GeoPoint): Promise<ReverseResult | null> {
    const place = nearestZipPlace(point);
    return place ? { address: place.label, provider: 'offline' } : null;
  }
}

function clean(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(COUNTRY_SUFFIX, '')
    .replace(/[\s,]+$/, '')
    // "Dallas downtown" is downtown Dallas.
    .replace(/^([^,]+?)\s+downtown$/i, 'downtown $1');
}

function offlineResult(point: GeoPoint, formattedAddress: string, precision: Place['precision']): GeocodeResult {
  return { lat: point.lat, lng: point.lng, formattedAddress, precision, provider: 'offline', approximate: true };
}

/** "Back Bay" for a neighbourhood (its label starts with its name), the city otherwise. */
function placeName(place: Place): string {
  return place.label.split(',')[0] ?? place.city;
}

/**
 * Splits "12 Elm St, Somerville, MA 02144" (commas optional) into street, place and ZIP. Text
 * before the place that is neither a street address nor a place the gazetteer knows is returned
 * as unrecognised.
 */
function parseAddress(text: string): ParsedAddress {
  const zipMatch = TRAILING_ZIP.exec(text);
  const zipPlace = zipMatch ? placeByZip(zipMatch[1]) : null;
  const rest = zipMatch ? text.slice(0, zipMatch.index) : text;
  const parts = rest
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const state = takeState(parts, zipMatch !== null);

  // The earliest part that names a place is the most specific: "Jamaica Plain, Boston".
  for (const [index, part] of parts.entries()) {
    // "Lincoln Park, Chicago": the neighbourhood of the city named after it, before a town of its name.
    const nextPart = parts[index + 1];
    const later = parts.slice(index + 1).find((name) => placeByName(name, state) ?? partsNamed(name)[0]);
    const place = (nextPart ? placeInCity(part, nextPart) : null) ?? (later ? namedNear(part, later, state) : placeByName(part, state));
    if (place) return { ...beforePlace(joinParts(parts.slice(0, index))), place, zipPlace };
  }
  // No commas before the town: "12 Elm St Somerville" ends with the longest place name, and
  // "Kendall Square Cambridge" is a place the gazetteer knows, in that town.
  const words = (parts.at(-1) ?? '').split(' ');
  for (let count = Math.min(MAX_NAME_WORDS, words.length - 1); count >= 1; count -= 1) {
    const town = placeByName(words.slice(-count).join(' '), state);
    if (!town) continue;
    const lead = words.slice(0, -count).join(' ');
    // "Faneuil Hall", "Newbury Street", "Castle Island": a kind of place after a name is a site's
    // name, not the town of that word (Hall, Montana), when the name before it is no street address.
    if (KIND_OF_PLACE.test(words.slice(-count).join(' ')) && !STREET_ADDRESS.test(lead)) continue;
    const named = parts.length === 1 ? placeByName(lead, state) : null;
    // Of two names for one spot, the more precise: "Kendall Square Cambridge", "somerville ball square".
    if (named && haversineMeters(named, town) <= NAMED_PLACE_IN_TOWN_METERS) {
      return { street: null, place: named.precision === 'city' && town.precision !== 'city' ? town : named, zipPlace, unrecognised: null };
    }
    return { ...beforePlace(joinParts([...parts.slice(0, -1), lead])), place: town, zipPlace };
  }
  return { street: joinParts(parts), place: null, zipPlace, unrecognised: null };
}

/**
 * Of the places named `name`, the one near a place named `city` after it ("Chelsea, Manhattan" is
 * the part of New York, not the town in Massachusetts); none when every place of that name lies in
 * another city ("Uptown, Charlotte": the gazetteer's Uptown is Chicago's), so the city is found.
 */
function namedNear(name: string, city: string, state: string | null): Place | null {
  const cities = [placeByName(city, state), ...partsNamed(city)].filter((place) => place !== null);
  const named = [placeByName(name, state), ...partsNamed(name)].filter((place) => place !== null);
  return named.find((place) => cities.some((other) => haversineMeters(place, other) <= ELSEWHERE_METERS)) ?? null;
}

/** Text before the place is a street address kept as typed, or something the gazetteer does not know. */
function beforePlace(text: string | null): Pick<ParsedAddress, 'street' | 'unrecognised'> {
  // A town's downtown is where its point already stands (the middle of its ZIP codes), so it is found, not unknown.
  if (!text || /^downtown$/i.test(text)) return { street: null, unrecognised: null };
  return STREET_ADDRESS.test(text) ? { street: text, unrecognised: null } : { street: null, unrecognised: text };
}

/**
 * Removes a trailing state ("MA", "Mass.", "New Hampshire") from the last part and returns its
 * code. Alone, with no ZIP, it stays: "Washington" is more likely a town than the state.
 */
function takeState(parts: string[], hasZip: boolean): string | null {
  const last = parts.at(-1);
  if (!last) return null;
  const words = last.split(' ');
  const canStandAlone = parts.length > 1 || hasZip;
  for (let count = Math.min(3, words.length); count >= 1; count -= 1) {
    if (count === words.length && !canStandAlone) continue;
    const code = stateCode(words.slice(-count).join(' '));
    if (!code) continue;
    const remainder = words.slice(0, -count).join(' ');
    if (remainder) parts[parts.length - 1] = remainder;
    else parts.pop();
    return code;
  }
  return null;
}

function joinParts(parts: string[]): string | null {
  const joined = parts.filter(Boolean).join(', ');
  return joined || null;
}

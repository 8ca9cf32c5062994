import tzLookup from '@photostructure/tz-lookup';
import type { GeoPoint } from '#server/geo/types.js';

const formatters = new Map<string, Intl.DateTimeFormat>();
/** Catalogue programs keep their place: each one's zone is looked up once, not on every search. */
const zonesOfPlaces = new WeakMap<GeoPoint, string | null>();
/** Offsets by zone and hour: a search asks the same few zones for every hit. */
const offsets = new Map<string, number>();
const OFFSETS_KEPT = 1000;
const HOUR_MS = 3_600_000;

/** The IANA zone at a point; null for a point the lookup cannot place (it throws on bad coordinates). */
export function zoneAt(point: GeoPoint): string | null {
  try {
    return tzLookup(point.lat, point.lng);
  } catch {
    return null;
  }
}

/** The zone of a place that keeps its identity (a catalogue program), remembered for it. */
export function zoneOfPlace(place: GeoPoint): string | null {
  let zone = zonesOfPlaces.get(place);
  if (zone === undefined) {
    zone = zoneAt(place);
    zonesOfPlaces.set(place, zone);
  }
  return zone;
}

/** Minutes east of UTC in `zone` at `atMs` ("GMT-04:00" is -240), daylight saving included. */
export function utcOffsetMinutes(zone: string, atMs: number): number {
  // Offsets change twice a year (daylight saving): an hour's answer serves that hour, at worst
  // off for part of the hour of a change.
  const key = `${zone}|${Math.floor(atMs / HOUR_MS)}`;
  const known = offsets.get(key);
  if (known !== undefined) return known;
  if (offsets.size >= OFFSETS_KEPT) offsets.clear();
  const minutes = offsetAt(zone, atMs);
  offsets.set(key, minutes);
  return minutes;
}

function offsetAt(zone: string, atMs: number): number {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    formatters.set(zone, formatter);
  }
  const name = formatter.formatToParts(atMs).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * Minutes to add to the parent's clock (the zone at the start of the route) to read it on a
 * program's clock, as of `atMs` (docs/decisions/0026). Zero in the same zone, and where either
 * zone is unknown.
 */
export function zoneShiftMinutes(parentZone: string | null, program: GeoPoint, atMs: number): number {
  return zoneShiftBetween(parentZone, zoneOfPlace(program), atMs);
}

/** The same shift for a program whose zone is known already (the catalogue index keeps each one's). */
export function zoneShiftBetween(parentZone: string | null, programZone: string | null, atMs: number): number {
  if (!parentZone || !programZone || programZone === parentZone) return 0;
  return utcOffsetMinutes(programZone, atMs) - utcOffsetMinutes(parentZone, atMs);
}

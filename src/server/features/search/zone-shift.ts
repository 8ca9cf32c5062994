import tzLookup from '@photostructure/tz-lookup';
import type { GeoPoint } from '#server/geo/types.js';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The IANA zone at a point; null for a point the lookup cannot place (it throws on bad coordinates). */
export function zoneAt(point: GeoPoint): string | null {
  try {
    return tzLookup(point.lat, point.lng);
  } catch {
    return null;
  }
}

/** Minutes east of UTC in `zone` at `atMs` ("GMT-04:00" is -240), daylight saving included. */
export function utcOffsetMinutes(zone: string, atMs: number): number {
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
  const programZone = zoneAt(program);
  if (!parentZone || !programZone || programZone === parentZone) return 0;
  return utcOffsetMinutes(programZone, atMs) - utcOffsetMinutes(parentZone, atMs);
}

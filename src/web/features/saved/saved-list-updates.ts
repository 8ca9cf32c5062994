import { SAVED_DAYCARE_DEFAULTS } from '#shared/constants.js';
import type { SaveDaycareRequest, SaveRouteRequest, SavedDaycare, SavedRoute } from '#shared/schemas/saved.js';

/**
 * The optimistic edits of the saved lists, as pure functions over newest-first lists. A failed
 * change is undone by its own inverse (drop the placeholder, put the removed record back) rather
 * than by restoring a snapshot, so one failure never erases another change made meanwhile.
 */

interface Identified {
  id: string;
}

const PLACEHOLDER_PREFIX = 'pending:';

/** A record shown before the server answered: it has no server id yet, so it cannot be removed. */
export function isPlaceholder(record: Identified): boolean {
  return record.id.startsWith(PLACEHOLDER_PREFIX);
}

/** Inserts (or moves) `record` where its time puts it in a newest-first list. */
export function insertNewestFirst<T extends Identified>(list: readonly T[], record: T, timeOf: (item: T) => string): T[] {
  const rest = list.filter((item) => item.id !== record.id);
  const time = Date.parse(timeOf(record));
  const index = rest.findIndex((item) => Date.parse(timeOf(item)) <= time);
  return index === -1 ? [...rest, record] : [...rest.slice(0, index), record, ...rest.slice(index)];
}

export function withoutRecord<T extends Identified>(list: readonly T[], id: string): T[] {
  return list.filter((item) => item.id !== id);
}

/**
 * Swaps the placeholder for the server's record. A refetch may have brought the real record in
 * already, so any copy of it goes first: the list never shows one program twice.
 */
export function replaceRecord<T extends Identified>(list: readonly T[], placeholderId: string, record: T): T[] {
  const rest = list.filter((item) => item.id !== record.id);
  const index = rest.findIndex((item) => item.id === placeholderId);
  if (index === -1) return [record, ...rest];
  return [...rest.slice(0, index), record, ...rest.slice(index + 1)];
}

/** One route to a parent: the same ends, whatever their letter case, and the same travel mode (as the server keys it). */
export function isSameRoute(a: Pick<SavedRoute, 'origin' | 'destination' | 'travelMode'>, b: Pick<SavedRoute, 'origin' | 'destination' | 'travelMode'>): boolean {
  const same = (x: string, y: string) => x.trim().toLowerCase() === y.trim().toLowerCase();
  return same(a.origin, b.origin) && same(a.destination, b.destination) && a.travelMode === b.travelMode;
}

export const daycareTime = (daycare: SavedDaycare) => daycare.savedAt;
export const routeTime = (route: SavedRoute) => route.createdAt;

let placeholderCount = 0;
const placeholderId = () => `${PLACEHOLDER_PREFIX}${++placeholderCount}`;

/** What the list shows while a save is on its way; the server's record replaces it. */
export function placeholderDaycare(request: SaveDaycareRequest, now: Date): SavedDaycare {
  const defaults = SAVED_DAYCARE_DEFAULTS;
  return {
    id: placeholderId(),
    placeId: request.placeId ?? null,
    name: request.name || defaults.name,
    address: request.address || defaults.address,
    city: request.city || defaults.city,
    state: request.state || defaults.state,
    zipCode: request.zipCode || defaults.zipCode,
    phoneNumber: request.phoneNumber || defaults.phoneNumber,
    email: request.email || defaults.email,
    website: request.website || defaults.website,
    capacity: request.capacity ?? defaults.capacity,
    licenseNumber: request.licenseNumber || defaults.licenseNumber,
    savedAt: now.toISOString(),
    rating: null,
    reviewCount: 0,
  };
}

export function placeholderRoute(request: SaveRouteRequest, now: Date): SavedRoute {
  return {
    id: placeholderId(),
    origin: request.origin,
    destination: request.destination,
    startAddress: request.origin,
    endAddress: request.destination,
    travelMode: request.travelMode,
    daycareCount: request.daycareCount ?? null,
    waypoints: request.waypoints,
    createdAt: now.toISOString(),
  };
}

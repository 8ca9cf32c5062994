import type { SavedDaycare, SavedRoute } from '#shared/schemas/saved.js';

// The results page's address and its query names (start/end, search/location).
const RESULTS_PATH = '/route-results';
const DEFAULT_SEARCH = 'daycare';

/** Opens a saved route on the results page, both addresses encoded. */
export function savedRouteLink(route: Pick<SavedRoute, 'origin' | 'destination'>): string {
  const params = new URLSearchParams({ start: route.origin, end: route.destination });
  return `${RESULTS_PATH}?${params.toString()}`;
}

/**
 * Opens a saved program on the results page: a search around its address, with `focus` naming
 * the program so the page can pick it out (a record saved without a catalogue id has none).
 */
export function savedDaycareLink(daycare: Pick<SavedDaycare, 'address' | 'placeId'>): string {
  const params = new URLSearchParams({ search: DEFAULT_SEARCH, location: daycare.address });
  if (daycare.placeId) params.set('focus', daycare.placeId);
  return `${RESULTS_PATH}?${params.toString()}`;
}

import type { SavedDaycare, SavedRoute } from '#shared/schemas/saved.js';
import { dayPlanParams } from './day-plan-params';
import { savedProgramLink } from './program-link';

// The results page's address and its query names (start/end, search/location).
const RESULTS_PATH = '/route-results';
const DEFAULT_SEARCH = 'daycare';

/** Opens a saved route on the results page, both addresses encoded, with the day it was saved with. */
export function savedRouteLink(route: Pick<SavedRoute, 'origin' | 'destination' | 'plan'>): string {
  const params = new URLSearchParams({ start: route.origin, end: route.destination });
  if (route.plan) for (const [key, value] of dayPlanParams(route.plan)) params.set(key, value);
  return `${RESULTS_PATH}?${params.toString()}`;
}

/**
 * Opens a saved program on its own page. A record saved without a catalogue id (from a map
 * service, before the catalogue) has no page: it opens as a search around its address.
 */
export function savedDaycareLink(daycare: Pick<SavedDaycare, 'address' | 'placeId'>): string {
  const page = savedProgramLink(daycare.placeId);
  if (page) return page;
  const params = new URLSearchParams({ search: DEFAULT_SEARCH, location: daycare.address });
  return `${RESULTS_PATH}?${params.toString()}`;
}

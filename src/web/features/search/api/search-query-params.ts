import { SEARCH_LIMITS } from '#shared/constants.js';
import { filterParams, routePlanParams, type ResultFilters, type RoutePlan } from '../results-url';

/** Programs per request: the list reveals them 20 at a time and asks for the next page when they run out. */
export const SEARCH_PAGE_SIZE = SEARCH_LIMITS.limitDefault;

/**
 * Query string shared by both searches: one page in the chosen order. The server sorts every
 * match, so "Highest Rated" means of all of them, not of the nearest few (decision 0011).
 */
export function searchQueryParams(place: Record<string, string>, filters: ResultFilters, offset: number, plan?: RoutePlan): string {
  const params = new URLSearchParams(place);
  for (const [key, value] of filterParams(filters)) params.set(key, value);
  for (const [key, value] of routePlanParams(plan)) params.set(key, value);
  params.set('sort', filters.sort);
  params.set('limit', String(SEARCH_PAGE_SIZE));
  if (offset > 0) params.set('offset', String(offset));
  return params.toString();
}

/** The offset of the page after those loaded, or undefined when every match is loaded. */
export function nextPageOffset(pages: readonly { total: number; daycares: readonly unknown[] }[]): number | undefined {
  const loaded = pages.reduce((count, page) => count + page.daycares.length, 0);
  const last = pages.at(-1);
  return last && loaded < last.total && last.daycares.length > 0 ? loaded : undefined;
}

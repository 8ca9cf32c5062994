// Home builds these URLs: only types come from the search contract, which must stay out of its
// first download (the schemas load with the results page's answers).
import type { ChildcareCategory } from '#shared/constants.js';
import { messages } from '#shared/messages.js';
import type { AgeGroup } from '#shared/schemas/catalogue.js';
import type { SortOption } from '#shared/schemas/search.js';

const RESULTS_PATH = '/route-results';

/**
 * The search mode's `search` word when no type is chosen: every search-mode URL carries one, and
 * this one means "any kind of childcare". A chosen type travels as `type` (docs/decisions/0015).
 */
export const DEFAULT_SEARCH_TERM = 'daycare';

export interface ResultFilters {
  type: ChildcareCategory | null;
  keyword: string;
  ageGroup: AgeGroup | null;
  subsidy: boolean;
  sort: SortOption;
}

export type ResultsUrlState =
  | { mode: 'route'; start: string; end: string; filters: ResultFilters }
  | { mode: 'search'; location: string; filters: ResultFilters };

export const DEFAULT_FILTERS: ResultFilters = { type: null, keyword: '', ageGroup: null, subsidy: false, sort: 'relevance' };

/** The results page's heading (and document title) for the search its URL describes. */
export const resultsTitle = (state: ResultsUrlState): string =>
  state.mode === 'route' ? messages.pages.routeResults.title : messages.results.searchTitle;

/** The URL of a results state; defaults are left out so shared links stay short and readable. */
export function resultsUrl(state: ResultsUrlState): string {
  const params = new URLSearchParams();
  if (state.mode === 'route') {
    params.set('start', state.start);
    params.set('end', state.end);
  } else {
    params.set('search', DEFAULT_SEARCH_TERM);
    params.set('location', state.location);
  }
  const { type, keyword, ageGroup, subsidy, sort } = state.filters;
  if (type) params.set('type', type);
  if (keyword) params.set('keyword', keyword);
  if (ageGroup) params.set('ageGroup', ageGroup);
  if (subsidy) params.set('subsidy', 'true');
  if (sort !== DEFAULT_FILTERS.sort) params.set('sort', sort);
  return `${RESULTS_PATH}?${params.toString()}`;
}

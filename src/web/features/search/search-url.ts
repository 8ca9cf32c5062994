import { ageGroupSchema, categorySchema } from '../../../shared/schemas/catalogue.js';
import { SORT_OPTIONS, type SortOption } from '../../../shared/schemas/search.js';
import { DEFAULT_SEARCH_TERM, type ResultFilters, type ResultsUrlState } from './results-url';

const isSort = (value: string | null): value is SortOption => SORT_OPTIONS.some((option) => option === value);

/**
 * Reads the results page's state from its URL, which is the state (shareable, and Back works).
 * Route mode has start/end; search mode has search/location; anything unknown falls back to
 * its default rather than failing, since people edit and paste URLs.
 */
export function parseResultsUrl(params: URLSearchParams): ResultsUrlState {
  const sort = params.get('sort');
  const filters: ResultFilters = {
    type: categorySchema.safeParse(params.get('type')).data ?? null,
    keyword: params.get('keyword')?.trim() ?? '',
    ageGroup: ageGroupSchema.safeParse(params.get('ageGroup')).data ?? null,
    subsidy: params.get('subsidy') === 'true',
    sort: isSort(sort) ? sort : 'relevance',
  };
  const isSearch = !params.has('start') && !params.has('end') && (params.has('search') || params.has('location'));
  if (isSearch) {
    return {
      mode: 'search',
      search: params.get('search')?.trim() || DEFAULT_SEARCH_TERM,
      location: params.get('location')?.trim() ?? '',
      filters,
    };
  }
  return { mode: 'route', start: params.get('start')?.trim() ?? '', end: params.get('end')?.trim() ?? '', filters };
}

/** True when the URL asks for a search at all: a bare /route-results is an empty form, not an error. */
export function asksForSearch(params: URLSearchParams): boolean {
  return ['start', 'end', 'search', 'location'].some((key) => params.has(key));
}

import { AGE_GROUPS, CHILDCARE_CATEGORIES, isOneOf, SORT_OPTIONS } from '#shared/constants.js';
import { DEFAULT_SEARCH_TERM, type ResultFilters, type ResultsUrlState } from './results-url';

/** The URL's value when it is one of the words allowed, else null. */
const wordIn = <T extends string>(options: readonly T[], value: string | null): T | null => (isOneOf(options, value) ? value : null);

/**
 * `search=preschool&location=...` asks for preschools: the search word is the type, unless it is the
 * default word, which means any kind of childcare (docs/decisions/0015). `type=` wins when both are given.
 */
function typeSearchedFor(search: string | null): ResultFilters['type'] {
  const word = search?.trim().toLowerCase() ?? null;
  return word === DEFAULT_SEARCH_TERM ? null : wordIn(CHILDCARE_CATEGORIES, word);
}

/**
 * Reads the results page's state from its URL, which is the state (shareable, and Back works).
 * Route mode has start/end; search mode has search/location; anything unknown falls back to
 * its default rather than failing, since people edit and paste URLs.
 */
export function parseResultsUrl(params: URLSearchParams): ResultsUrlState {
  const filters: ResultFilters = {
    type: wordIn(CHILDCARE_CATEGORIES, params.get('type')) ?? typeSearchedFor(params.get('search')),
    keyword: params.get('keyword')?.trim() ?? '',
    ageGroup: wordIn(AGE_GROUPS, params.get('ageGroup')),
    subsidy: params.get('subsidy') === 'true',
    sort: wordIn(SORT_OPTIONS, params.get('sort')) ?? 'relevance',
  };
  const isSearch = !params.has('start') && !params.has('end') && (params.has('search') || params.has('location'));
  if (isSearch) {
    return { mode: 'search', location: params.get('location')?.trim() ?? '', filters };
  }
  return { mode: 'route', start: params.get('start')?.trim() ?? '', end: params.get('end')?.trim() ?? '', filters };
}

/** True when the URL asks for a search at all: a bare /route-results is an empty form, not an error. */
export function asksForSearch(params: URLSearchParams): boolean {
  return ['start', 'end', 'search', 'location'].some((key) => params.has(key));
}

import type { QueryClient } from '@tanstack/react-query';
import { nearbySearchQueryOptions } from '../api/nearby-search';
import { routeSearchQueryOptions } from '../api/route-search';
import { asksForSearch, parseResultsUrl } from '../search-url';
import { runsSearch } from './use-results';

/**
 * Starts the search a /route-results URL asks for, so the answer is on its way while the page's
 * code still loads rather than after it has rendered. The page's own query then finds it.
 */
export function prefetchResults(queryClient: QueryClient, params: URLSearchParams): void {
  const state = parseResultsUrl(params);
  if (!runsSearch(state, asksForSearch(params))) return;
  void (state.mode === 'route'
    ? queryClient.prefetchInfiniteQuery(routeSearchQueryOptions(state.start, state.end, state.filters))
    : queryClient.prefetchInfiniteQuery(nearbySearchQueryOptions(state.location, state.filters)));
}

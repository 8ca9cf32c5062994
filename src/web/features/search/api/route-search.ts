import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { offThreadAnswer } from '#web/lib/answer-contracts';
import type { ResultFilters, RoutePlan } from '../results-url';
import { nextPageOffset, searchQueryParams } from './search-query-params';

/** GET /api/search/route: the route between two places and the programs along it, a page at a time. */
export function routeSearchQueryOptions(start: string, end: string, filters: ResultFilters, plan?: RoutePlan) {
  return infiniteQueryOptions({
    queryKey: ['search', 'route', start, end, filters, plan ?? null] as const,
    queryFn: ({ signal, pageParam }) =>
      apiRequest(`/api/search/route?${searchQueryParams({ start, end }, filters, pageParam, plan)}`, {
        schema: offThreadAnswer('routeSearch'),
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageOffset(pages),
  });
}

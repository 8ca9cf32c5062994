import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { offThreadAnswer } from '#web/lib/answer-contracts';
import type { ResultFilters } from '../results-url';
import { nextPageOffset, searchQueryParams } from './search-query-params';

/** GET /api/search/nearby: programs around one place (Near Me and search mode), a page at a time. */
export function nearbySearchQueryOptions(location: string, filters: ResultFilters) {
  return infiniteQueryOptions({
    queryKey: ['search', 'nearby', location, filters] as const,
    queryFn: ({ signal, pageParam }) =>
      apiRequest(`/api/search/nearby?${searchQueryParams({ location }, filters, pageParam)}`, {
        schema: offThreadAnswer('nearbySearch'),
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextPageOffset(pages),
  });
}

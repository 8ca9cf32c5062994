import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/** GET /api/stats: the headline figures, counted from the data rather than claimed. */
export function siteStatsQueryOptions() {
  return queryOptions({
    queryKey: ['site', 'stats'] as const,
    queryFn: ({ signal }) =>
      apiRequest('/api/stats', {
        // Imported with the answer: the figures are on the home page, whose first download has a budget.
        schema: () => import('#shared/schemas/site.js').then((site) => site.siteStatsRoute.response[200]),
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}

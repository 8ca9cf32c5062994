import { queryOptions } from '@tanstack/react-query';
import { siteStatsRoute } from '../../../../shared/schemas/site.js';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/stats: the headline figures, counted from the data rather than claimed. */
export function siteStatsQueryOptions() {
  return queryOptions({
    queryKey: ['site', 'stats'] as const,
    queryFn: ({ signal }) => apiRequest('/api/stats', { schema: siteStatsRoute.response[200], signal }),
    staleTime: 5 * 60_000,
  });
}

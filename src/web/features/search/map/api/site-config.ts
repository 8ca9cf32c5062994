import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { offThreadAnswer } from '#web/lib/answer-contracts';

/** GET /api/config: the tile URL (or none), attribution and default view this deployment uses. */
export function siteConfigQueryOptions() {
  return queryOptions({
    queryKey: ['site', 'config'] as const,
    queryFn: ({ signal }) => apiRequest('/api/config', {
        // Checked off the page's thread, so the results page's own code never waits for zod.
        schema: offThreadAnswer('siteConfig'),
        signal,
      }),
    // Changes only with a redeploy, which reloads the page anyway.
    staleTime: Infinity,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';

/** GET /api/config: the tile URL (or none), attribution and default view this deployment uses. */
export function siteConfigQueryOptions() {
  return queryOptions({
    queryKey: ['site', 'config'] as const,
    queryFn: ({ signal }) => apiRequest('/api/config', {
        // Loaded beside the request, so the results page's own code does not wait for zod.
        schema: () => import('#shared/schemas/site.js').then((site) => site.siteConfigRoute.response[200]),
        signal,
      }),
    // Changes only with a redeploy, which reloads the page anyway.
    staleTime: Infinity,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { compareRouteParams } from '#web/lib/compare-link';

/**
 * GET /api/compare: the programs side by side, for the route the page's URL carries (its
 * parameters pass through as they are, for the legs, docs/decisions/0027).
 */
export function compareQueryOptions(ids: readonly string[], route: URLSearchParams = new URLSearchParams()) {
  const query = new URLSearchParams({ ids: ids.join(',') });
  for (const [name, value] of compareRouteParams(route)) query.set(name, value);
  return queryOptions({
    queryKey: ['compare', query.toString()] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/compare?${query.toString()}`, {
        schema: () => import('#shared/schemas/compare.js').then((contract) => contract.compareRoute.response[200]),
        signal,
      }),
    // As the program page: a provider may update a listing at any time; a minute is fresh enough.
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
}

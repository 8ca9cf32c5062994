import { queryOptions } from '@tanstack/react-query';
import { routeResponse } from '../../../../shared/schemas/search.js';
import { apiRequest } from '../../../lib/api-client';
import { searchQueryParams, type ServerFilters } from './search-query-params';

/** GET /api/search/route: the route between two places and the programs along it, with detours. */
export function routeSearchQueryOptions(start: string, end: string, filters: ServerFilters) {
  return queryOptions({
    queryKey: ['search', 'route', start, end, filters] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/search/route?${searchQueryParams({ start, end }, filters)}`, { schema: routeResponse, signal }),
  });
}

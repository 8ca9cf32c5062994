import { queryOptions } from '@tanstack/react-query';
import { nearbyResponse } from '../../../../shared/schemas/search.js';
import { apiRequest } from '../../../lib/api-client';
import { searchQueryParams, type ServerFilters } from './search-query-params';

/** GET /api/search/nearby: programs around one place (Near Me and search mode). */
export function nearbySearchQueryOptions(location: string, filters: ServerFilters) {
  return queryOptions({
    queryKey: ['search', 'nearby', location, filters] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/search/nearby?${searchQueryParams({ location }, filters)}`, { schema: nearbyResponse, signal }),
  });
}

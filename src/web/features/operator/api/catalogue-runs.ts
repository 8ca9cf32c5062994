import { queryOptions } from '@tanstack/react-query';
import { catalogueRunsRoute } from '#shared/schemas/operator.js';
import { apiRequest } from '#web/lib/api-client';
import { operatorKeys } from './operator-keys';

/** GET /api/operator/catalogue/runs: the latest catalogue imports, newest first. */
export function catalogueRunsQueryOptions() {
  return queryOptions({
    queryKey: operatorKeys.catalogueRuns,
    queryFn: ({ signal }) => apiRequest('/api/operator/catalogue/runs', { schema: catalogueRunsRoute.response[200], signal }),
  });
}

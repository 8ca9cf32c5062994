import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';

/** GET /api/catalogue/:id: one program in full, with its provider listing. */
export function programQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['catalogue', 'program', id] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/catalogue/${encodeURIComponent(id)}`, {
        // Loaded beside the request, so the page's own code paints its frame without waiting for zod.
        schema: () => import('#shared/schemas/listing.js').then((contract) => contract.catalogueProgramRoute.response[200]),
        signal,
      }),
    // A provider may update the listing at any time; a minute is fresh enough for a parent reading it.
    staleTime: 60_000,
  });
}

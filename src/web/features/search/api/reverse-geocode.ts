import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { loadSearchContract } from './load-search-contract';

/** GET /api/geo/reverse: the address at the browser's position, for "use my location". */
export function reverseGeocodeQueryOptions(lat: number, lng: number) {
  return queryOptions({
    queryKey: ['search', 'reverse', lat, lng] as const,
    queryFn: async ({ signal }) => {
      const { reverseRoute } = await loadSearchContract();
      return apiRequest(`/api/geo/reverse?${new URLSearchParams({ lat: String(lat), lng: String(lng) }).toString()}`, {
        schema: reverseRoute.response[200],
        signal,
      });
    },
    retry: false,
  });
}

import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { loadSearchContract } from './load-search-contract';

/** GET /api/geo/autocomplete: up to 8 US places for what a parent has typed so far. */
export function autocompleteQueryOptions(text: string) {
  return queryOptions({
    queryKey: ['search', 'autocomplete', text] as const,
    queryFn: async ({ signal }) => {
      const { autocompleteRoute } = await loadSearchContract();
      return apiRequest(`/api/geo/autocomplete?${new URLSearchParams({ q: text }).toString()}`, {
        schema: autocompleteRoute.response[200],
        signal,
      });
    },
    select: (answer) => answer.suggestions,
    // Places do not move: the same prefix typed again needs no second request.
    staleTime: 10 * 60_000,
  });
}

import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client';

/** A revocation answers 204 with no body. */
const noContent = z.undefined();

/**
 * DELETE `${collection}/:id` for the id mutated with; done or failed, the queries under
 * `invalidates` are fetched again, so the page shows what the server now holds.
 */
export function useRevokeMutation(collection: string, invalidates: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`${collection}/${encodeURIComponent(id)}`, { method: 'DELETE', schema: noContent }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invalidates }),
  });
}

import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { programWithListing } from '#shared/schemas/listing.js';
import { createClaimRoute, listOwnClaimsRoute, type ClaimRequest } from '#shared/schemas/provider.js';
import { apiRequest } from '#web/lib/api-client';
import { providerKeys } from './provider-keys';

/** GET /api/catalogue/:id: the program a claim is for, with what the claim form shows of it. */
export function catalogueProgramQueryOptions(programId: string) {
  return queryOptions({
    queryKey: providerKeys.catalogueProgram(programId),
    queryFn: ({ signal }) => apiRequest(`/api/catalogue/${encodeURIComponent(programId)}`, { schema: programWithListing, signal }),
  });
}

/** GET /api/provider/claims: this account's claims and their decisions. */
export function ownClaimsQueryOptions() {
  return queryOptions({
    queryKey: providerKeys.claims,
    queryFn: ({ signal }) => apiRequest('/api/provider/claims', { schema: listOwnClaimsRoute.response[200], signal }),
  });
}

/** POST /api/provider/claims; the dashboard's list of claims is fetched again afterwards. */
export function useCreateClaimMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimRequest) =>
      apiRequest('/api/provider/claims', { method: 'POST', body, schema: createClaimRoute.response[201] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providerKeys.claims }),
  });
}

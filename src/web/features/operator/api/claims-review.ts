import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { approveClaimRoute, listClaimsRoute, rejectClaimRoute } from '#shared/schemas/operator.js';
import type { ClaimStatus } from '#shared/schemas/provider.js';
import { apiRequest } from '#web/lib/api-client';
import { operatorKeys } from './operator-keys';

/** GET /api/operator/claims?status=…: claims with the program's listed facts and the claimant. */
export function claimsQueryOptions(status: ClaimStatus) {
  return queryOptions({
    queryKey: operatorKeys.claims(status),
    queryFn: ({ signal }) =>
      apiRequest(`/api/operator/claims?status=${status}`, { schema: listClaimsRoute.response[200], signal }),
  });
}

const claimPath = (claimId: string) => `/api/operator/claims/${encodeURIComponent(claimId)}`;

/** A decision changes the claims lists, the program's managers and its audit log: all are fetched again. */
function useRefreshOperatorViews() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: operatorKeys.all });
}

/** POST /api/operator/claims/:id/approve: the claimant becomes a manager of the program. */
export function useApproveClaimMutation() {
  const refresh = useRefreshOperatorViews();
  return useMutation({
    mutationFn: (claimId: string) => apiRequest(`${claimPath(claimId)}/approve`, { method: 'POST', schema: approveClaimRoute.response[200] }),
    onSettled: refresh,
  });
}

/** POST /api/operator/claims/:id/reject with the reason the claimant will read. */
export function useRejectClaimMutation() {
  const refresh = useRefreshOperatorViews();
  return useMutation({
    mutationFn: ({ claimId, reason }: { claimId: string; reason: string }) =>
      apiRequest(`${claimPath(claimId)}/reject`, { method: 'POST', body: { reason }, schema: rejectClaimRoute.response[200] }),
    onSettled: refresh,
  });
}

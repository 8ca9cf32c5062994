import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { approveClaimRoute, listClaimsRoute, rejectClaimRoute, type ClaimForReview } from '#shared/schemas/operator.js';
import type { ClaimStatus } from '#shared/schemas/provider.js';
import { useToast } from '#web/components/ui/toast';
import { apiRequest, errorText, failedWith } from '#web/lib/api-client';
import { usePageLanguage } from '#web/lib/i18n';
import { operatorTexts } from '../operator-texts';
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

/**
 * POST /api/operator/claims/:id/approve: the claimant becomes a manager of the program. The notice
 * is given here rather than by the card, which leaves the page with the claim it showed.
 */
export function useApproveClaimMutation() {
  const { _ } = usePageLanguage();
  const refresh = useRefreshOperatorViews();
  const showToast = useToast();
  return useMutation({
    mutationFn: (claim: ClaimForReview) =>
      apiRequest(`${claimPath(claim.id)}/approve`, { method: 'POST', schema: approveClaimRoute.response[200] }),
    onSuccess: (_decided, claim) => showToast(_(operatorTexts.approved(claim.claimant.name, claim.program.name)), 'success'),
    onError: (error) => {
      if (!failedWith(error, 'UNAUTHORIZED')) showToast(errorText(error, _(operatorTexts.decideFailed)), 'error');
    },
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

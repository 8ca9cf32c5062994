import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { moderateRoute, moderationListRoute } from '#shared/schemas/reviews.js';
import { apiRequest } from '#web/lib/api-client';
import { operatorKeys } from './operator-keys';

export type ModerationStatus = 'reported' | 'hidden';

/** GET /api/operator/reviews?status=…: reviews with open reports, or hidden ones. */
export function moderationQueryOptions(status: ModerationStatus) {
  return queryOptions({
    queryKey: operatorKeys.reviews(status),
    queryFn: ({ signal }) => apiRequest(`/api/operator/reviews?status=${status}`, { schema: moderationListRoute.response[200], signal }),
  });
}

/** POST /api/operator/reviews/:id/hide|restore with the operator's reason; the lists and audit logs refresh. */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, hide, reason }: { reviewId: string; hide: boolean; reason: string }) =>
      apiRequest(`/api/operator/reviews/${encodeURIComponent(reviewId)}/${hide ? 'hide' : 'restore'}`, {
        method: 'POST',
        body: { reason },
        schema: moderateRoute.response[200],
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorKeys.all }),
  });
}

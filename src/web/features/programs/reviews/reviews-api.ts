import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReportReason, ReviewPage, ReviewRequest, ReviewSort } from '#shared/schemas/reviews.js';
import { apiRequest } from '#web/lib/api-client';

export const REVIEWS_PER_PAGE = 10;

const contract = () => import('#shared/schemas/reviews.js');
const reviewsKey = (programId: string) => ['catalogue', 'reviews', programId] as const;

/** GET /api/catalogue/:id/reviews: the rating, its distribution and one page of reviews. */
export function reviewsQueryOptions(programId: string, sort: ReviewSort, offset: number, viewer: string | null) {
  return queryOptions({
    // The viewer is part of the key: the page says which reviews are theirs and what they marked.
    queryKey: [...reviewsKey(programId), sort, offset, viewer] as const,
    queryFn: ({ signal }) =>
      apiRequest<ReviewPage>(`/api/catalogue/${encodeURIComponent(programId)}/reviews?sort=${sort}&offset=${offset}&limit=${REVIEWS_PER_PAGE}`, {
        schema: () => contract().then((schemas) => schemas.listReviewsRoute.response[200]),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** A change to a review: once it is done, the page moves, and so does the rating the program's header and results show. */
function useReviewChange<Variables, Answer>(programId: string, mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsKey(programId) }),
        queryClient.invalidateQueries({ queryKey: ['catalogue', 'program', programId] }),
      ]),
  });
}

const reviewPath = (reviewId: string) => `/api/reviews/${encodeURIComponent(reviewId)}`;

export function useSaveReview(programId: string) {
  return useReviewChange(programId, ({ reviewId, body }: { reviewId: string | null; body: ReviewRequest }) =>
    reviewId
      ? apiRequest(reviewPath(reviewId), { method: 'PUT', body, schema: () => contract().then((schemas) => schemas.updateReviewRoute.response[200]) })
      : apiRequest(`/api/catalogue/${encodeURIComponent(programId)}/reviews`, {
          method: 'POST',
          body,
          schema: () => contract().then((schemas) => schemas.createReviewRoute.response[201]),
        }),
  );
}

export function useDeleteReview(programId: string) {
  return useReviewChange(programId, (reviewId: string) =>
    apiRequest(reviewPath(reviewId), { method: 'DELETE', schema: () => contract().then((schemas) => schemas.deleteReviewRoute.response[204]) }),
  );
}

export function useMarkHelpful(programId: string) {
  return useReviewChange(programId, (reviewId: string) =>
    apiRequest(`${reviewPath(reviewId)}/helpful`, { method: 'POST', schema: () => contract().then((schemas) => schemas.helpfulRoute.response[200]) }),
  );
}

export function useReportReview(programId: string) {
  return useReviewChange(programId, ({ reviewId, reason }: { reviewId: string; reason: ReportReason }) =>
    apiRequest(`${reviewPath(reviewId)}/report`, {
      method: 'POST',
      body: { reason },
      schema: () => contract().then((schemas) => schemas.reportRoute.response[200]),
    }),
  );
}

export function useReplyToReview(programId: string) {
  return useReviewChange(programId, ({ reviewId, text }: { reviewId: string; text: string }) =>
    apiRequest(`${reviewPath(reviewId)}/reply`, {
      method: 'PUT',
      body: { text },
      schema: () => contract().then((schemas) => schemas.replyRoute.response[200]),
    }),
  );
}

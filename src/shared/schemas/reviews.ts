import { z } from 'zod';
import { AGE_GROUPS } from '#shared/constants.js';
import { programIdParam } from './catalogue.js';
import { errorResponse } from './errors.js';
import { boundedInt, idParam, isStorableText, isoTimestamp, requiredText, unstorableText } from './fields.js';

/** Parent reviews, helpful votes, reports, provider replies and moderation (docs/decisions/0025). */
export const REVIEW_TEXT_MIN = 30;
export const REVIEW_TEXT_MAX = 2000;
export const REPLY_TEXT_MAX = 2000;
export const REVIEWS_PAGE_MAX = 50;

/** How the parent knows the program. */
export const REVIEW_RELATIONSHIPS = ['current', 'former', 'toured'] as const;
export type ReviewRelationship = (typeof REVIEW_RELATIONSHIPS)[number];
export const REPORT_REASONS = ['spam', 'not-real', 'personal-info', 'offensive'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** What an operator lists: reviews with reports nobody acted on, or reviews hidden. */
export const MODERATION_STATUSES = ['reported', 'hidden'] as const;

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 429: errorResponse };

const stars = z
  .number({ error: (issue) => (issue.input === undefined ? 'stars is required' : 'stars must be a number from 1 to 5') })
  .int({ error: 'stars must be a whole number from 1 to 5' })
  .min(1, { error: 'stars must be from 1 to 5' })
  .max(5, { error: 'stars must be from 1 to 5' });

const reviewText = z
  .string({ error: (issue) => (issue.input === undefined ? 'text is required' : 'text must be text') })
  .trim()
  .min(REVIEW_TEXT_MIN, { error: `text must be at least ${REVIEW_TEXT_MIN} characters` })
  .max(REVIEW_TEXT_MAX, { error: `text must be at most ${REVIEW_TEXT_MAX} characters` })
  .refine(isStorableText, unstorableText('text'));

export const reviewRequest = z.object({
  stars,
  text: reviewText,
  relationship: z.enum(REVIEW_RELATIONSHIPS, { error: `relationship must be one of: ${REVIEW_RELATIONSHIPS.join(', ')}` }),
  ageGroup: z.enum(AGE_GROUPS, { error: `ageGroup must be one of: ${AGE_GROUPS.join(', ')}` }).nullable().default(null),
});
export type ReviewRequest = z.infer<typeof reviewRequest>;

export const reply = z.object({
  text: z.string(),
  at: isoTimestamp,
  edited: z.boolean(),
});

/** A review as the program page shows it: the author by first name and initial, never their email. */
export const review = z.object({
  id: z.string(),
  programId: z.string(),
  authorName: z.string(),
  stars: z.number().int(),
  text: z.string(),
  relationship: z.enum(REVIEW_RELATIONSHIPS),
  ageGroup: z.enum(AGE_GROUPS).nullable(),
  createdAt: isoTimestamp,
  edited: z.boolean(),
  helpfulCount: z.number().int(),
  reply: reply.nullable(),
  /** About the caller, when signed in: their own review, marked helpful, reported. */
  mine: z.boolean(),
  markedHelpful: z.boolean(),
  reported: z.boolean(),
});
export type Review = z.infer<typeof review>;

/**
 * 'written' when the caller's review exists (edit it instead); 'manager' when they manage the
 * program (they reply, never review); 'can-write' otherwise when allowed.
 */
export const WRITE_STATUSES = ['sign-in', 'verify-email', 'can-write', 'written', 'manager'] as const;

export const ratingSummary = z.object({
  /** The plain average of visible reviews, one decimal; null without any. */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  /** How many visible reviews gave 1, 2, 3, 4 and 5 stars (index 0 is one star). */
  distribution: z.array(z.number().int()).length(5),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

export const reviewPage = z.object({
  summary: ratingSummary,
  /** Visible reviews in total, for paging. */
  total: z.number().int(),
  reviews: z.array(review),
  /** The caller's own review, also when it is hidden or on another page. */
  own: review.extend({ hidden: z.boolean() }).nullable(),
  /** Whether the caller manages the program and may reply. */
  canReply: z.boolean(),
  /** What stands between the caller and writing a review: signing in, verifying their email, or nothing. */
  writeStatus: z.enum(WRITE_STATUSES),
});
export type ReviewPage = z.infer<typeof reviewPage>;

const programParams = z.object({ id: programIdParam });
const reviewParams = z.object({ id: idParam });

export const listReviewsRoute = {
  params: programParams,
  querystring: z.object({
    sort: z.enum(REVIEW_SORTS, { error: `sort must be one of: ${REVIEW_SORTS.join(', ')}` }).default('newest'),
    offset: boundedInt('offset', 0, 100_000, 0),
    limit: boundedInt('limit', 1, REVIEWS_PAGE_MAX, 10),
  }),
  response: { 200: reviewPage, ...errors },
};
export const createReviewRoute = { params: programParams, body: reviewRequest, response: { 201: review, ...errors, 409: errorResponse } };
export const updateReviewRoute = { params: reviewParams, body: reviewRequest, response: { 200: review, ...errors } };
export const deleteReviewRoute = { params: reviewParams, response: { 204: z.undefined().describe('Deleted'), ...errors } };
export const helpfulRoute = {
  params: reviewParams,
  response: { 200: z.object({ helpfulCount: z.number().int(), markedHelpful: z.literal(true) }), ...errors },
};
export const reportRoute = {
  params: reviewParams,
  body: z.object({ reason: z.enum(REPORT_REASONS, { error: `reason must be one of: ${REPORT_REASONS.join(', ')}` }) }),
  response: { 200: z.object({ reported: z.literal(true) }), ...errors },
};
export const replyRoute = {
  params: reviewParams,
  body: z.object({ text: requiredText('text', REPLY_TEXT_MAX) }),
  response: { 200: review, ...errors },
};

/** A review as an operator sees it: with its author's email, the reports and whether it is hidden. */
export const moderatedReview = review.extend({
  programName: z.string(),
  authorEmail: z.string(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  reports: z.array(z.object({ reason: z.enum(REPORT_REASONS), at: isoTimestamp })),
});
export type ModeratedReview = z.infer<typeof moderatedReview>;

export const moderationListRoute = {
  querystring: z.object({ status: z.enum(MODERATION_STATUSES, { error: 'status must be reported or hidden' }).default('reported') }),
  response: { 200: z.array(moderatedReview), ...errors },
};
export const moderateRoute = {
  params: reviewParams,
  body: z.object({ reason: requiredText('Reason', 500) }),
  response: { 200: moderatedReview, ...errors, 409: errorResponse },
};

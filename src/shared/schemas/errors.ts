import { z } from 'zod';

/**
 * What went wrong, as a word the web can switch on; `error` says it to a person. Framework errors
 * the API cannot word itself (a body in an unknown encoding) pass on Fastify's own `FST_` code.
 */
export const API_ERROR_CODES = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'WRONG_PASSWORD',
  'FORBIDDEN',
  'NOT_FOUND',
  'EMAIL_TAKEN',
  'ALREADY_SAVED',
  'CLAIM_PENDING',
  'ALREADY_MANAGER',
  'CLAIM_DECIDED',
  'ALREADY_REVIEWED',
  'REVIEW_HIDDEN',
  'LICENSE_MISMATCH',
  'LINK_INVALID',
  'LINK_EXPIRED',
  'LINK_USED',
  'EMAIL_NOT_VERIFIED',
  'ALREADY_VERIFIED',
  'NO_RESULTS',
  'RATE_LIMITED',
  'OVER_LIMIT',
  'DENIED',
  'GEOCODE_FAILED',
  'ROUTE_FAILED',
  'INTERNAL',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** The one error shape of the API: every 4xx and 5xx answers with it. */
export const errorResponse = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string().optional().describe(`One of ${API_ERROR_CODES.join(', ')}; or a framework code starting FST_`),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

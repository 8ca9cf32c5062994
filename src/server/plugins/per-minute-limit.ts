import type { messages } from '#shared/messages.js';
import { tooManyRequests } from '#server/http-error.js';

type Refusal = (typeof messages.http)['tooManySearches' | 'tooManyLookups'];

/**
 * A route's own per-address limit (config.rateLimit) with its own words on 429: the rate-limit
 * plugin's default sentence speaks of sign-in attempts.
 */
export const perMinuteLimit = (max: number, refusal: Refusal) => ({
  rateLimit: { max, timeWindow: 60_000, errorResponseBuilder: () => tooManyRequests(refusal) },
});

import { tooManyRequests } from '#server/http-error.js';

/**
 * A route's own per-address limit (config.rateLimit), counted over a minute. `refusal` words the
 * 429 for the route where the rate-limit plugin's default sentence, which speaks of sign-in
 * attempts, would not fit.
 */
export const perMinuteLimit = (max: number, refusal?: string) => ({
  rateLimit: { max, timeWindow: 60_000, ...(refusal ? { errorResponseBuilder: () => tooManyRequests(refusal) } : {}) },
});

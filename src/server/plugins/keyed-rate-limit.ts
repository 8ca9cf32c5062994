import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { tooManyRequests } from '#server/http-error.js';

interface KeyedLimit {
  /** Keeps this limit's counters apart from every other limit's in a shared store (Redis). */
  name: string;
  max: number;
  timeWindowMs: number;
  /** What is counted: read after the body is parsed and the caller is known, unlike a route's own limit. */
  key(request: FastifyRequest): string;
  refusal: string;
}

/**
 * A second limit for a route, counted by something other than the address (an email, an account),
 * in the rate-limit plugin's store, so it is shared across instances when that store is. The
 * plugin runs one limit per request through its own hooks; createRateLimit counts without that
 * guard, so a route can keep its per-address limit as well.
 */
export function keyedRateLimit(app: FastifyInstance, { name, max, timeWindowMs, key, refusal }: KeyedLimit): preHandlerAsyncHookHandler {
  const limiter = app.createRateLimit({ max, timeWindow: timeWindowMs, keyGenerator: (request) => `${name}:${key(request)}` });
  return async (request) => {
    // isAllowed means "on the allow list"; a counted request is refused once it exceeds the limit.
    const outcome = await limiter(request);
    if (!outcome.isAllowed && outcome.isExceeded) throw tooManyRequests(refusal);
  };
}

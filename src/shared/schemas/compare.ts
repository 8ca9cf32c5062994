import { z } from 'zod';
import { COMPARE_MAX } from '#shared/constants.js';
import { errorResponse } from './errors.js';
import { isStorableText, unstorableText } from './fields.js';
import { programWithListing } from './listing.js';
import { routeLeg, routeQuery } from './search.js';

/** One catalogue id of the list, with messages naming `ids` (the parameter a parent's URL carries). */
const comparedId = z
  .string({ error: 'ids must be a comma-separated list of program ids' })
  .max(200, { error: 'ids must name programs by ids of at most 200 characters' })
  .refine(isStorableText, unstorableText('ids'));

const splitIds = (value: string) => value.split(',').map((id) => id.trim()).filter(Boolean);

/**
 * "a,b,c": one to COMPARE_MAX distinct catalogue ids, blanks between commas ignored. A repeated
 * parameter (ids=a&ids=b,c) reads as one list, as form-built links send it.
 */
export const comparedIds = z.preprocess(
  (value) =>
    typeof value === 'string' ? splitIds(value) : Array.isArray(value) && value.every((part) => typeof part === 'string') ? value.flatMap(splitIds) : value,
  z
    .array(comparedId, { error: 'ids must be given once, as a comma-separated list of program ids' })
    .min(1, { error: 'ids must name at least one program' })
    .max(COMPARE_MAX, { error: `ids must name at most ${COMPARE_MAX} programs` })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'ids names a program twice' }),
);

/**
 * The route the comparison is for, with the route search's own parameters and checks: the compare
 * page carries them from the results it was opened from (docs/decisions/0027). Optional: with
 * them, each program carries its morning and evening legs (docs/decisions/0026).
 */
const { start, end, startLat, startLng, endLat, endLng, mode, departAt, arriveBy, returnAt, days } = routeQuery.shape;
const routePlan = { start, end, startLat, startLng, endLat, endLng, mode, departAt, arriveBy, returnAt, days };

export const compareQuery = z.object({ ids: comparedIds, ...routePlan });
export type CompareQuery = z.infer<typeof compareQuery>;

/** How a program sits on the parent's route: off it, and the drop-off and pickup legs through it. */
export const comparedLegs = z.object({
  distanceFromRouteMeters: z.number(),
  morning: routeLeg,
  evening: routeLeg,
});
export type ComparedLegs = z.infer<typeof comparedLegs>;

/** One program as the comparison shows it: the program page's facts, and its legs when a route is known. */
export const comparedProgram = programWithListing.extend({
  /** Null without a route in the request. */
  legs: comparedLegs.nullable(),
});
export type ComparedProgram = z.infer<typeof comparedProgram>;

export const compareResponse = z.object({
  /** In the order the request named them. */
  programs: z.array(comparedProgram),
  /** Requested ids the catalogue no longer holds (a shared link outlives a program): dropped, and named here. */
  missing: z.array(z.string()),
});
export type CompareResponse = z.infer<typeof compareResponse>;

export const compareRoute = {
  querystring: compareQuery,
  response: { 200: compareResponse, 400: errorResponse },
};

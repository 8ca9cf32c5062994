import { z } from 'zod';
import { SEARCH_LIMITS, SORT_OPTIONS } from '#shared/constants.js';
import { messages } from '#shared/messages.js';
import { ageGroupSchema, categorySchema, locationPrecisionSchema } from './catalogue.js';
import { errorResponse } from './errors.js';
import { clockTime, languageSchema, listingSummary, scheduleSchema } from './listing.js';

export type SortOption = (typeof SORT_OPTIONS)[number];
export const TRAVEL_MODES = ['DRIVING', 'WALKING'] as const;

/** Query strings carry numbers as text; a blank value means absent, never zero. */
const coordinate = (name: string, limit: number) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be a number`) })
      .min(-limit, { error: `${name} must be between -${limit} and ${limit}` })
      .max(limit, { error: `${name} must be between -${limit} and ${limit}` }),
  );
const optionalCoordinate = (name: string, limit: number) =>
  z.preprocess((value) => (value === '' ? undefined : value), coordinate(name, limit).optional());

/** A whole number within bounds, with a default and a message naming the parameter. */
const boundedInt = (name: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be between ${min} and ${max}` })
    .max(max, { error: `${name} must be between ${min} and ${max}` })
    .default(fallback);
const place = z.string().trim().max(300, { error: 'An address must be at most 300 characters' });

/** An optional filter whose blank value (an empty form field) means absent. */
const blankAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
/** One of a contract's words, with a message naming the parameter. */
const oneWordOf = <T extends string>(name: string, words: readonly T[], what: string) =>
  z.enum(words, { error: `${name} must be ${what}: ${words.join(', ')}` });

/** Above any monthly price a listing can hold: its largest weekly rate comes to about 86,700 a month. */
const MONTHLY_TUITION_MAX = 100_000;

/**
 * Filters on the provider listing (docs/decisions/0019). A program that has not reported the
 * section a filter reads does not match it.
 */
const listingFilters = {
  /** Fresh openings (open seats, confirmed within OPENINGS_FRESH_DAYS) for this age group. */
  openings: blankAbsent(oneWordOf('openings', ageGroupSchema.options, 'an age group')),
  /** Whole dollars; the program's lowest monthly rate (weekly rates as a month) is at most this. */
  maxMonthlyTuition: blankAbsent(
    z.coerce
      .number({ error: 'maxMonthlyTuition must be a number' })
      .int({ error: 'maxMonthlyTuition must be whole dollars' })
      .min(0, { error: `maxMonthlyTuition must be between 0 and ${MONTHLY_TUITION_MAX}` })
      .max(MONTHLY_TUITION_MAX, { error: `maxMonthlyTuition must be between 0 and ${MONTHLY_TUITION_MAX}` }),
  ),
  /** Open at or before this time on every working day (WORKING_DAYS). */
  openBy: blankAbsent(clockTime('openBy')),
  /** Open until this time or later on every working day. */
  openUntil: blankAbsent(clockTime('openUntil')),
  language: blankAbsent(languageSchema),
  schedule: blankAbsent(oneWordOf('schedule', scheduleSchema.options, 'a schedule')),
};

/** Filters, sort and paging shared by nearby and route searches. */
const filters = {
  type: categorySchema.optional(),
  keyword: z.string().trim().max(100, { error: 'keyword must be at most 100 characters' }).optional(),
  ageGroup: ageGroupSchema.optional(),
  subsidy: z.enum(['true', 'false']).transform((value) => value === 'true').optional(),
  ...listingFilters,
  sort: z.enum(SORT_OPTIONS).default('relevance'),
  limit: boundedInt('limit', 1, SEARCH_LIMITS.limitMax, SEARCH_LIMITS.limitDefault),
  offset: boundedInt('offset', 0, 100_000, 0),
};

export const nearbyQuery = z
  .object({
    location: place.optional(),
    lat: optionalCoordinate('lat', 90),
    lng: optionalCoordinate('lng', 180),
    radius: boundedInt('radius', 1, SEARCH_LIMITS.nearbyRadiusMax, SEARCH_LIMITS.nearbyRadiusDefault),
    ...filters,
  })
  .refine((query) => Boolean(query.location) || (query.lat !== undefined && query.lng !== undefined), {
    error: messages.validation.locationRequired,
  });
export type NearbyQuery = z.infer<typeof nearbyQuery>;

export const routeQuery = z
  .object({
    start: place.optional(),
    end: place.optional(),
    startLat: optionalCoordinate('startLat', 90),
    startLng: optionalCoordinate('startLng', 180),
    endLat: optionalCoordinate('endLat', 90),
    endLng: optionalCoordinate('endLng', 180),
    mode: z.enum(TRAVEL_MODES).default('DRIVING'),
    corridor: boundedInt('corridor', 1, SEARCH_LIMITS.corridorMax, SEARCH_LIMITS.corridorDefault),
    ...filters,
  })
  .refine(
    (query) =>
      (Boolean(query.start) || (query.startLat !== undefined && query.startLng !== undefined)) &&
      (Boolean(query.end) || (query.endLat !== undefined && query.endLng !== undefined)),
    { error: messages.validation.bothAddressesResults },
  );
export type RouteQuery = z.infer<typeof routeQuery>;

const providerName = z.enum(['offline', 'osm', 'google']);

export const resolvedPlace = z.object({
  lat: z.number(),
  lng: z.number(),
  /** What was found; when only part of the typed text was, only that part. */
  formattedAddress: z.string(),
  precision: locationPrecisionSchema,
  provider: providerName,
  /** The typed text that was not recognised ("Blorfle Plaza" of "Blorfle Plaza Cambridge"); absent when all was. */
  unrecognised: z.string().optional(),
});
export type ResolvedPlace = z.infer<typeof resolvedPlace>;

/** One program in a result list. */
export const searchResult = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  rating: z.number().nullable(),
  reviews: z.number().int(),
  /** Metres from the search point; in route mode, from the route. */
  distance: z.number(),
  position: z.object({ lat: z.number(), lng: z.number() }),
  types: z.array(categorySchema),
  category: categorySchema,
  phone: z.string().nullable(),
  website: z.string().nullable(),
  capacity: z.number().int().nullable(),
  licenseNumber: z.string().nullable(),
  ageGroups: z.array(ageGroupSchema),
  acceptsSubsidy: z.boolean().nullable(),
  locationPrecision: locationPrecisionSchema,
  source: z.string(),
  /** The provider's listing in brief; null when the provider has reported nothing yet. */
  listing: listingSummary.nullable(),
});
export type SearchResult = z.infer<typeof searchResult>;

export const routeSearchResult = searchResult.extend({
  distanceFromRouteMeters: z.number(),
  alongRouteMeters: z.number(),
  detourSeconds: z.number(),
});
export type RouteSearchResult = z.infer<typeof routeSearchResult>;

export const nearbyResponse = z.object({
  origin: resolvedPlace,
  total: z.number().int(),
  daycares: z.array(searchResult),
});
export type NearbyResponse = z.infer<typeof nearbyResponse>;

export const routeResponse = z.object({
  start: resolvedPlace,
  end: resolvedPlace,
  route: z.object({
    /** Google encoded polyline, precision 5. */
    polyline: z.string(),
    distanceMeters: z.number(),
    durationSeconds: z.number(),
    provider: providerName,
    approximate: z.boolean(),
  }),
  total: z.number().int(),
  daycares: z.array(routeSearchResult),
});
export type RouteResponse = z.infer<typeof routeResponse>;

const geoErrors = { 400: errorResponse, 422: errorResponse, 502: errorResponse, 503: errorResponse };

export const nearbyRoute = { querystring: nearbyQuery, response: { 200: nearbyResponse, ...geoErrors } };
export const routeSearchRoute = { querystring: routeQuery, response: { 200: routeResponse, ...geoErrors } };

export const autocompleteRoute = {
  querystring: z.object({ q: z.string().trim().max(200, { error: 'q must be at most 200 characters' }).default('') }),
  response: {
    200: z.object({ suggestions: z.array(z.object({ description: z.string(), lat: z.number(), lng: z.number() })) }),
    ...geoErrors,
  },
};

export const reverseRoute = {
  querystring: z.object({ lat: coordinate('lat', 90), lng: coordinate('lng', 180) }),
  response: { 200: z.object({ address: z.string() }), ...geoErrors, 404: errorResponse },
};

import { z } from 'zod';
import { ROUTE_SORT_OPTIONS, SEARCH_LIMITS, SORT_OPTIONS, WEEKDAYS, WORKING_DAYS } from '#shared/constants.js';
import { messages } from '#shared/messages.js';
import { ageGroupSchema, categorySchema, locationPrecisionSchema } from './catalogue.js';
import { errorResponse } from './errors.js';
import { boundedInt } from './fields.js';
import { clockTime, languageSchema, listingSummary, scheduleSchema } from './listing.js';

export type SortOption = (typeof SORT_OPTIONS)[number];
export type RouteSortOption = (typeof ROUTE_SORT_OPTIONS)[number];
export type Weekday = (typeof WEEKDAYS)[number];
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

/** "mon,tue,wed": the days the plan is for; blank or absent means the working days. */
export const weekdayList = (name: string) =>
  z.preprocess(
    (value) => (value === '' || value === undefined ? undefined : typeof value === 'string' ? value.split(',').map((day) => day.trim()) : value),
    z
      .array(oneWordOf(name, WEEKDAYS, 'days of the week'), { error: `${name} must be days of the week: ${WEEKDAYS.join(', ')}` })
      .min(1, { error: `${name} must name at least one day` })
      .max(WEEKDAYS.length, { error: `${name} names a day twice` })
      .refine((days) => new Set(days).size === days.length, { error: `${name} names a day twice` })
      .default([...WORKING_DAYS]),
  );

/**
 * The parent's day around the route (docs/decisions/0026): when they leave home (or must be at
 * work), when they leave work, and on which days; times are the parent's local clock.
 */
const dayPlan = {
  /** Leaves home at this time in the morning. */
  departAt: blankAbsent(clockTime('departAt')),
  /** Must be at work by this time (instead of departAt). */
  arriveBy: blankAbsent(clockTime('arriveBy')),
  /** Leaves work at this time in the evening. */
  returnAt: blankAbsent(clockTime('returnAt')),
  days: weekdayList('days'),
  /** Only programs known to be open at drop-off and at pickup on every chosen day. */
  fits: blankAbsent(oneWordOf('fits', ['true', 'false'], 'one of').transform((value) => value === 'true')),
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
    ...dayPlan,
    sort: z.enum(ROUTE_SORT_OPTIONS).default('relevance'),
  })
  .refine(
    (query) =>
      (Boolean(query.start) || (query.startLat !== undefined && query.startLng !== undefined)) &&
      (Boolean(query.end) || (query.endLat !== undefined && query.endLng !== undefined)),
    { error: messages.validation.bothAddressesResults },
  )
  .refine((query) => !(query.departAt && query.arriveBy), {
    error: 'Give departAt or arriveBy, not both',
    path: ['arriveBy'],
  });
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

/** One leg of the day through a program: the morning drop-off or the evening pickup. */
export const routeLeg = z.object({
  /** Extra seconds of this leg through the program over the leg without it (never negative). */
  detourSeconds: z.number(),
  /** "HH:MM" in the program's local time when the parent reaches the program; null without a time. */
  arrivesAt: z.string().nullable(),
  /** Open at that time on every chosen day; null when there is no time or the hours are not reported. */
  open: z.boolean().nullable(),
  /** The program's hours that decide it ("HH:MM", the latest opening and earliest closing over the chosen days); null when not reported. */
  opens: z.string().nullable(),
  closes: z.string().nullable(),
  /** Chosen days on which the program is closed; empty when open every chosen day or hours unknown. */
  closedDays: z.array(z.enum(WEEKDAYS)),
});
export type RouteLeg = z.infer<typeof routeLeg>;

export const routeSearchResult = searchResult.extend({
  distanceFromRouteMeters: z.number(),
  alongRouteMeters: z.number(),
  /** The morning detour (home -> program -> work over home -> work); the same as morning.detourSeconds. */
  detourSeconds: z.number(),
  morning: routeLeg,
  evening: routeLeg,
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
  /** The day the legs were planned for, as understood; times null when not given. */
  plan: z.object({
    departAt: z.string().nullable(),
    arriveBy: z.string().nullable(),
    returnAt: z.string().nullable(),
    days: z.array(z.enum(WEEKDAYS)),
    /** True when the durations are the offline speed model's estimates, not a road router's. */
    estimated: z.boolean(),
  }),
  total: z.number().int(),
  daycares: z.array(routeSearchResult),
});
export type RouteResponse = z.infer<typeof routeResponse>;

/** Map-backed routes are limited per address too (429, docs/decisions/0035). */
const geoErrors = { 400: errorResponse, 422: errorResponse, 429: errorResponse, 502: errorResponse, 503: errorResponse };

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

import { z } from 'zod';
import { WEEKDAYS, WORKING_DAYS } from '#shared/constants.js';
import { messages } from '#shared/messages.js';
import { errorResponse } from './errors.js';
import { bodyObject, idParam, isStorableText, isoTimestamp, unstorableText } from './fields.js';
import { clockTime } from './listing.js';

/** Longest value each saved-daycare field accepts (the database columns are at least this wide). */
export const SAVED_DAYCARE_LIMITS = {
  placeId: 200,
  name: 300,
  address: 300,
  city: 120,
  state: 60,
  zipCode: 20,
  phoneNumber: 40,
  email: 254,
  website: 500,
  licenseNumber: 80,
  capacity: 100_000,
} as const;

// Defined in the zod-free constants, which the web's first download can import without zod.
export { SAVED_DAYCARE_DEFAULTS } from '#shared/constants.js';

/** Absent, null or blank all mean "not known": the server fills in the catalogue's value or the default. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine(isStorableText, unstorableText(label))
    .nullish();

/** A whole number from 0 to max, or absent or null when not known. */
const optionalCount = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .min(0, { error: `${label} cannot be negative` })
    .max(max, { error: `${label} must be at most ${max}` })
    .nullish();

const L = SAVED_DAYCARE_LIMITS;

export const saveDaycareRequest = z.object(
  {
    placeId: optionalText('Place id', L.placeId),
    name: optionalText('Name', L.name),
    address: optionalText('Address', L.address),
    city: optionalText('City', L.city),
    state: optionalText('State', L.state),
    zipCode: optionalText('ZIP code', L.zipCode),
    phoneNumber: optionalText('Phone number', L.phoneNumber),
    email: optionalText('Email', L.email),
    website: optionalText('Website', L.website),
    capacity: optionalCount('Capacity', L.capacity),
    licenseNumber: optionalText('License number', L.licenseNumber),
  },
  bodyObject,
);
export type SaveDaycareRequest = z.infer<typeof saveDaycareRequest>;

export const savedDaycare = z.object({
  id: z.string(),
  placeId: z.string().nullable(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  website: z.string(),
  capacity: z.number().int(),
  licenseNumber: z.string(),
  savedAt: isoTimestamp,
  /** The program's rating now, from parents' reviews (docs/decisions/0025); null without reviews or outside the catalogue. */
  rating: z.number().nullable(),
  reviewCount: z.number().int().min(0),
});
export type SavedDaycare = z.infer<typeof savedDaycare>;

/** Newest first. */
export const savedDaycareList = z.array(savedDaycare);

/** Travel modes a saved route may carry (the maps services' names). */
export const ROUTE_TRAVEL_MODES = ['DRIVING', 'WALKING', 'BICYCLING', 'TRANSIT'] as const;
export type RouteTravelMode = (typeof ROUTE_TRAVEL_MODES)[number];

/** Saving a route needs both addresses, and says so in exactly these words. */
const routeEnd = (label: string) =>
  z
    .string({ error: (issue) => (issue.input == null ? messages.validation.bothAddresses : `${label} must be text`) })
    .trim()
    .min(1, { error: messages.validation.bothAddresses })
    .max(300, { error: `${label} must be at most 300 characters` })
    .refine(isStorableText, unstorableText(label));

/** A stop on the way: an address as typed, or a point on the map. */
export const waypoint = z.union(
  [
    z.string().trim().min(1).max(300).refine(isStorableText),
    z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  ],
  { error: 'Each waypoint must be an address or a point with lat and lng' },
);
export type Waypoint = z.infer<typeof waypoint>;

export const MAX_WAYPOINTS = 25;

/**
 * The parent's day kept with a saved route (docs/decisions/0026), as the route search takes it:
 * departAt or arriveBy, returnAt, and the days (the working days when not given).
 */
export const savedRoutePlan = z
  .object(
    {
      departAt: clockTime('departAt').nullish().transform((value) => value ?? null),
      arriveBy: clockTime('arriveBy').nullish().transform((value) => value ?? null),
      returnAt: clockTime('returnAt').nullish().transform((value) => value ?? null),
      days: z
        .array(z.enum(WEEKDAYS, { error: `days must be days of the week: ${WEEKDAYS.join(', ')}` }), { error: 'days must be a list' })
        .min(1, { error: 'days must name at least one day' })
        .refine((days) => new Set(days).size === days.length, { error: 'days names a day twice' })
        .default([...WORKING_DAYS]),
    },
    { error: 'plan must be an object' },
  )
  .refine((plan) => !(plan.departAt && plan.arriveBy), { error: 'Give departAt or arriveBy, not both', path: ['arriveBy'] });
export type SavedRoutePlan = z.infer<typeof savedRoutePlan>;

export const saveRouteRequest = z.object(
  {
    origin: routeEnd('Origin'),
    destination: routeEnd('Destination'),
    waypoints: z
      .array(waypoint, { error: 'Waypoints must be a list' })
      .max(MAX_WAYPOINTS, { error: `A route can have at most ${MAX_WAYPOINTS} waypoints` })
      .default([]),
    travelMode: z
      .enum(ROUTE_TRAVEL_MODES, { error: `Travel mode must be one of ${ROUTE_TRAVEL_MODES.join(', ')}` })
      .default('DRIVING'),
    daycareCount: optionalCount('Daycare count', 10_000),
    plan: savedRoutePlan.optional(),
  },
  bodyObject,
);
export type SaveRouteRequest = z.infer<typeof saveRouteRequest>;

/** Clients read a saved route as origin/destination or as startAddress/endAddress: it has both. */
export const savedRoute = z.object({
  id: z.string(),
  origin: z.string(),
  destination: z.string(),
  startAddress: z.string(),
  endAddress: z.string(),
  travelMode: z.enum(ROUTE_TRAVEL_MODES),
  daycareCount: z.number().int().nullable(),
  waypoints: z.array(waypoint),
  createdAt: isoTimestamp,
  /** Present when the route was saved with the parent's day. */
  plan: z
    .object({
      departAt: z.string().nullable(),
      arriveBy: z.string().nullable(),
      returnAt: z.string().nullable(),
      days: z.array(z.enum(WEEKDAYS)),
    })
    .optional(),
});
export type SavedRoute = z.infer<typeof savedRoute>;

/** Newest first. */
export const savedRouteList = z.array(savedRoute);

/** The parent whose lists are read: `:userId`. */
export const ownerParams = z.object({ userId: idParam });
/** A saved record's own id (not the catalogue's). */
export const savedRecordParams = z.object({ id: idParam });

const signedIn = { 400: errorResponse, 401: errorResponse };
const ownLists = { ...signedIn, 403: errorResponse };
const removed = z.undefined().describe('Removed');

/**
 * The three routes every saved list has, the same for each kind: save (201, or 409 when the parent
 * saved it already), the owner's list (newest first) and remove (204, or 404 for a record that is
 * not the caller's).
 */
function savedListRoutes<Request extends z.ZodType, Saved extends z.ZodType, List extends z.ZodType>(kind: {
  request: Request;
  saved: Saved;
  list: List;
}) {
  return {
    save: { body: kind.request, response: { 201: kind.saved, ...signedIn, 409: errorResponse } },
    list: { params: ownerParams, response: { 200: kind.list, ...ownLists } },
    remove: { params: savedRecordParams, response: { 204: removed, ...signedIn, 404: errorResponse } },
  };
}

export const savedDaycareRoutes = savedListRoutes({ request: saveDaycareRequest, saved: savedDaycare, list: savedDaycareList });
export const savedRouteRoutes = savedListRoutes({ request: saveRouteRequest, saved: savedRoute, list: savedRouteList });

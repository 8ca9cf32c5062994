import { z } from 'zod';
import { AGE_GROUPS, ALERT_EMAIL_MODES, LISTING_LIMITS } from '#shared/constants.js';
import { messages } from '#shared/messages.js';
import { ageGroupSchema } from './catalogue.js';
import { errorResponse } from './errors.js';
import { bodyObject, idParam, isStorableText, isoTimestamp, unstorableText } from './fields.js';

/**
 * Alerts on a saved route or a place, and the notifications they produce (docs/decisions/0024).
 * Email is 'off' (the bell only), 'instant' (an email per event) or 'daily' (one digest a day).
 */
export type AlertEmailMode = (typeof ALERT_EMAIL_MODES)[number];
export const NOTIFICATION_KINDS = ['openings', 'new-program', 'watched', 'closed'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** A place alert's radius, in miles. */
export const PLACE_RADIUS_MILES = { min: 0.5, max: 25 } as const;

const alertSettings = {
  ageGroups: z
    .array(z.enum(AGE_GROUPS, { error: `ageGroups must hold only ${AGE_GROUPS.join(', ')}` }), { error: `ageGroups must be a list of ${AGE_GROUPS.join(', ')}` })
    .min(1, { error: 'ageGroups must name at least one age group' })
    .max(AGE_GROUPS.length, { error: 'ageGroups must name each age group once' })
    .refine((groups) => new Set(groups).size === groups.length, { error: 'ageGroups must name each age group once' }),
  maxMonthlyTuition: z
    .number({ error: 'maxMonthlyTuition must be a number' })
    .int({ error: 'maxMonthlyTuition must be whole dollars' })
    .min(1, { error: 'maxMonthlyTuition must be at least 1' })
    .max(LISTING_LIMITS.tuitionMaxDollars, { error: `maxMonthlyTuition must be at most ${LISTING_LIMITS.tuitionMaxDollars}` })
    .nullish(),
  openUntil: z
    .string({ error: 'openUntil must be a time as HH:MM (24-hour)' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'openUntil must be a time as HH:MM (24-hour)' })
    .nullish(),
  email: z.enum(ALERT_EMAIL_MODES, { error: `email must be one of ${ALERT_EMAIL_MODES.join(', ')}` }),
};

export const alertPlace = z.object(
  {
    label: z
      .string({ error: 'place.label must be text' })
      .trim()
      .min(1, { error: 'place.label is required' })
      .max(200, { error: 'place.label must be at most 200 characters' })
      .refine(isStorableText, unstorableText('place.label')),
    lat: z.number({ error: 'place.lat must be a number' }).min(-90, { error: 'place.lat must be a latitude' }).max(90, { error: 'place.lat must be a latitude' }),
    lng: z.number({ error: 'place.lng must be a number' }).min(-180, { error: 'place.lng must be a longitude' }).max(180, { error: 'place.lng must be a longitude' }),
    radiusMiles: z
      .number({ error: 'place.radiusMiles must be a number' })
      .min(PLACE_RADIUS_MILES.min, { error: `place.radiusMiles must be at least ${PLACE_RADIUS_MILES.min}` })
      .max(PLACE_RADIUS_MILES.max, { error: `place.radiusMiles must be at most ${PLACE_RADIUS_MILES.max}` }),
  },
  { error: 'place must be an object with label, lat, lng and radiusMiles' },
);

/** A new alert watches a saved route (savedRouteId) or a place, never both. */
export const createAlertRequest = z
  .object({ savedRouteId: idParam.optional(), place: alertPlace.optional(), ...alertSettings }, bodyObject)
  .refine((body) => (body.savedRouteId === undefined) !== (body.place === undefined), {
    error: 'savedRouteId or place is required, not both',
    path: ['savedRouteId'],
  });
export type CreateAlertRequest = z.infer<typeof createAlertRequest>;

/** Changing an alert changes what it watches for and how it tells; the route or place stays. */
export const updateAlertRequest = z.object(alertSettings, bodyObject);
export type UpdateAlertRequest = z.infer<typeof updateAlertRequest>;

export const alert = z.object({
  id: z.string(),
  savedRouteId: z.string().nullable(),
  place: z.object({ label: z.string(), lat: z.number(), lng: z.number(), radiusMiles: z.number() }).nullable(),
  /** "Origin → Destination" for a route, the place's label for a place. */
  label: z.string(),
  ageGroups: z.array(ageGroupSchema),
  maxMonthlyTuition: z.number().int().nullable(),
  openUntil: z.string().nullable(),
  email: z.enum(ALERT_EMAIL_MODES),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type Alert = z.infer<typeof alert>;
export const alertList = z.array(alert);

export const notification = z.object({
  id: z.string(),
  alertId: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  programId: z.string(),
  programName: z.string(),
  /** The age groups with fresh openings (openings), or that the program serves (new-program). */
  ageGroups: z.array(ageGroupSchema),
  /** The alert's route or place, in words. */
  alertLabel: z.string(),
  /** The route search this alert watches, as a path of the web app; null for a place. */
  resultsPath: z.string().nullable(),
  createdAt: isoTimestamp,
  readAt: isoTimestamp.nullable(),
});
export type Notification = z.infer<typeof notification>;

export const notificationList = z.object({ unreadCount: z.number().int(), notifications: z.array(notification) });
export type NotificationList = z.infer<typeof notificationList>;

/** Mark these as read, or all of them. */
export const markReadRequest = z
  .object(
    {
      ids: z.array(idParam, { error: 'ids must be a list of notification ids' }).max(200, { error: 'ids must hold at most 200 ids' }).optional(),
      all: z.literal(true, { error: 'all must be true' }).optional(),
    },
    bodyObject,
  )
  .refine((body) => (body.ids === undefined) !== (body.all === undefined), { error: 'ids or all is required', path: ['ids'] });
export type MarkReadRequest = z.infer<typeof markReadRequest>;

export const unsubscribeToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{44,107}$/, { error: messages.alerts.badUnsubscribeLink });

export const unsubscribeInfo = z.object({
  label: z.string(),
  email: z.enum(ALERT_EMAIL_MODES),
});
export type UnsubscribeInfo = z.infer<typeof unsubscribeInfo>;

const ownerParams = z.object({ userId: idParam });
const alertParams = z.object({ userId: idParam, alertId: idParam });
const signedIn = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

export const listAlertsRoute = { params: ownerParams, response: { 200: alertList, ...signedIn } };
export const createAlertRoute = {
  params: ownerParams,
  body: createAlertRequest,
  response: { 201: alert, ...signedIn, 404: errorResponse, 409: errorResponse, 422: errorResponse, 429: errorResponse, 502: errorResponse, 503: errorResponse },
};
export const updateAlertRoute = { params: alertParams, body: updateAlertRequest, response: { 200: alert, ...signedIn, 404: errorResponse } };
export const deleteAlertRoute = {
  params: alertParams,
  response: { 204: z.undefined().describe('Removed'), ...signedIn, 404: errorResponse },
};
export const listNotificationsRoute = { params: ownerParams, response: { 200: notificationList, ...signedIn } };
export const markReadRoute = {
  params: ownerParams,
  body: markReadRequest,
  response: { 200: z.object({ unreadCount: z.number().int() }), ...signedIn },
};
const tokenParams = z.object({ token: unsubscribeToken });
export const describeUnsubscribeRoute = { params: tokenParams, response: { 200: unsubscribeInfo, 400: errorResponse, 404: errorResponse } };
export const unsubscribeRoute = { params: tokenParams, response: { 200: unsubscribeInfo, 400: errorResponse, 404: errorResponse } };

import { randomUUID } from 'node:crypto';
import type { RouteTravelMode, SaveRouteRequest, SavedRoute, Waypoint } from '#shared/schemas/saved.js';
import type { Weekday } from '#shared/schemas/search.js';
import type { SavedRouteRow } from '#server/db/schema.js';
import { savedListService } from './saved-list.service.js';

/** The one place a stored route becomes an API object, its ends under both names clients read. */
export function toSavedRoute(row: SavedRouteRow): SavedRoute {
  return {
    id: row.id,
    origin: row.origin,
    destination: row.destination,
    startAddress: row.origin,
    endAddress: row.destination,
    // Written only from the validated request, so the stored text is always one of the modes.
    travelMode: row.travelMode as RouteTravelMode,
    daycareCount: row.daycareCount,
    waypoints: JSON.parse(row.waypoints) as Waypoint[],
    createdAt: row.createdAt,
    // Days are stored with every plan, so a route without them was saved without one.
    ...(row.days === null
      ? {}
      : { plan: { departAt: row.departAt, arriveBy: row.arriveBy, returnAt: row.returnAt, days: row.days.split(',') as Weekday[] } }),
  };
}

/** A parent's saved commutes; the same start, end and travel mode saved twice is refused. */
export const savedRoutes = savedListService({
  table: 'savedRoutes',
  newRow: (_db, userId, input: SaveRouteRequest) => ({
    id: randomUUID(),
    userId,
    origin: input.origin,
    destination: input.destination,
    waypoints: JSON.stringify(input.waypoints),
    travelMode: input.travelMode,
    daycareCount: input.daycareCount ?? null,
    createdAt: new Date().toISOString(),
    departAt: input.plan?.departAt ?? null,
    arriveBy: input.plan?.arriveBy ?? null,
    returnAt: input.plan?.returnAt ?? null,
    days: input.plan ? input.plan.days.join(',') : null,
  }),
  toApi: toSavedRoute,
});

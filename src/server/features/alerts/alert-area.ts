import polyline from '@mapbox/polyline';
import { SEARCH_LIMITS } from '#shared/constants.js';
import { messages } from '#shared/messages.js';
import type { CreateAlertRequest } from '#shared/schemas/alerts.js';
import type { Db } from '#server/db/database.js';
import { corridorCells, simplifyLine } from '#server/geo/corridor-cells.js';
import type { Geocoder, Router } from '#server/geo/types.js';
import { mapServiceFailed, noSuchPlace, notFound } from '#server/http-error.js';
import { findOwnSavedRoute, METERS_PER_MILE, type AlertArea } from './alerts.repository.js';

/** Kept points stay within this of the router's line: small beside the 1 km corridor, and each cell row stays short. */
const SIMPLIFY_METERS = 10;

export interface AlertGeo {
  geocoder: Geocoder;
  router: Router;
}

/**
 * What a new alert watches: a saved route's line drawn once, now, by the configured router (as
 * the route search draws it, with its default corridor), or a place and its radius. Kept with the
 * alert, so matching an event never calls a map service.
 */
export async function alertArea(db: Db, geo: AlertGeo, userId: string, request: CreateAlertRequest): Promise<AlertArea> {
  if (request.place) {
    const { label, lat, lng, radiusMiles } = request.place;
    const meters = radiusMiles * METERS_PER_MILE;
    return { savedRouteId: null, label, place: { lat, lng }, corridorMeters: meters, polyline: '', cells: corridorCells([{ lat, lng }], meters) };
  }
  const route = await findOwnSavedRoute(db, userId, request.savedRouteId ?? '');
  if (!route) throw notFound(messages.alerts.routeNotFound);
  const [start, end] = await Promise.all([locate(geo, route.origin, 'start'), locate(geo, route.destination, 'end')]);
  let points;
  try {
    const drawn = await geo.router.route(start, end, route.travelMode === 'WALKING' ? 'WALKING' : 'DRIVING');
    points = simplifyLine(drawn.points, SIMPLIFY_METERS);
  } catch {
    throw mapServiceFailed(messages.alerts.routeFailed, 'ROUTE_FAILED');
  }
  const corridor = SEARCH_LIMITS.corridorDefault;
  return {
    savedRouteId: route.id,
    label: messages.alerts.routeLabel(route.origin, route.destination),
    place: null,
    corridorMeters: corridor,
    polyline: polyline.encode(points.map(({ lat, lng }) => [lat, lng]), 5),
    cells: corridorCells(points, corridor),
  };
}

async function locate(geo: AlertGeo, text: string, end: 'start' | 'end') {
  let found;
  try {
    found = await geo.geocoder.geocode(text);
  } catch {
    throw mapServiceFailed(messages.alerts.routeFailed, 'GEOCODE_FAILED');
  }
  if (!found) throw noSuchPlace(messages.alerts.placeNotFound(end));
  return found;
}

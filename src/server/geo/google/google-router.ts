import polyline from '@mapbox/polyline';
import { z } from 'zod';
import { endpoint, type JsonRequest } from '../http/fetch-json.js';
import { matrixInBatches } from '../matrix-batches.js';
import type { DurationMatrix, GeoPoint, RouteResult, Router, TravelMode } from '../types.js';
import { GOOGLE_TRAVEL_MODES, googleDuration as duration, googlePost, type GoogleApiAccess } from './google-cloud-api.js';

// Routes API v2 (developers.google.com/maps/documentation/routes/reference/rest/v2/TopLevel/computeRoutes).
// No route between the points is an empty object; fields at their default (0) are left out.
const routesAnswer = z.object({
  routes: z
    .array(
      z.object({
        distanceMeters: z.number().default(0),
        duration: duration.default(0),
        polyline: z.object({ encodedPolyline: z.string() }),
      }),
    )
    .default([]),
});
const ROUTE_FIELDS = 'routes.duration,routes.distanceMeters,routes.polyline.encodedPolyline';

// computeRouteMatrix answers a JSON array of elements; status {} is OK, indexes at 0 are left out.
const matrixAnswer = z.array(
  z.object({
    originIndex: z.number().int().default(0),
    destinationIndex: z.number().int().default(0),
    status: z.object({ code: z.number().optional() }).optional(),
    condition: z.string().optional(),
    duration: duration.optional(),
  }),
);
// status is in the mask because without it every element reads as OK.
const MATRIX_FIELDS = 'originIndex,destinationIndex,status,condition,duration';
/** computeRouteMatrix allows 625 elements a request; 2 x (2 + 100) and 100 x 2 stay well inside. */
const VIAS_PER_MATRIX = 100;

export interface GoogleRouterOptions extends GoogleApiAccess {
  /** The API's base (GOOGLE_ROUTES_URL). */
  routesUrl: string;
}

/** Google Routes API: computeRoutes for the route, computeRouteMatrix for the day's legs. */
export class GoogleRouter implements Router {
  constructor(private readonly options: GoogleRouterOptions) {}

  async route(start: GeoPoint, end: GeoPoint, mode: TravelMode): Promise<RouteResult> {
    const answer = await this.options.http.request(
      this.post('/directions/v2:computeRoutes', ROUTE_FIELDS, {
        origin: waypoint(start),
        destination: waypoint(end),
        ...travel(mode),
        // The corridor is measured against this line, so it should follow the road closely.
        polylineQuality: 'HIGH_QUALITY',
      }),
      routesAnswer,
    );
    const route = answer.routes[0];
    if (!route) throw this.options.http.error('zero-results', 'NO_ROUTE');
    return {
      points: polyline.decode(route.polyline.encodedPolyline).map(([lat, lng]) => ({ lat, lng })),
      distanceMeters: route.distanceMeters,
      durationSeconds: Math.round(route.duration),
      provider: 'google',
      approximate: false,
    };
  }

  /**
   * Two matrices per batch, so only the needed pairs are billed: [start, end] -> [start, end,
   * vias] for the way out, and vias -> [start, end] for the way back. A pair without a route is null.
   */
  matrix(start: GeoPoint, end: GeoPoint, vias: GeoPoint[], mode: TravelMode): Promise<DurationMatrix> {
    return matrixInBatches('google', vias, VIAS_PER_MATRIX, async (batch) => {
      const [outbound, inbound] = await Promise.all([
        this.routeMatrix([start, end], [start, end, ...batch], mode),
        batch.length > 0 ? this.routeMatrix(batch, [start, end], mode) : new Map<string, number>(),
      ]);
      const seconds = (answer: Map<string, number>, origin: number, destination: number) => answer.get(key(origin, destination)) ?? null;
      return {
        startToEnd: seconds(outbound, 0, 1),
        endToStart: seconds(outbound, 1, 0),
        vias: batch.map((_, index) => ({
          fromStart: seconds(outbound, 0, index + 2),
          fromEnd: seconds(outbound, 1, index + 2),
          toStart: seconds(inbound, index, 0),
          toEnd: seconds(inbound, index, 1),
        })),
      };
    });
  }

  /** Seconds by "origin:destination", for the pairs that have a route. */
  private async routeMatrix(origins: GeoPoint[], destinations: GeoPoint[], mode: TravelMode): Promise<Map<string, number>> {
    const elements = await this.options.http.request(
      this.post('/distanceMatrix/v2:computeRouteMatrix', MATRIX_FIELDS, {
        origins: origins.map((point) => ({ waypoint: waypoint(point) })),
        destinations: destinations.map((point) => ({ waypoint: waypoint(point) })),
        ...travel(mode),
      }),
      matrixAnswer,
    );
    const seconds = new Map<string, number>();
    for (const element of elements) {
      if (!element.status?.code && element.condition === 'ROUTE_EXISTS' && element.duration !== undefined) {
        seconds.set(key(element.originIndex, element.destinationIndex), element.duration);
      }
    }
    return seconds;
  }

  private post(path: string, fieldMask: string, body: unknown): JsonRequest {
    return googlePost(this.options, endpoint(this.options.routesUrl, path), fieldMask, body);
  }
}

function waypoint(point: GeoPoint) {
  return { location: { latLng: { latitude: point.lat, longitude: point.lng } } };
}

/** Traffic-unaware for driving: cheaper, and stable enough to cache; walking takes no preference. */
function travel(mode: TravelMode) {
  return mode === 'DRIVING'
    ? { travelMode: GOOGLE_TRAVEL_MODES[mode], routingPreference: 'TRAFFIC_UNAWARE' }
    : { travelMode: GOOGLE_TRAVEL_MODES[mode] };
}

function key(origin: number, destination: number): string {
  return `${origin}:${destination}`;
}

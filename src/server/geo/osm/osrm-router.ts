import { z } from 'zod';
import { endpoint, type JsonHttpClient } from '../http/fetch-json.js';
import { matrixInBatches } from '../matrix-batches.js';
import type { DurationMatrix, GeoError, GeoFailure, GeoPoint, RouteResult, Router, TravelMode } from '../types.js';

// OSRM HTTP API v5 (docs/http.md): every answer has a code; errors come with HTTP 400.
const osrmStatus = z.object({ code: z.string(), message: z.string().optional() });
const routeAnswer = osrmStatus.extend({
  routes: z
    .array(
      z.object({
        distance: z.number(),
        duration: z.number(),
        geometry: z.object({ type: z.literal('LineString'), coordinates: z.array(z.array(z.number()).min(2)) }),
      }),
    )
    .optional(),
});
const tableAnswer = osrmStatus.extend({
  durations: z.array(z.array(z.number().nullable())).optional(),
});

const PROFILES: Record<TravelMode, string> = { DRIVING: 'driving', WALKING: 'foot' };
/** Vias per table request: with start and end it stays under OSRM's default max-table-size of 100 locations. */
const VIAS_PER_TABLE = 50;

const FAILURE_OF_CODE: Record<string, GeoFailure> = {
  NoRoute: 'zero-results',
  NoSegment: 'zero-results',
  NoTable: 'zero-results',
  InvalidUrl: 'invalid',
  InvalidService: 'invalid',
  InvalidVersion: 'invalid',
  InvalidOptions: 'invalid',
  InvalidQuery: 'invalid',
  InvalidValue: 'invalid',
  TooBig: 'invalid',
};

export interface OsrmRouterOptions {
  baseUrl: string;
  http: JsonHttpClient;
}

/** OSRM road routes (the demo server, or self-hosted with a foot profile for walking). */
export class OsrmRouter implements Router {
  constructor(private readonly options: OsrmRouterOptions) {}

  async route(start: GeoPoint, end: GeoPoint, mode: TravelMode): Promise<RouteResult> {
    const url = endpoint(this.options.baseUrl, `/route/v1/${PROFILES[mode]}/${coordinates([start, end])}`, {
      overview: 'full',
      geometries: 'geojson',
    });
    const answer = this.checked(await this.options.http.request({ url, readError: this.readError }, routeAnswer));
    const route = answer.routes?.[0];
    if (!route) throw this.options.http.error('zero-results', 'NoRoute');
    return {
      points: route.geometry.coordinates.map(([lng = 0, lat = 0]) => ({ lat, lng })),
      distanceMeters: Math.round(route.distance),
      durationSeconds: Math.round(route.duration),
      provider: 'osm',
      approximate: false,
    };
  }

  /**
   * One table request per batch of vias, every point to every other: [start, end, ...vias] as
   * both sources and destinations, so row 0 and 1 hold the ends' way out to each via and
   * columns 0 and 1 the way back.
   */
  matrix(start: GeoPoint, end: GeoPoint, vias: GeoPoint[], mode: TravelMode): Promise<DurationMatrix> {
    return matrixInBatches('osm', vias, VIAS_PER_TABLE, async (batch) => {
      const url = endpoint(this.options.baseUrl, `/table/v1/${PROFILES[mode]}/${coordinates([start, end, ...batch])}`, {
        annotations: 'duration',
      });
      const { durations } = this.checked(await this.options.http.request({ url, readError: this.readError }, tableAnswer));
      const seconds = (row: number, column: number) => durations?.[row]?.[column] ?? null;
      return {
        startToEnd: seconds(0, 1),
        endToStart: seconds(1, 0),
        vias: batch.map((_, index) => {
          const k = index + 2;
          return { fromStart: seconds(0, k), toEnd: seconds(k, 1), fromEnd: seconds(1, k), toStart: seconds(k, 0) };
        }),
      };
    });
  }

  private readonly readError = (httpStatus: number, body: unknown): GeoError | null => {
    const parsed = osrmStatus.safeParse(body);
    return parsed.success && httpStatus === 400 ? this.codeError(parsed.data.code) : null;
  };

  private checked<T extends z.infer<typeof osrmStatus>>(answer: T): T {
    if (answer.code !== 'Ok') throw this.codeError(answer.code);
    return answer;
  }

  private codeError(code: string): GeoError {
    return this.options.http.error(FAILURE_OF_CODE[code] ?? 'invalid', code);
  }
}

/** "lng,lat;lng,lat" with 6 decimals (about 10 cm). */
function coordinates(points: GeoPoint[]): string {
  return points.map((point) => `${point.lng.toFixed(6)},${point.lat.toFixed(6)}`).join(';');
}

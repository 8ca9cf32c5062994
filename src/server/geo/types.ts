import type { LocationPrecision } from '#shared/schemas/catalogue.js';

export type ProviderName = 'offline' | 'osm' | 'google';
export type TravelMode = 'DRIVING' | 'WALKING';

export interface GeoPoint {
  lat: number;
  lng: number;
}

export interface GeocodeResult extends GeoPoint {
  formattedAddress: string;
  precision: LocationPrecision;
  provider: ProviderName;
  /** True when the point stands for an area (a ZIP or a city), not the address itself. */
  approximate: boolean;
  /**
   * What was typed but not found, when only part of the text was ("Blorfle Plaza" of "Blorfle Plaza
   * Cambridge"): formattedAddress then names only what was found. Absent when all of it was.
   */
  unrecognised?: string;
}

export interface Suggestion extends GeoPoint {
  description: string;
}

export interface ReverseResult {
  address: string;
  provider: ProviderName;
}

export interface RouteResult {
  /** The route line, start to end, dense enough to measure distances to (<= ~100 m apart offline). */
  points: GeoPoint[];
  distanceMeters: number;
  durationSeconds: number;
  provider: ProviderName;
  /** True for a straight line estimated offline rather than a road route. */
  approximate: boolean;
}

export interface Geocoder {
  /** The best match in the US, or null when there is none. */
  geocode(text: string): Promise<GeocodeResult | null>;
  /** Up to `limit` US suggestions for a partly typed place. */
  autocomplete(text: string, limit: number): Promise<Suggestion[]>;
  reverse(point: GeoPoint): Promise<ReverseResult | null>;
}

/** Seconds between one via and the two ends of the route, each null where there is no route. */
export interface ViaDurations {
  fromStart: number | null;
  toEnd: number | null;
  fromEnd: number | null;
  toStart: number | null;
}

/**
 * The durations a day through the vias needs (docs/decisions/0026): the morning leg is
 * start -> via -> end, the evening leg end -> via -> start, each against the direct trip.
 */
export interface DurationMatrix {
  /** Who measured them: 'offline' is the speed model's estimate (also when a road router fell back to it). */
  provider: ProviderName;
  startToEnd: number | null;
  endToStart: number | null;
  /** One per via, in the order asked. */
  vias: ViaDurations[];
}

export interface Router {
  route(start: GeoPoint, end: GeoPoint, mode: TravelMode): Promise<RouteResult>;
  /** Start, end and every via to and from each other end: one matrix per search page. */
  matrix(start: GeoPoint, end: GeoPoint, vias: GeoPoint[], mode: TravelMode): Promise<DurationMatrix>;
}

/** A childcare place a map service knows; the offline counterpart is the catalogue itself. */
export interface PlaceResult extends GeoPoint {
  /** Scoped by provider: "osm:node/123", "google:ChIJ...". */
  id: string;
  name: string;
  address: string | null;
  phone: string | null;
  website: string | null;
  provider: ProviderName;
  /** Along a route: extra seconds of start -> place -> end over the route, when the provider tells. */
  detourSeconds: number | null;
}

export interface Places {
  /** Childcare places within radiusMeters of a point, at most limit. */
  nearby(center: GeoPoint, radiusMeters: number, limit: number): Promise<PlaceResult[]>;
  /** Childcare places near a route already drawn, at most limit; the caller measures each one's distance to it. */
  alongRoute(route: RouteResult, corridorMeters: number, mode: TravelMode, limit: number): Promise<PlaceResult[]>;
}

/** Why a map service failed, in the terms the API answers with. */
export type GeoFailure =
  | 'zero-results' // nothing matched: 422
  | 'over-limit' // quota or 429: 503
  | 'denied' // key refused: 503
  | 'unavailable' // network error, timeout, 5xx: fall back to offline, else 502
  | 'invalid'; // the service refused the request as malformed: 502

export class GeoError extends Error {
  constructor(
    readonly failure: GeoFailure,
    /** The provider's own status, e.g. OVER_QUERY_LIMIT or HTTP 503, for logs and route errors. */
    readonly status: string,
    readonly provider: ProviderName,
    /** What went wrong underneath (a network error, a schema mismatch), for the logs. */
    cause?: unknown,
  ) {
    super(`${provider}: ${failure} (${status})`, cause === undefined ? undefined : { cause });
    this.name = 'GeoError';
  }
}

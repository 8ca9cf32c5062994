import { haversineMeters } from '../geometry.js';
import type { DurationMatrix, GeoPoint, RouteResult, Router, TravelMode } from '../types.js';

/**
 * Speeds of the offline estimate, in km/h, as the UI states them: 40 km/h is door-to-door
 * driving in town (lights, turns, parking) measured along a straight line, 4.8 km/h a parent's
 * walk with a child.
 */
export const OFFLINE_SPEED_KMH: Readonly<Record<TravelMode, number>> = { DRIVING: 40, WALKING: 4.8 };

/** Offline routes carry a point at least every this many metres, so distances to them hold. */
export const OFFLINE_POINT_SPACING_METERS = 100;

export function offlineDurationSeconds(meters: number, mode: TravelMode): number {
  return Math.round(meters / ((OFFLINE_SPEED_KMH[mode] * 1000) / 3600));
}

/**
 * Straight lines between the two points, at the stated speeds, marked approximate. Durations to and
 * from vias are straight lines at the same speed, so detours agree with the route they are
 * measured against.
 */
export class OfflineRouter implements Router {
  async route(start: GeoPoint, end: GeoPoint, mode: TravelMode): Promise<RouteResult> {
    const distanceMeters = Math.round(haversineMeters(start, end));
    return {
      points: interpolate(start, end, distanceMeters),
      distanceMeters,
      durationSeconds: offlineDurationSeconds(distanceMeters, mode),
      provider: 'offline',
      approximate: true,
    };
  }

  /** Straight lines are the same both ways, so each pair is measured once. */
  async matrix(start: GeoPoint, end: GeoPoint, vias: GeoPoint[], mode: TravelMode): Promise<DurationMatrix> {
    const seconds = (from: GeoPoint, to: GeoPoint) => offlineDurationSeconds(haversineMeters(from, to), mode);
    const direct = seconds(start, end);
    return {
      provider: 'offline',
      startToEnd: direct,
      endToStart: direct,
      vias: vias.map((via) => {
        const fromStart = seconds(start, via);
        const toEnd = seconds(via, end);
        return { fromStart, toEnd, fromEnd: toEnd, toStart: fromStart };
      }),
    };
  }
}

/**
 * Evenly spaced points from start to end. Linear in latitude and longitude, which over a
 * commute (tens of kilometres) strays from the great circle by far less than the spacing.
 */
function interpolate(start: GeoPoint, end: GeoPoint, meters: number): GeoPoint[] {
  const steps = Math.max(1, Math.ceil(meters / OFFLINE_POINT_SPACING_METERS));
  const points: GeoPoint[] = [];
  for (let step = 0; step <= steps; step += 1) {
    const t = step / steps;
    points.push({ lat: start.lat + (end.lat - start.lat) * t, lng: start.lng + (end.lng - start.lng) * t });
  }
  return points;
}

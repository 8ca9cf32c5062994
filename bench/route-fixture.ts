import { haversineMeters } from '#server/geo/geometry.js';
import type { GeoPoint } from '#server/geo/types.js';

/**
 * A winding 40 km drive into Boston with about 1,000 points (one every ~40 m), shaped like a
 * road route: a gentle S-curve with small wiggles, the way a routing service returns a line.
 */
export function windingRoute(pointCount = 1000): GeoPoint[] {
  const start = { lat: 42.2529, lng: -71.5 }; // west of Framingham
  const end = { lat: 42.3601, lng: -71.0589 }; // downtown Boston
  const points: GeoPoint[] = [];
  for (let i = 0; i < pointCount; i += 1) {
    const t = i / (pointCount - 1);
    const bend = Math.sin(t * Math.PI * 2) * 0.03 + Math.sin(t * Math.PI * 37) * 0.002;
    points.push({ lat: start.lat + (end.lat - start.lat) * t + bend, lng: start.lng + (end.lng - start.lng) * t });
  }
  return points;
}

export function routeLength(points: GeoPoint[]): number {
  let meters = 0;
  for (let i = 1; i < points.length; i += 1) meters += haversineMeters(points[i - 1] as GeoPoint, points[i] as GeoPoint);
  return meters;
}

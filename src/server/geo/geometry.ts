import type { GeoPoint } from './types.js';

export const EARTH_RADIUS_METERS = 6_371_008.8;
const RAD = Math.PI / 180;
/** Metres per degree of latitude (and of longitude at the equator) on the mean sphere. */
export const METERS_PER_DEGREE = EARTH_RADIUS_METERS * RAD;

export function haversineMeters(a: GeoPoint, b: GeoPoint): number {
  const dLat = (b.lat - a.lat) * RAD;
  const dLng = (b.lng - a.lng) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Degrees of latitude and longitude that span at least `meters` anywhere between the given latitudes. */
export function degreeSpan(meters: number, minLat: number, maxLat: number): { dLat: number; dLng: number } {
  const widestLat = Math.min(89.9, Math.max(Math.abs(minLat), Math.abs(maxLat)) + meters / METERS_PER_DEGREE);
  return { dLat: meters / METERS_PER_DEGREE, dLng: meters / (METERS_PER_DEGREE * Math.cos(widestLat * RAD)) };
}

/** The cosine that turns degrees of longitude into the same units as latitude around a segment. */
export function cosineOfMeanLatitude(a: GeoPoint, b: GeoPoint): number {
  return Math.cos(((a.lat + b.lat) / 2) * RAD);
}

import { degreeSpan, METERS_PER_DEGREE } from './geometry.js';
import type { GeoPoint } from './types.js';

/**
 * A corridor cut along a fixed grid, so that "which corridors pass here?" is one equality lookup on
 * a cell number rather than a range query over bounding boxes (a B-tree ranges over one column
 * only: docs/decisions/0024). Each cell keeps the route segments whose corridor reaches into it,
 * so the exact test reads a few segments rather than the whole route.
 */
export const CELL_DEGREES = 0.05;

/** A cell's number: its row and column on the grid, as one integer on both engines. */
export function cellOf(point: GeoPoint): number {
  return cellKey(Math.floor(point.lat / CELL_DEGREES), Math.floor(point.lng / CELL_DEGREES));
}

function cellKey(row: number, column: number): number {
  return (row + 2000) * 10_000 + (column + 4000);
}

export interface CorridorCell {
  cell: number;
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
  /** [lat1, lng1, lat2, lng2] per segment, flat; a place is one segment from a point to itself. */
  segments: number[];
}

// Five decimals: about a metre, well inside the corridor, and shorter rows.
const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/** The cells a corridor of `meters` either side of the line touches, each with its segments and box (clipped to the cell). */
export function corridorCells(line: GeoPoint[], meters: number): CorridorCell[] {
  const points = line.length === 1 ? [line[0] as GeoPoint, line[0] as GeoPoint] : line;
  const cells = new Map<number, CorridorCell>();
  for (let s = 0; s + 1 < points.length; s += 1) {
    const a = points[s] as GeoPoint;
    const b = points[s + 1] as GeoPoint;
    const minLat = Math.min(a.lat, b.lat);
    const maxLat = Math.max(a.lat, b.lat);
    const { dLat, dLng } = degreeSpan(meters, minLat, maxLat);
    const box = { minLat: minLat - dLat, maxLat: maxLat + dLat, minLng: Math.min(a.lng, b.lng) - dLng, maxLng: Math.max(a.lng, b.lng) + dLng };
    for (let row = Math.floor(box.minLat / CELL_DEGREES); row <= Math.floor(box.maxLat / CELL_DEGREES); row += 1) {
      for (let column = Math.floor(box.minLng / CELL_DEGREES); column <= Math.floor(box.maxLng / CELL_DEGREES); column += 1) {
        const key = cellKey(row, column);
        const clipped = {
          minLat: Math.max(box.minLat, row * CELL_DEGREES),
          maxLat: Math.min(box.maxLat, (row + 1) * CELL_DEGREES),
          minLng: Math.max(box.minLng, column * CELL_DEGREES),
          maxLng: Math.min(box.maxLng, (column + 1) * CELL_DEGREES),
        };
        const found = cells.get(key);
        const segment = [round5(a.lat), round5(a.lng), round5(b.lat), round5(b.lng)];
        if (!found) {
          cells.set(key, { cell: key, ...clipped, segments: segment });
          continue;
        }
        found.minLat = Math.min(found.minLat, clipped.minLat);
        found.maxLat = Math.max(found.maxLat, clipped.maxLat);
        found.minLng = Math.min(found.minLng, clipped.minLng);
        found.maxLng = Math.max(found.maxLng, clipped.maxLng);
        found.segments.push(...segment);
      }
    }
  }
  return [...cells.values()];
}

/**
 * Metres from a point to the nearest of the segments (flat, as corridorCells keeps them), measured
 * as the catalogue's corridor search measures: point to segment in a local frame where longitude
 * is scaled by the cosine of the latitude.
 */
export function distanceToSegments(point: GeoPoint, segments: readonly number[]): number {
  let best = Infinity;
  const cos = Math.cos((point.lat * Math.PI) / 180);
  for (let i = 0; i + 3 < segments.length; i += 4) {
    const ay = segments[i] as number;
    const ax = (segments[i + 1] as number) * cos;
    const vy = (segments[i + 2] as number) - ay;
    const vx = (segments[i + 3] as number) * cos - ax;
    const wy = point.lat - ay;
    const wx = point.lng * cos - ax;
    const lengthSquared = vx * vx + vy * vy;
    const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, (wx * vx + wy * vy) / lengthSquared));
    const dx = wx - t * vx;
    const dy = wy - t * vy;
    const squared = dx * dx + dy * dy;
    if (squared < best) best = squared;
  }
  return Math.sqrt(best) * METERS_PER_DEGREE;
}

/**
 * The line with the points that change its course by less than `toleranceMeters` left out
 * (Douglas-Peucker): a router's line has a point every few dozen metres, and an alert keeps only
 * what a 1 km corridor needs. Every dropped point lies within the tolerance of the kept line.
 */
export function simplifyLine(points: GeoPoint[], toleranceMeters: number): GeoPoint[] {
  if (points.length <= 2) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop() as [number, number];
    const a = points[first] as GeoPoint;
    const b = points[last] as GeoPoint;
    const segment = [a.lat, a.lng, b.lat, b.lng];
    let farthest = -1;
    let distance = toleranceMeters;
    for (let i = first + 1; i < last; i += 1) {
      const d = distanceToSegments(points[i] as GeoPoint, segment);
      if (d > distance) {
        distance = d;
        farthest = i;
      }
    }
    if (farthest < 0) continue;
    keep[farthest] = 1;
    stack.push([first, farthest], [farthest, last]);
  }
  return points.filter((_point, i) => keep[i] === 1);
}

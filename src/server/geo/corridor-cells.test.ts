import { describe, expect, it } from 'vitest';
import { CELL_DEGREES, cellOf, corridorCells, distanceToSegments, simplifyLine } from './corridor-cells.js';
import { haversineMeters, METERS_PER_DEGREE } from './geometry.js';
import type { GeoPoint } from './types.js';

const line: GeoPoint[] = Array.from({ length: 201 }, (_, i) => ({ lat: 42.25 + i * 0.0005, lng: -71.1 + Math.sin(i / 20) * 0.01 }));

describe('corridor cells', () => {
  it('finds every point within the corridor in its own cell, and measures like haversine nearby', () => {
    const cells = new Map(corridorCells(line, 1000).map((cell) => [cell.cell, cell]));
    for (let k = 0; k < 500; k += 1) {
      const base = line[(k * 7) % line.length] as GeoPoint;
      const point = { lat: base.lat + (((k * 37) % 200) - 100) * 0.0001, lng: base.lng + (((k * 53) % 200) - 100) * 0.0001 };
      const exact = Math.min(...line.map((p) => haversineMeters(p, point)));
      const cell = cells.get(cellOf(point));
      const measured = cell ? distanceToSegments(point, cell.segments) : Infinity;
      if (exact < 950) {
        expect(cell, `point ${k} at ${exact} m`).toBeDefined();
        expect(cell!.minLat <= point.lat && point.lat <= cell!.maxLat && cell!.minLng <= point.lng && point.lng <= cell!.maxLng).toBe(true);
      }
      // The segments lie between the vertices, so the distance to them is at most the distance to the nearest vertex.
      if (cell) expect(measured).toBeLessThanOrEqual(exact + 1);
    }
  });

  it('keeps a place as one cell set around a point, within its radius', () => {
    const center = { lat: 42.1, lng: -72.6 };
    const cells = corridorCells([center], 1609);
    const inside = { lat: center.lat + 1500 / METERS_PER_DEGREE, lng: center.lng };
    const cell = cells.find((each) => each.cell === cellOf(inside));
    expect(distanceToSegments(inside, cell!.segments)).toBeCloseTo(1500, -1);
    expect(cells.length).toBeLessThanOrEqual(4);
    expect(CELL_DEGREES).toBe(0.05);
  });

  it('simplifies a dense line within its tolerance', () => {
    const simple = simplifyLine(line, 10);
    expect(simple.length).toBeLessThan(line.length / 2);
    const flat = simple.slice(1).flatMap((point, i) => [simple[i]!.lat, simple[i]!.lng, point.lat, point.lng]);
    for (const point of line) expect(distanceToSegments(point, flat)).toBeLessThanOrEqual(10.01);
  });
});

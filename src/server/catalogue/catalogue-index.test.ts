import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GeoPoint } from '#server/geo/types.js';
import { makeProgram } from '#server/test/program-factory.js';
import { CatalogueIndex } from './catalogue-index.js';
import { METERS_PER_DEGREE, cosineOfMeanLatitude, haversineMeters } from '#server/geo/geometry.js';

const BOSTON = { lat: 42.3601, lng: -71.0589 };
const pointNearBoston = fc.record({
  lat: fc.double({ min: BOSTON.lat - 0.2, max: BOSTON.lat + 0.2, noNaN: true }),
  lng: fc.double({ min: BOSTON.lng - 0.25, max: BOSTON.lng + 0.25, noNaN: true }),
});

/** Point-to-segment distance, written plainly: the yardstick the index's inlined version must match. */
function distanceToSegment(p: GeoPoint, a: GeoPoint, b: GeoPoint): number {
  const cos = cosineOfMeanLatitude(a, b);
  const [bx, by, px, py] = [(b.lng - a.lng) * cos, b.lat - a.lat, (p.lng - a.lng) * cos, p.lat - a.lat];
  const lengthSquared = bx * bx + by * by;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, (px * bx + py * by) / lengthSquared));
  return Math.hypot(px - t * bx, py - t * by) * METERS_PER_DEGREE;
}

/** The definition, with no index: every program against every segment. */
function bruteForceCorridor(programs: GeoPoint[], route: GeoPoint[], corridor: number): Map<number, number> {
  const hits = new Map<number, number>();
  programs.forEach((program, index) => {
    let best = Infinity;
    if (route.length === 1) best = haversineMeters(program, route[0] as GeoPoint);
    for (let i = 0; i < route.length - 1; i += 1) {
      const a = route[i] as GeoPoint;
      const b = route[i + 1] as GeoPoint;
      best = Math.min(best, distanceToSegment(program, a, b));
    }
    if (best <= corridor) hits.set(index, best);
  });
  return hits;
}

describe('CatalogueIndex', () => {
  it('finds exactly the programs within the corridor of any route (property, against brute force)', () => {
    fc.assert(
      fc.property(
        fc.array(pointNearBoston, { minLength: 0, maxLength: 400 }),
        fc.array(pointNearBoston, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 1, max: 5000 }),
        (points, route, corridor) => {
          const programs = points.map((point, i) => makeProgram({ ...point, sourceId: String(i) }));
          const index = CatalogueIndex.build(programs);
          const expected = bruteForceCorridor(points, route, corridor);
          const actual = index.corridor(route, corridor);
          expect(actual.length).toBe(expected.size);
          expect(new Set(actual.map((hit) => hit.program.id)).size).toBe(actual.length);
          for (const hit of actual) {
            const position = Number(hit.program.sourceId);
            expect(hit.distanceFromRouteMeters).toBeCloseTo(expected.get(position) as number, 6);
            expect(hit.at).toBe(position);
            expect(index.positionOf(hit.program.id)).toBe(position);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('finds exactly the programs within a radius (property, against brute force)', () => {
    fc.assert(
      fc.property(
        fc.array(pointNearBoston, { maxLength: 400 }),
        pointNearBoston,
        fc.integer({ min: 1, max: 20_000 }),
        (points, center, radius) => {
          const index = CatalogueIndex.build(points.map((point, i) => makeProgram({ ...point, sourceId: String(i) })));
          const expected = points.filter((point) => haversineMeters(center, point) <= radius).length;
          const hits = index.nearby(center, radius);
          expect(hits).toHaveLength(expected);
          for (const hit of hits) expect(hit.at).toBe(Number(hit.program.sourceId));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('measures the distance off the route and how far along it a program lies', () => {
    // A west-east route along one parallel; a program 500 m north of its middle.
    const start = { lat: 42.35, lng: -71.2 };
    const end = { lat: 42.35, lng: -71.0 };
    const length = haversineMeters(start, end);
    const middle = { lat: 42.35 + 500 / 111_195, lng: -71.1 };
    const index = CatalogueIndex.build([makeProgram(middle), makeProgram({ lat: 42.4, lng: -71.1 })]);

    const hits = index.corridor([start, end], 1000);
    expect(hits).toHaveLength(1);
    expect(hits[0]?.distanceFromRouteMeters).toBeCloseTo(500, -1);
    expect(hits[0]?.alongRouteMeters).toBeCloseTo(length / 2, -2);
  });

  it('answers an empty catalogue with no hits', () => {
    const index = CatalogueIndex.build([]);
    expect(index.nearby(BOSTON, 5000)).toEqual([]);
    expect(index.corridor([BOSTON, { lat: 42.4, lng: -71 }], 1000)).toEqual([]);
  });
});

describe('CatalogueIndex.findByAddress', () => {
  const program = makeProgram({ lat: 42.39, lng: -71.1, address: '12 Elm Street', city: 'Somerville', zip: '02144' });
  const index = CatalogueIndex.build([program, makeProgram({ lat: 42.3, lng: -71.2, locationPrecision: 'zip' })]);

  it.each(['12 Elm Street, Somerville', '12 ELM STREET, SOMERVILLE, MA 02144', '12 elm street somerville ma'])(
    'finds the program at %s',
    (text) => {
      expect(index.findByAddress(text)?.id).toBe(program.id);
    },
  );

  it('finds nothing at an unknown address', () => {
    expect(index.findByAddress('13 Elm Street, Somerville')).toBeUndefined();
  });
});

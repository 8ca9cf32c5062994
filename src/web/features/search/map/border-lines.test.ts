import { describe, expect, it } from 'vitest';
import { contains, indexLines, indexPolygons, linesWithin, polygonsWithin, type Box, type Line, type Rings } from './border-lines';

const boston: Line = [
  [-71.2, 42.3],
  [-71.0, 42.4],
];
const chicago: Line = [
  [-87.8, 41.8],
  [-87.6, 41.9],
];
const longBorder: Line = [
  [-100, 30],
  [-60, 30],
  [-60, 50],
];

describe('linesWithin', () => {
  const indexed = indexLines([boston, chicago, longBorder]);

  it('keeps the lines whose extent meets the view and drops the rest', () => {
    expect(linesWithin(indexed, [-71.3, 42.2, -70.9, 42.5])).toEqual([boston, longBorder]);
    expect(linesWithin(indexed, [-88, 41.5, -87, 42])).toEqual([chicago, longBorder]);
  });

  it('keeps a line that only touches the edge of the view', () => {
    expect(linesWithin(indexed, [-71.0, 42.4, -70.5, 42.6])).toContain(boston);
  });

  it('finds nothing far from every line', () => {
    expect(linesWithin(indexed, [-120, 10, -110, 20])).toEqual([]);
  });
});

describe('contains', () => {
  it('is true only for a box wholly inside another', () => {
    expect(contains([-72, 42, -70, 43], [-71.5, 42.2, -70.5, 42.8])).toBe(true);
    expect(contains([-72, 42, -70, 43], [-71.5, 41.9, -70.5, 42.8])).toBe(false);
  });
});

describe('polygonsWithin', () => {
  // A square "state" from -75 to -65 east-west and 40 to 50 north-south, with a square lake.
  const square: Line = [
    [-75, 40],
    [-65, 40],
    [-65, 50],
    [-75, 50],
    [-75, 40],
  ];
  const lake: Line = [
    [-71, 44],
    [-70, 44],
    [-70, 45],
    [-71, 45],
    [-71, 44],
  ];
  const island: Line = [
    [-150, 20],
    [-149, 20],
    [-149, 21],
    [-150, 20],
  ];
  const indexed = indexPolygons([[square, lake], [island]]);
  const inside = ([lng = 0, lat = 0]: number[], [west, south, east, north]: Box) =>
    lng >= west && lng <= east && lat >= south && lat <= north;

  it('cuts the polygons that cross the box to it, holes too, and drops the others', () => {
    const box = [-72, 43, -69, 46] as const;
    const shown = polygonsWithin(indexed, box);
    expect(shown).toHaveLength(1);
    const [[outline = [], hole = []] = []] = shown as [Rings];
    expect(outline.every((point) => inside(point, box))).toBe(true);
    // The square fills the box, so its cut outline is the box itself.
    expect(new Set(outline.map((point) => point.join()))).toEqual(new Set(['-72,43', '-69,43', '-69,46', '-72,46']));
    expect(hole).toEqual(lake);
  });

  it('drops a hole outside the box and keeps the cut outline', () => {
    const shown = polygonsWithin(indexed, [-75, 40, -73, 42]);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toHaveLength(1);
  });

  it('finds nothing where no polygon is', () => {
    expect(polygonsWithin(indexed, [-120, 10, -110, 15])).toEqual([]);
  });
});

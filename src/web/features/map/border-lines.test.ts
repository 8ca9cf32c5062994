import { describe, expect, it } from 'vitest';
import { contains, indexLines, linesWithin, type Line } from './border-lines';

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

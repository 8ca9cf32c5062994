import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstInOrder } from './first-in-order.js';

// Keys from a small range, so most items tie with others; the id tells tied items apart.
const items = fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 80 }).map((keys) => keys.map((key, id) => ({ key, id })));
const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key;
// Small counts too, so both the heap and the full sort are taken.
const count = fc.oneof(fc.nat({ max: 10 }), fc.nat({ max: 100 }));

describe('firstInOrder', () => {
  it('is the start of a stable sort, ties in their given order, and leaves the items as they were', () => {
    fc.assert(
      fc.property(items, count, (list, count) => {
        const before = [...list];
        expect(firstInOrder(list, count, byKey)).toStrictEqual([...list].sort(byKey).slice(0, count));
        expect(list).toStrictEqual(before);
      }),
    );
  });
});

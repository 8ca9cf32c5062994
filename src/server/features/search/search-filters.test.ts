import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SORT_OPTIONS } from '#shared/constants.js';
import { EMPTY_DIGEST, type ListingDigest } from '#server/features/listings/listing-summaries.js';
import { makeProgram } from '#server/test/program-factory.js';
import { COMPARATORS, rankingRating, sortedPage, type Rankable } from './search-filters.js';

// Names that collate equal (case, accents, a trailing space) or nearly so, next to arbitrary text.
const name = fc.oneof(
  fc.constantFrom('Acorn', 'acorn', 'Äcorn', 'Zebra', 'zebra ', 'Éclair', 'eclair', '', 'Bee 2', 'Bee 10'),
  fc.string({ unit: 'binary' }),
);

/** A listing with this lowest monthly price; no listing, or one without tuition, has no price. */
const priced = (lowestMonthly: number | null | undefined): ListingDigest | undefined => {
  if (lowestMonthly === undefined) return undefined;
  if (lowestMonthly === null) return EMPTY_DIGEST;
  return { ...EMPTY_DIGEST, tuition: { demo: false, lowestMonthly, highestMonthly: lowestMonthly + 100 } };
};

// Few distinct values per key, so ties on a sort's key and on its fallback are common.
const hit = fc
  .record({
    name,
    rating: fc.option(fc.constantFrom(0, 3, 4.5, 5), { nil: null }),
    reviewCount: fc.constantFrom(0, 3, 12),
    distance: fc.constantFrom(0, 100, 100.5, 2500),
    relevanceCost: fc.constantFrom(0, 60, 61.25),
    price: fc.constantFrom(undefined, null, 0, 1200, 1733),
  })
  .map(({ name, rating, reviewCount, distance, relevanceCost, price }): Rankable => ({
    program: makeProgram({ lat: 42.36, lng: -71.06, name, rating, reviewCount }),
    distance,
    relevanceCost,
    listing: priced(price),
  }));
// Small pages too, so the hits are ordered both by the heap and by a full sort.
const page = fc.record({
  offset: fc.oneof(fc.constant(0), fc.nat({ max: 70 })),
  limit: fc.oneof(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 70 })),
});

describe('sortedPage', () => {
  it.each(SORT_OPTIONS)('is the page of a full stable sort of every hit (%s)', (sort) => {
    fc.assert(
      fc.property(fc.array(hit, { maxLength: 200 }), page, (hits, { offset, limit }) => {
        const fullSort = [...hits].sort(COMPARATORS[sort]);
        expect(sortedPage(hits, { sort, offset, limit })).toEqual(fullSort.slice(offset, offset + limit));
      }),
    );
  });

  it('orders names as localeCompare in English ignoring case and accents, ties in their found order', () => {
    fc.assert(
      fc.property(fc.array(name, { maxLength: 40 }), page, (names, { offset, limit }) => {
        const hits = names.map((text) => ({ program: makeProgram({ lat: 0, lng: 0, name: text }), distance: 0, relevanceCost: 0, listing: undefined }));
        const expected = [...hits].sort((a, b) => a.program.name.localeCompare(b.program.name, 'en', { sensitivity: 'base' }));
        expect(sortedPage(hits, { sort: 'name', offset, limit })).toEqual(expected.slice(offset, offset + limit));
      }),
    );
  });

  it('orders by the lowest monthly price, programs without one last, ties nearest first', () => {
    fc.assert(
      fc.property(fc.array(hit, { maxLength: 60 }), (hits) => {
        const prices = sortedPage(hits, { sort: 'price', offset: 0, limit: hits.length }).map((found) => found.listing?.tuition?.lowestMonthly ?? Infinity);
        expect(prices).toEqual(prices.toSorted((a, b) => (a === b ? 0 : a - b)));
      }),
    );
  });
});

describe('Highest Rated', () => {
  const rated = (name: string, rating: number | null, reviewCount: number, distance = 100): Rankable => ({
    program: makeProgram({ lat: 42.36, lng: -71.06, name, rating, reviewCount }),
    distance,
    relevanceCost: distance,
    listing: undefined,
  });

  it('weighs few reviews against the catalogue mean: forty 4.7s beat one 5, and unreviewed programs come last', () => {
    const hits = [rated('Unreviewed', null, 0, 1), rated('One five', 5, 1), rated('Forty', 4.7, 40), rated('Three fours', 4, 3)];
    const order = sortedPage(hits, { sort: 'rating', offset: 0, limit: 10 }, 4.2).map((found) => found.program.name);
    expect(order).toEqual(['Forty', 'One five', 'Three fours', 'Unreviewed']);
    expect(rankingRating({ rating: 5, reviewCount: 1 }, 4.2)).toBeCloseTo((5 * 4.2 + 5) / 6);
  });

  it('orders equal averages by distance', () => {
    const hits = [rated('Far', 4.5, 10, 900), rated('Near', 4.5, 10, 50)];
    expect(sortedPage(hits, { sort: 'rating', offset: 0, limit: 2 }, 4).map((found) => found.program.name)).toEqual(['Near', 'Far']);
  });
});

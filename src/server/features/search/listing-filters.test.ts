import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LISTING_SECTIONS } from '#shared/constants.js';
import type { Listing } from '#shared/schemas/listing.js';
import { EMPTY_DIGEST, toListingSummary, withSection, type ListingDigest } from '#server/features/listings/listing-summaries.js';
import { listingArbitrary, listingFilters } from '#server/test/listing-factory.js';
import { referenceMatches, referenceSummary } from '#server/test/listing-reference.js';
import { listingFilter, lowestMonthlyPrice } from './listing-filters.js';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');

/** The digest the search builds from the listing's stored rows; undefined when nothing is stored. */
function digestOf(listing: Listing): ListingDigest | undefined {
  let digest: ListingDigest | undefined;
  for (const section of LISTING_SECTIONS) {
    const stamped = listing[section];
    if (!stamped) continue;
    const row = { programId: 'p', section, data: JSON.stringify(stamped.data), updatedAt: stamped.updatedAt, updatedVia: stamped.updatedVia, updatedBy: null };
    digest = withSection(digest ?? EMPTY_DIGEST, row);
  }
  return digest;
}

describe('listing filters and summaries', () => {
  it('match a plain filter over the stored sections, for any listing and filters', () => {
    fc.assert(
      fc.property(listingArbitrary(NOW), listingFilters, (listing, filters) => {
        const digest = digestOf(listing);
        const passes = listingFilter(filters, NOW);
        expect(passes ? passes(digest) : true).toBe(referenceMatches(digest && listing, filters, NOW));
      }),
      { numRuns: 2000 },
    );
  });

  it('summarise a listing as a plain reading of its sections, freshness judged at the query', () => {
    fc.assert(
      fc.property(listingArbitrary(NOW), (listing) => {
        const digest = digestOf(listing);
        expect(digest ? toListingSummary(digest, NOW) : null).toEqual(referenceSummary(listing, NOW));
      }),
      { numRuns: 500 },
    );
  });

  it('makes fresh openings stale once OPENINGS_FRESH_DAYS pass without a confirmation', () => {
    const confirmed = '2026-03-01T09:00:00.000Z';
    const digest = withSection(EMPTY_DIGEST, {
      programId: 'p',
      section: 'openings',
      data: JSON.stringify({ ageGroups: [{ ageGroup: 'infant', openSeats: 2, waitlist: false, waitlistLength: null, nextOpeningOn: null }] }),
      updatedAt: confirmed,
      updatedVia: 'provider',
      updatedBy: null,
    });
    const thirtyDaysOn = Date.parse(confirmed) + 30 * 24 * 60 * 60 * 1000;
    const infants = listingFilter({ openings: 'infant' }, thirtyDaysOn);
    expect(infants?.(digest)).toBe(true);
    expect(toListingSummary(digest, thirtyDaysOn).openings[0]?.stale).toBe(false);
    expect(listingFilter({ openings: 'infant' }, thirtyDaysOn + 1)?.(digest)).toBe(false);
    expect(toListingSummary(digest, thirtyDaysOn + 1).openings[0]).toMatchObject({ openSeats: 2, confirmedAt: confirmed, stale: true });
  });

  it('sets no test when no listing filter is asked for, and prices a listing without rates last', () => {
    expect(listingFilter({}, NOW)).toBeUndefined();
    expect(lowestMonthlyPrice(undefined)).toBe(Infinity);
    expect(lowestMonthlyPrice(EMPTY_DIGEST)).toBe(Infinity);
  });

  it('keeps one object for equal prices, hours and offers, and each program its own openings time', () => {
    const rows = (programId: string, updatedAt: string) =>
      [
        ['tuition', { rates: [{ ageGroup: 'infant', schedule: 'full-time', period: 'month', minDollars: 1800, maxDollars: 2100 }] }],
        ['hours', { week: { mon: { open: '07:30', close: '18:00' }, tue: null } }],
        ['offers', { languages: ['es'], schedules: ['full-time'] }],
        ['openings', { ageGroups: [{ ageGroup: 'infant', openSeats: 2, waitlist: false, waitlistLength: null, nextOpeningOn: null }] }],
      ].reduce(
        (digest, [section, data]) =>
          withSection(digest, { programId, section: section as string, data: JSON.stringify(data), updatedAt, updatedVia: 'provider', updatedBy: null }),
        EMPTY_DIGEST,
      );
    const first = rows('a', '2026-03-01T09:00:00.000Z');
    const second = rows('b', '2026-03-02T10:00:00.000Z');
    expect(second.tuition).toBe(first.tuition);
    expect(second.hours).toBe(first.hours);
    expect(second.offers).toBe(first.offers);
    expect(second.openings?.ageGroups).toBe(first.openings?.ageGroups);
    expect([first.openings?.updatedAt, second.openings?.updatedAt]).toEqual(['2026-03-01T09:00:00.000Z', '2026-03-02T10:00:00.000Z']);
    expect(toListingSummary(second, NOW).hours).toEqual({ mon: { open: '07:30', close: '18:00' }, tue: null });
  });
});

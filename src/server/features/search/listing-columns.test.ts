import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LISTING_SECTIONS } from '#shared/constants.js';
import type { Listing } from '#shared/schemas/listing.js';
import { EMPTY_DIGEST, withSection, type ListingDigest } from '#server/features/listings/listing-summaries.js';
import { listingArbitrary } from '#server/test/listing-factory.js';
import { ListingColumns } from './listing-columns.js';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');

const digestOf = (listing: Listing): ListingDigest =>
  LISTING_SECTIONS.reduce((digest, section) => {
    const stamped = listing[section];
    if (!stamped) return digest;
    const row = { programId: 'p', section, data: JSON.stringify(stamped.data), updatedAt: stamped.updatedAt, updatedVia: stamped.updatedVia, updatedBy: null };
    return withSection(digest, row);
  }, EMPTY_DIGEST);

describe('listing columns', () => {
  it('give back every program’s digest as it was kept, the latest one kept winning', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c', 'd', 'é:東京'), listingArbitrary(NOW)), { maxLength: 30 }), (kept) => {
        const columns = new ListingColumns(2);
        const latest = new Map<string, ListingDigest>();
        for (const [programId, listing] of kept) {
          const digest = digestOf(listing);
          columns.set(programId, digest);
          latest.set(programId, digest);
        }
        expect(columns.size).toBe(latest.size);
        for (const [programId, digest] of latest) expect(columns.get(programId)).toEqual(digest);
        expect(columns.get('unknown')).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  });

  it('keeps an openings time that milliseconds would not give back as it was written', () => {
    const columns = new ListingColumns();
    const data = JSON.stringify({ ageGroups: [{ ageGroup: 'infant', openSeats: 1, waitlist: false, waitlistLength: null, nextOpeningOn: null }] });
    for (const updatedAt of ['2026-03-01T09:00:00Z', '2026-03-01 09:00:00+00', '2026-03-01T09:00:00.000Z']) {
      const digest = withSection(EMPTY_DIGEST, { programId: 'p', section: 'openings', data, updatedAt, updatedVia: 'provider', updatedBy: null });
      columns.set('p', digest);
      expect(columns.get('p')?.openings).toEqual(digest.openings);
    }
  });
});

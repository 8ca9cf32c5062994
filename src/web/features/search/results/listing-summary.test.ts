import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { ListingSummary as Summary } from '#shared/schemas/listing.js';
import { markupOf } from '#web/lib/test-support/markup';
import { ListingSummary } from './listing-summary';

const textOf = (listing: Summary | null, compact = false) =>
  markupOf(createElement(ListingSummary, { listing, compact }))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const priceOnly: Summary = { openings: [], monthlyTuition: { minDollars: 1300, maxDollars: 1300 }, hours: null, demo: false };

describe('a result card’s listing lines', () => {
  it('says once that a provider has reported nothing', () => {
    expect(textOf(null)).toBe('Openings, prices and hours: not reported by the provider yet');
    expect(textOf(null, true)).toBe('Openings, prices and hours: not reported by the provider yet');
  });

  it('names each missing part on a card, and leaves it out of a marker window', () => {
    expect(textOf(priceOnly)).toBe(
      'Openings not reported by the provider yet Price $1,300 per month Hours not reported by the provider yet',
    );
    expect(textOf(priceOnly, true)).toBe('$1,300 per month');
  });
});

import { describe, expect, it } from 'vitest';
import { LISTING_LIMITS } from '#shared/constants.js';
import type { OffersSection } from '#shared/schemas/listing.js';
import { checkOffers, offersBody, offersValues, toggled } from './offers-values';

const saved: OffersSection = {
  schedules: ['full-time', 'summer'],
  languages: ['en', 'es'],
  mealsProvided: true,
  transportation: false,
  specialNeedsSupport: true,
  accreditation: 'NAEYC',
  description: 'A small, warm program <b>near the park</b>.',
  tourUrl: 'https://example.org/tours',
  tourPhone: null,
};

describe('the offers form', () => {
  it('gives back the section it was filled from, HTML-looking text and all', () => {
    expect(checkOffers(offersValues(saved))).toEqual({ ok: true, body: saved });
  });

  it('sends empty optional texts as null and the ticked lists in the contract’s order', () => {
    const values = offersValues(null);
    values.languages = toggled(toggled(values.languages, 'es', true), 'en', true);
    values.schedules = toggled(['drop-in', 'full-time'], 'drop-in', false);
    expect(offersBody(values)).toMatchObject({
      languages: ['en', 'es'],
      schedules: ['full-time'],
      accreditation: null,
      tourUrl: null,
      tourPhone: null,
      description: '',
    });
  });

  it('puts problems beside their field, in the form’s words', () => {
    const values = offersValues(saved);
    values.description = 'x'.repeat(LISTING_LIMITS.descriptionMax + 1);
    values.tourUrl = 'javascript:alert(1)';
    expect(checkOffers(values)).toEqual({
      ok: false,
      errors: {
        description: `Description must be at most ${LISTING_LIMITS.descriptionMax} characters`,
        tourUrl: 'Tour booking link must be a web address starting with http:// or https://',
      },
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { ResolvedPlace } from '#shared/schemas/search.js';
import { placeNotes } from './place-notes';

const cambridge: ResolvedPlace = { lat: 42.37, lng: -71.1, formattedAddress: 'Cambridge, MA', precision: 'city', provider: 'offline' };

describe('placeNotes', () => {
  it('says what is shown and what was not recognised', () => {
    expect(placeNotes([{ ...cambridge, unrecognised: 'Blorfle Plaza' }])).toEqual(['Showing Cambridge, MA: "Blorfle Plaza" was not recognised.']);
  });

  it('says nothing for places found whole, and a shared note once', () => {
    expect(placeNotes([cambridge])).toEqual([]);
    const partly = { ...cambridge, unrecognised: 'Qwxz' };
    expect(placeNotes([partly, partly])).toHaveLength(1);
  });
});

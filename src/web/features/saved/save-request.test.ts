import { describe, expect, it } from 'vitest';
import type { SearchResult } from '#shared/schemas/search.js';
import { toSaveDaycareRequest } from './save-request';

describe('toSaveDaycareRequest', () => {
  it('sends the result id as placeId and its facts under the saved-daycare names', () => {
    const result: SearchResult = {
      id: 'ma-eec-123',
      name: 'Little Acorns',
      address: '5 Oak Rd, Quincy, MA 02169',
      rating: 4.5,
      reviews: 3,
      distance: 120,
      position: { lat: 42.25, lng: -71 },
      types: ['daycare'],
      category: 'daycare',
      phone: '617-555-0100',
      website: null,
      capacity: 24,
      licenseNumber: 'L-1',
      ageGroups: ['toddler'],
      acceptsSubsidy: true,
      locationPrecision: 'address',
      source: 'ma-eec',
      listing: null,
    };
    expect(toSaveDaycareRequest(result)).toEqual({
      placeId: 'ma-eec-123',
      name: 'Little Acorns',
      address: '5 Oak Rd, Quincy, MA 02169',
      phoneNumber: '617-555-0100',
      website: null,
      capacity: 24,
      licenseNumber: 'L-1',
    });
  });
});

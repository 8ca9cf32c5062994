import type { Program } from '#shared/schemas/catalogue.js';

let sequence = 0;

/** A complete catalogue program at a given point; tests override only what they care about. */
export function makeProgram(overrides: Partial<Program> & Pick<Program, 'lat' | 'lng'>): Program {
  sequence += 1;
  const sourceId = overrides.sourceId ?? `T-${sequence}`;
  return {
    id: `test:${sourceId}`,
    source: 'test',
    sourceId,
    name: `Test Program ${sequence}`,
    category: 'daycare',
    programType: 'Center-based Care',
    address: `${sequence} Test Street`,
    city: 'Boston',
    state: 'MA',
    zip: '02110',
    locationPrecision: 'address',
    phone: null,
    email: null,
    website: null,
    capacity: 20,
    licenseNumber: `L-${sequence}`,
    licenseStatus: 'Current',
    ageGroups: ['preschool'],
    acceptsSubsidy: null,
    hours: null,
    firstLicensedAt: null,
    sourceUpdatedAt: null,
    quality: null,
    rating: null,
    reviewCount: 0,
    ...overrides,
  };
}

import type { Program } from '#shared/schemas/catalogue.js';

/** A program as the licensing list gives it, for tests: a Quincy daycare with every fact the list can hold; `overrides` sets any. */
export function licensedProgram(overrides: Partial<Program> & Pick<Program, 'id' | 'name'>): Program {
  return {
    source: 'ma-eec',
    sourceId: overrides.id,
    category: 'daycare',
    programType: 'Center-based Care',
    address: '1 Main St',
    city: 'Quincy',
    state: 'MA',
    zip: '02169',
    lat: 42.25,
    lng: -71,
    locationPrecision: 'address',
    phone: null,
    email: null,
    website: null,
    capacity: 40,
    licenseNumber: 'L-1',
    licenseStatus: 'Current',
    ageGroups: ['infant'],
    acceptsSubsidy: true,
    hours: null,
    firstLicensedAt: '2011-04-02',
    sourceUpdatedAt: '2026-03-01',
    quality: null,
    rating: null,
    reviewCount: 0,
    ...overrides,
  };
}

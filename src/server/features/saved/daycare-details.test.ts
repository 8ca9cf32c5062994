import { describe, expect, it } from 'vitest';
import { SAVED_DAYCARE_DEFAULTS } from '#shared/schemas/saved.js';
import { makeProgram } from '#server/test/program-factory.js';
import { addressParts, daycareDetails } from './daycare-details.js';

describe('addressParts', () => {
  it.each([
    ['12 Elm St, Somerville, MA 02144', { city: 'Somerville', state: 'MA', zipCode: '02144' }],
    ['12 Elm St , Somerville ,  MA   02144-1234 ', { city: 'Somerville', state: 'MA', zipCode: '02144-1234' }],
    ['12 Elm St, Somerville, MA 02144, USA', { city: 'Somerville', state: 'MA', zipCode: '02144' }],
    ['12 Elm St, Suite 4, Somerville, MA 02144', { city: 'Somerville', state: 'MA', zipCode: '02144' }],
    ['12 Elm St, New York, New York 10001', { city: 'New York', state: 'New York', zipCode: '10001' }],
    ['12 Elm St, Somerville, MA', { city: 'Somerville', state: 'MA', zipCode: undefined }],
    ['12 Elm St, Somerville, 02144', { city: 'Somerville', state: undefined, zipCode: '02144' }],
    ['12 Elm St, Somerville', { city: 'Somerville' }],
    ['12 Elm St, MA 02144', { city: undefined, state: 'MA', zipCode: '02144' }],
    ['12 Elm St, United States', {}],
    ['12 Elm Street', {}],
    [',,,', {}],
  ])('reads %j', (address, expected) => {
    expect(addressParts(address)).toEqual(expected);
  });

  it('does not take a part too long to be a city', () => {
    expect(addressParts(`12 Elm St, ${'x'.repeat(121)}, MA 02144`)).toEqual({ city: undefined, state: 'MA', zipCode: '02144' });
  });
});

describe('daycareDetails', () => {
  it('fills every missing value with its default', () => {
    expect(daycareDetails({})).toEqual(SAVED_DAYCARE_DEFAULTS);
    expect(daycareDetails({ name: '', address: null, capacity: null, website: undefined })).toEqual(SAVED_DAYCARE_DEFAULTS);
  });

  it('derives city, state and ZIP from the address only where they are missing', () => {
    expect(daycareDetails({ address: '12 Elm St, Somerville, MA 02144', state: 'Massachusetts' })).toMatchObject({
      address: '12 Elm St, Somerville, MA 02144',
      city: 'Somerville',
      state: 'Massachusetts',
      zipCode: '02144',
    });
    expect(daycareDetails({ address: '12 Elm St, Somerville' })).toMatchObject({
      city: 'Somerville',
      state: SAVED_DAYCARE_DEFAULTS.state,
      zipCode: SAVED_DAYCARE_DEFAULTS.zipCode,
    });
  });

  it('lets the catalogue win over the client for every fact it knows, and the client fill the rest', () => {
    const program = makeProgram({
      lat: 42.39,
      lng: -71.1,
      name: 'Little Acorns',
      address: '5 Oak Ave',
      city: 'Cambridge',
      state: 'MA',
      zip: '02139',
      phone: '617-555-0100',
      email: null,
      website: null,
      capacity: 40,
      licenseNumber: 'EEC-1',
    });
    const details = daycareDetails(
      { name: 'Renamed', address: '1 Wrong Rd, Boston, MA 02110', email: 'hello@acorns.example', capacity: 3 },
      program,
    );
    expect(details).toEqual({
      name: 'Little Acorns',
      address: '5 Oak Ave, Cambridge, MA 02139',
      city: 'Cambridge',
      state: 'MA',
      zipCode: '02139',
      phoneNumber: '617-555-0100',
      email: 'hello@acorns.example',
      website: SAVED_DAYCARE_DEFAULTS.website,
      capacity: 40,
      licenseNumber: 'EEC-1',
    });
  });

  it('keeps a catalogue capacity of 0 as a known fact', () => {
    const program = makeProgram({ lat: 42.39, lng: -71.1, capacity: 0 });
    expect(daycareDetails({ capacity: 12 }, program).capacity).toBe(0);
  });
});

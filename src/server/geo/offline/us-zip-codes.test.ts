import { describe, expect, it } from 'vitest';
import zipcodes from 'zipcodes';
import { packageStates, readUsZipCodes } from './us-zip-codes.js';

describe('the ZIP data read from the zipcodes package', () => {
  it('is the package\'s US ZIP codes, in the order the package lists them', () => {
    const expected = Object.values(zipcodes.codes)
      .filter((code) => code.country === 'US')
      .map(({ zip, latitude, longitude, city, state }) => ({ zip, latitude, longitude, city, state }));
    expect(readUsZipCodes().map(({ zip, latitude, longitude, city, state }) => ({ zip, latitude, longitude, city, state }))).toEqual(expected);
  });

  it('has the package\'s state names', () => {
    expect(packageStates.normalize('Massachusetts')).toBe('MA');
    expect(packageStates.abbr.MA).toBe('MASSACHUSETTS');
  });
});

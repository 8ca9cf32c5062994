import { describe, expect, it } from 'vitest';
import { itReadsEach } from '#server/test/it-reads-each.js';
import { placePairTrips } from './place-pairs.js';

describe('placePairTrips', () => {
  itReadsEach('%s reads as %s', placePairTrips, [
    ['Medford Cambridge commute', 'from Medford to Cambridge | commute'],
    ['my Jamaica Plain Back Bay commute', 'my from Jamaica Plain to Back Bay | commute'],
    ['Natick / Framingham drive each day', 'from Natick to Framingham | drive each day'],
    ['somewhere on the Quincy-Boston route', 'somewhere on the from Quincy to Boston |  route'],
  ]);

  it('reads two hyphenated places that touch as one area, and a hyphenated name as one name, with no word of travel', () => {
    expect(placePairTrips('Allston-Brighton daycare')).toBe('Allston-Brighton daycare');
    expect(placePairTrips('Quincy-Boston daycare')).toBe('from Quincy to Boston |  daycare');
    expect(placePairTrips('childcare in Winston-Salem NC')).toBe('childcare in Winston-Salem NC');
    // Two names found only far apart are one name, with a word of travel too.
    expect(placePairTrips('my commute to Dana-Farber')).toBe('my commute to Dana-Farber');
  });

  it('leaves places that are no pair, or no trip, as they are', () => {
    for (const text of ['from Quincy to Boston commute', 'daycare near Boston on my commute', 'Medford Cambridge daycare']) {
      expect(placePairTrips(text)).toBe(text);
    }
  });
});

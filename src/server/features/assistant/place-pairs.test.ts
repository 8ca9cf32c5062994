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

  describe('reads two hyphenated places that touch as one area, and a hyphenated name as one name, with no word of travel', () => {
    itReadsEach('%s reads as %s', placePairTrips, [
      ['Allston-Brighton daycare', 'Allston-Brighton daycare'],
      ['Quincy-Boston daycare', 'from Quincy to Boston |  daycare'],
      ['childcare in Winston-Salem NC', 'childcare in Winston-Salem NC'],
      // Two names found only far apart are one name, with a word of travel too.
      ['my commute to Dana-Farber', 'my commute to Dana-Farber'],
    ]);
  });

  describe('reads two towns typed in lower case on either side of "to" as a trip, each with its state', () => {
    itReadsEach('%s reads as %s', placePairTrips, [
      ['gilbert to chandler, preschool', 'from Gilbert, AZ to Chandler, AZ | , preschool'],
      ['infant care kent to renton', 'infant care from Kent, WA to Renton, WA | '],
      ['we commute from plano to frisco daily', 'we commute from Plano, TX to Frisco, TX |  daily'],
      ['pueblo to colorado springs drive', 'from Pueblo, CO to Colorado Springs, CO |  drive'],
      ['toddler room, lowell to chelmsford', 'toddler room, from Lowell to Chelmsford | '],
      // A site's name may stand before the town it is in: the trip ends in the town.
      ['hillsboro to nike hq beaverton toddler daycare', 'from Hillsboro, OR to Beaverton, OR |  toddler daycare'],
    ]);
  });

  describe('reads a lower-case trip across a state line, to a downtown, and from a town in the end\'s state', () => {
    itReadsEach('%s reads as %s', placePairTrips, [
      ['seekonk to providence daycare', 'from Seekonk to Providence, RI |  daycare'],
      ['gresham to downtown portland, infant care', 'from Gresham, OR to Downtown Portland, OR | , infant care'],
      ['kirkland wa to downtown seattle preschool', 'from Kirkland, WA to Downtown Seattle, WA |  preschool'],
    ]);
  });

  it('leaves lower-case words around "to" that are not two towns of one state near each other as they are', () => {
    for (const text of [
      'back to school care',
      'close to home please',
      // Two towns of different states, and two of one state too far apart to commute.
      'eugene to boise daycare',
      'tucson to flagstaff daycare',
      // The end is a site of the town, not the town.
      'newton to waltham high school',
    ]) {
      expect(placePairTrips(text)).toBe(text);
    }
  });

  it('leaves places that are no pair, or no trip, as they are', () => {
    for (const text of ['from Quincy to Boston commute', 'daycare near Boston on my commute', 'Medford Cambridge daycare']) {
      expect(placePairTrips(text)).toBe(text);
    }
  });
});

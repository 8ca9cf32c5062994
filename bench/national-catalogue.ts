import zipcodes from 'zipcodes';
import type { Program } from '#shared/schemas/catalogue.js';

/**
 * The same programs spread over every US ZIP centroid (jittered ~1 km): the density of a
 * nationwide catalogue, where the demo generator packs 100,000 into Massachusetts alone.
 */
export function spreadAcrossUs(programs: Program[], seed: number): Program[] {
  const zips = Object.values(zipcodes.codes)
    .filter((code) => code.country === 'US')
    .sort((a, b) => a.zip.localeCompare(b.zip));
  let state = seed >>> 0;
  const random = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
  return programs.map((program) => {
    const zip = zips[Math.floor(random() * zips.length)] as (typeof zips)[number];
    return {
      ...program,
      lat: zip.latitude + (random() - 0.5) * 0.02,
      lng: zip.longitude + (random() - 0.5) * 0.02,
      city: zip.city,
      state: zip.state,
      zip: zip.zip,
    };
  });
}

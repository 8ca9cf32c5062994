import type { ResolvedPlace } from '#shared/schemas/search.js';
import type { Translate } from '#web/lib/i18n';
import { resultsTexts } from './results-texts';

/**
 * One note per searched place the geocoder found only part of: what is shown, and what was typed
 * but not recognised, so a parent never takes the town's centre for the square they asked for.
 */
export function placeNotes(places: readonly ResolvedPlace[], _: Translate): string[] {
  const notes = places.flatMap((place) => (place.unrecognised ? [_(resultsTexts.placeNotRecognised(place.formattedAddress, place.unrecognised))] : []));
  return [...new Set(notes)];
}

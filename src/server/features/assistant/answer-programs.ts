import type { ExtractResponse } from '#shared/schemas/assistant.js';
import type { AnswerProgram, AnswerResponse } from '#shared/schemas/assistant-answer.js';
import { nearbyQuery, routeQuery, type SearchResult } from '#shared/schemas/search.js';
import { searchAlongRoute, searchNearby, type SearchServices } from '#server/features/search/search.service.js';
import { GeoError } from '#server/geo/types.js';
import type { Language } from '#server/language.js';
import { NANNY_TEXTS } from './nanny-texts.js';

/** A few programs, as cards; the full results are a link away. */
export const ANSWER_PROGRAMS = 3;

function toAnswerProgram(result: SearchResult): AnswerProgram {
  return {
    id: result.id,
    name: result.name,
    address: result.address,
    category: result.category,
    ageGroups: result.ageGroups,
    distance: result.distance,
    rating: result.rating,
    openings: (result.listing?.openings ?? []).filter((opening) => !opening.stale && opening.openSeats > 0).map((opening) => opening.ageGroup),
  };
}

/**
 * The search's own query parameters for what the request asked (as the web's results page sends
 * them), so the answer's programs are the first of the full results the answer links to.
 */
function searchParams(reading: ExtractResponse): Record<string, string> {
  const { category, ageGroup, filters } = reading;
  const params: Record<string, string | null | undefined> = {
    type: category,
    ageGroup,
    // Openings are searched for an age group, as on the results page (docs/decisions/0029).
    openings: filters.openings && ageGroup ? ageGroup : null,
    maxMonthlyTuition: filters.maxMonthlyTuition === null ? null : String(filters.maxMonthlyTuition),
    openBy: filters.openBy,
    openUntil: filters.openUntil,
    language: filters.language,
    subsidy: filters.subsidy ? 'true' : null,
    limit: String(ANSWER_PROGRAMS),
  };
  return Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));
}

/** A request to find care answered with the top programs of the search it asks for, in the language it was asked in. */
export async function answerPrograms(services: SearchServices, reading: ExtractResponse, language: Language): Promise<AnswerResponse> {
  const say = NANNY_TEXTS[language];
  const { sourceAddress, destinationAddress } = reading;
  const place = reading.address ?? reading.aroundMeAddress ?? sourceAddress ?? destinationAddress ?? '';
  // What the extractor read is checked as the search API checks it: a "place" of 1,000 letters is no place.
  const route = sourceAddress && destinationAddress ? routeQuery.safeParse({ start: sourceAddress, end: destinationAddress, ...searchParams(reading) }) : null;
  const nearby = route ? null : nearbyQuery.safeParse({ location: place, ...searchParams(reading) });
  if (route?.success === false || nearby?.success === false) {
    return { kind: 'none', text: say.noPlace };
  }
  try {
    const found = route?.success ? await searchAlongRoute(services, route.data) : await searchNearby(services, nearby!.data);
    const programs = found.daycares.map(toAnswerProgram);
    const text = programs.length ? say.found(programs.length, found.total) : say.noMatch;
    return { kind: 'programs', text, understood: reading, total: found.total, programs };
  } catch (error) {
    // A place no map service knows, or a map service that is down: say so; the parent can rephrase.
    if (error instanceof GeoError || (error instanceof Error && 'statusCode' in error && Number(error.statusCode) < 600)) {
      const where = sourceAddress && destinationAddress ? say.either(sourceAddress, destinationAddress) : place;
      return { kind: 'none', text: say.lookupFailed(where) };
    }
    throw error;
  }
}

import type { CompareQuery, CompareResponse } from '#shared/schemas/compare.js';
import { EMPTY_LISTING } from '#shared/schemas/listing.js';
import type { Db } from '#server/db/database.js';
import { findListings } from '#server/features/listings/listing.repository.js';
import { programsOnRoute, type ProgramOnRoute, type SearchServices } from '#server/features/search/search.service.js';

/**
 * The programs to compare, in the order asked, each with the program page's facts: the catalogue
 * index's program (its rating as current as the search's, docs/decisions/0025) and its provider
 * listing. Ids the catalogue lacks are dropped and named, so a shared link still shows the rest
 * (docs/decisions/0027). With a route in the query, each carries its legs as the route search
 * plans them (docs/decisions/0026).
 */
export async function comparePrograms(services: SearchServices, db: Db, query: CompareQuery): Promise<CompareResponse> {
  const { ids } = query;
  const index = await services.catalogue.current();
  const found = await index.programsAt(ids.flatMap((id) => index.positionOf(id) ?? []));
  const hasRoute = (query.start || (query.startLat !== undefined && query.startLng !== undefined)) && (query.end || (query.endLat !== undefined && query.endLng !== undefined));
  const [listings, legs] = await Promise.all([
    findListings(db, found.map((program) => program.id)),
    hasRoute ? programsOnRoute(services, query, found) : new Map<string, ProgramOnRoute>(),
  ]);
  return {
    programs: found.map((program) => ({ ...program, listing: listings.get(program.id) ?? EMPTY_LISTING, closedAt: null, legs: legs.get(program.id) ?? null })),
    missing: ids.filter((id) => index.positionOf(id) === undefined),
  };
}

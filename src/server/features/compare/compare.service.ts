import type { CompareResponse } from '#shared/schemas/compare.js';
import { EMPTY_LISTING } from '#shared/schemas/listing.js';
import type { CatalogueStore } from '#server/catalogue/catalogue-store.js';
import type { Db } from '#server/db/database.js';
import { findListings } from '#server/features/listings/listing.repository.js';

/**
 * The programs to compare, in the order asked, each with the program page's facts: the catalogue
 * index's program (its rating as current as the search's, docs/decisions/0025) and its provider
 * listing. Ids the catalogue lacks are dropped and named, so a shared link still shows the rest
 * (docs/decisions/0027). Legs stay null until the route search's legs are wired in here.
 */
export async function comparePrograms(catalogue: CatalogueStore, db: Db, ids: readonly string[]): Promise<CompareResponse> {
  const index = await catalogue.current();
  const found = ids.flatMap((id) => {
    const program = index.get(id);
    return program ? [program] : [];
  });
  const listings = await findListings(db, found.map((program) => program.id));
  return {
    programs: found.map((program) => ({ ...program, listing: listings.get(program.id) ?? EMPTY_LISTING, legs: null })),
    missing: ids.filter((id) => !index.get(id)),
  };
}

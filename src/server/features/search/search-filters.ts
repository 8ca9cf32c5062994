import type { Program } from '#shared/schemas/catalogue.js';
import type { NearbyQuery, SortOption } from '#shared/schemas/search.js';
import type { CatalogueProgram } from '#server/catalogue/catalogue-columns.js';
import type { ListingDigest } from '#server/features/listings/listing-summaries.js';
import { firstInOrder } from './first-in-order.js';
import { listingFilter, lowestMonthlyPrice, type ListingFilters } from './listing-filters.js';
import type { AlignedListings } from './listing-store.js';

type Filters = Pick<NearbyQuery, 'type' | 'keyword' | 'ageGroup' | 'subsidy'>;

/** The programs a parent asked for: category, age group, subsidy and a keyword in name, type or place. */
export function matchesFilters(program: CatalogueProgram, { type, keyword, ageGroup, subsidy }: Filters): boolean {
  if (type && program.category !== type) return false;
  if (ageGroup && !program.ageGroups.includes(ageGroup)) return false;
  if (subsidy && program.acceptsSubsidy !== true) return false;
  if (keyword) {
    const needle = keyword.toLowerCase();
    const haystack = `${program.name} ${program.programType ?? ''} ${program.address} ${program.city}`.toLowerCase();
    if (!haystack.includes(needle)) return false;
  }
  return true;
}

export interface Rankable {
  program: CatalogueProgram;
  /** Metres from the search point, or from the route. */
  distance: number;
  /** What "Best Match" orders by: distance near a place, added minutes along a route. */
  relevanceCost: number;
  /** The program's provider listing, when it has one. */
  listing: ListingDigest | undefined;
}

/** The found programs that pass every filter, made rankable by `toHit` with their listings. */
export function filteredHits<F extends { program: CatalogueProgram; at: number }, H extends Rankable>(
  found: readonly F[],
  query: Filters & ListingFilters,
  listings: AlignedListings,
  nowMs: number,
  toHit: (hit: F, listing: ListingDigest | undefined) => H,
): H[] {
  const passes = listingFilter(query, nowMs);
  const hits: H[] = [];
  for (const hit of found) {
    if (!matchesFilters(hit.program, query)) continue;
    const listing = listings.at(hit.at);
    if (passes && !passes(listing)) continue;
    hits.push(toHit(hit, listing));
  }
  return hits;
}

// One collator for every comparison: localeCompare with a locale and options builds one per call,
// which made a name sort of ~500 hits cost ~18 ms. Same order: localeCompare is defined by it.
const names = new Intl.Collator('en', { sensitivity: 'base' });
const byName = (a: Rankable, b: Rankable) => names.compare(a.program.name, b.program.name);
const byDistance = (a: Rankable, b: Rankable) => a.distance - b.distance;
// Compared, not subtracted: two unknown prices (Infinity) are a tie, not NaN.
const byPrice = (a: Rankable, b: Rankable) => {
  const first = lowestMonthlyPrice(a.listing);
  const second = lowestMonthlyPrice(b.listing);
  return first < second ? -1 : first > second ? 1 : 0;
};

/**
 * How many reviews' worth of the catalogue's mean a program's own reviews are weighed against in
 * "Highest Rated" (docs/decisions/0025): one 5-star review does not beat forty 4.7s.
 */
export const RATING_PRIOR_WEIGHT = 5;

/**
 * The Bayesian average that "Highest Rated" sorts by: (C x m + sum of stars) / (C + n), with m the
 * catalogue's mean star. The sum comes from the rounded average, close enough to order by.
 * A program without reviews sorts after every reviewed one.
 */
export function rankingRating(program: Pick<Program, 'rating' | 'reviewCount'>, meanRating: number | null): number {
  if (program.reviewCount === 0 || program.rating === null) return -Infinity;
  const prior = meanRating ?? program.rating;
  return (RATING_PRIOR_WEIGHT * prior + program.rating * program.reviewCount) / (RATING_PRIOR_WEIGHT + program.reviewCount);
}

const byRating = (meanRating: number | null) => (a: Rankable, b: Rankable) => {
  const first = rankingRating(a.program, meanRating);
  const second = rankingRating(b.program, meanRating);
  return first > second ? -1 : first < second ? 1 : 0;
};

/** The sort options; unreviewed programs and a missing price come last, ties fall back to the nearest. */
export const comparators = (meanRating: number | null): Record<SortOption, (a: Rankable, b: Rankable) => number> => ({
  relevance: (a, b) => a.relevanceCost - b.relevanceCost || byDistance(a, b),
  rating: (a, b) => byRating(meanRating)(a, b) || byDistance(a, b),
  distance: (a, b) => byDistance(a, b) || byName(a, b),
  name: (a, b) => byName(a, b) || byDistance(a, b),
  reviews: (a, b) => b.program.reviewCount - a.program.reviewCount || byDistance(a, b),
  price: (a, b) => byPrice(a, b) || byDistance(a, b),
});

/** The comparators before any review: "Highest Rated" weighs each program against its own average. */
export const COMPARATORS = comparators(null);

type Page = Pick<NearbyQuery, 'sort' | 'offset' | 'limit'>;

/** One page of the hits in the chosen order; only the hits up to the page's end are ordered. */
export function sortedPage<T extends Rankable>(hits: readonly T[], { sort, offset, limit }: Page, meanRating: number | null = null): T[] {
  return firstInOrder(hits, offset + limit, comparators(meanRating)[sort]).slice(offset);
}

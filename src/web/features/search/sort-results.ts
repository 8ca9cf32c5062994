import type { SearchResult, SortOption } from '../../../shared/schemas/search.js';

type Compare = (a: SearchResult, b: SearchResult) => number;

/** Spec section 4: sorting is client-side and a missing value counts as 0 (only ratings can be missing). */
const COMPARATORS: Record<Exclude<SortOption, 'relevance'>, Compare> = {
  rating: (a, b) => (b.rating ?? 0) - (a.rating ?? 0),
  distance: (a, b) => a.distance - b.distance,
  name: (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  reviews: (a, b) => b.reviews - a.reviews,
};

/**
 * The fetched page in the chosen order. Best Match keeps the server's ranking; the sort is
 * stable, so ties keep it too.
 */
export function sortResults<T extends SearchResult>(results: readonly T[], sort: SortOption): T[] {
  if (sort === 'relevance') return [...results];
  return [...results].sort(COMPARATORS[sort]);
}

import type { Program } from '#shared/schemas/catalogue.js';
import type { RouteSearchResult, SearchResult } from '#shared/schemas/search.js';
import { toListingSummary, type ListingDigest } from '#server/features/listings/listing-summaries.js';

/** A catalogue program as a result list shows it, with its listing in brief as of `nowMs`; distances are whole metres. */
export function toSearchResult(program: Program, distanceMeters: number, listing: ListingDigest | undefined, nowMs: number): SearchResult {
  return {
    id: program.id,
    name: program.name,
    address: [program.address, program.city, `${program.state} ${program.zip}`.trim()].filter(Boolean).join(', '),
    rating: program.rating,
    reviews: program.reviewCount,
    distance: Math.round(distanceMeters),
    position: { lat: program.lat, lng: program.lng },
    types: [program.category],
    category: program.category,
    phone: program.phone,
    website: program.website,
    capacity: program.capacity,
    licenseNumber: program.licenseNumber,
    ageGroups: program.ageGroups,
    acceptsSubsidy: program.acceptsSubsidy,
    locationPrecision: program.locationPrecision,
    source: program.source,
    listing: listing ? toListingSummary(listing, nowMs) : null,
  };
}

type RoutePosition = Pick<RouteSearchResult, 'distanceFromRouteMeters' | 'alongRouteMeters' | 'detourSeconds' | 'morning' | 'evening'>;

/** A program along a route: the list's fields plus where it lies from the route and the day's legs through it. */
export function toRouteSearchResult(
  program: Program,
  distanceMeters: number,
  listing: ListingDigest | undefined,
  nowMs: number,
  position: RoutePosition,
): RouteSearchResult {
  // Object.assign rather than a spread literal, which is many times slower per result.
  return Object.assign(toSearchResult(program, distanceMeters, listing, nowMs), position);
}

import type { Program } from '#shared/schemas/catalogue.js';
import type { RouteSearchResult, SearchResult } from '#shared/schemas/search.js';

/** A catalogue program as a result list shows it; distances are whole metres. */
export function toSearchResult(program: Program, distanceMeters: number): SearchResult {
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
    listing: null,
  };
}

type RoutePosition = Pick<RouteSearchResult, 'distanceFromRouteMeters' | 'alongRouteMeters' | 'detourSeconds'>;

/** A program along a route: the list's fields plus where it lies from the route. */
export function toRouteSearchResult(program: Program, distanceMeters: number, position: RoutePosition): RouteSearchResult {
  // Object.assign rather than a spread literal, which is many times slower per result.
  return Object.assign(toSearchResult(program, distanceMeters), position);
}

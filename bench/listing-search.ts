import type { Program } from '#shared/schemas/catalogue.js';
import type { RouteQuery } from '#shared/schemas/search.js';
import { routeQuery } from '#shared/schemas/search.js';
import { CatalogueIndex } from '#server/catalogue/catalogue-index.js';
import { demoListingRows } from '#server/catalogue/demo-listings.js';
import type { ListingSectionRow } from '#server/db/schema.js';
import { EMPTY_DIGEST, withSection } from '#server/features/listings/listing-summaries.js';
import { ListingColumns } from '#server/features/search/listing-columns.js';
import { alignListings } from '#server/features/search/listing-store.js';
import { searchAlongRoute } from '#server/features/search/search.service.js';
import { OfflineRouter } from '#server/geo/offline/offline-router.js';
import type { GeoPoint, Geocoder, Router } from '#server/geo/types.js';
import { routeLength } from './route-fixture.js';
import { measureInTurns, round } from './stats.js';

/** Every filter on the provider listing at once, as a parent looking for an infant place would set them. */
/** A parent's day: leaves home at 07:45, leaves work at 17:00, on the working days. */
export const DAY_PLAN = { departAt: '07:45', returnAt: '17:00' };

export const ALL_LISTING_FILTERS = {
  openings: 'infant',
  maxMonthlyTuition: '3000',
  openBy: '08:00',
  openUntil: '18:00',
  language: 'es',
  schedule: 'full-time',
} as const;

/** The demo generator's listings for these programs (about 40% of them), dated from now. */
export function listingRows(programs: Program[], seed: number): ListingSectionRow[] {
  const now = Date.now();
  return programs.flatMap((program) => demoListingRows(program, seed, now));
}

function digests(rows: ListingSectionRow[]): ListingColumns {
  const byProgram = new ListingColumns();
  for (const row of rows) byProgram.set(row.programId, withSection(byProgram.get(row.programId) ?? EMPTY_DIGEST, row));
  return byProgram;
}

/** The route search itself (filters, sort, page, results) without HTTP, on a route with thousands of programs along it. */
export async function serviceFigures(programs: Program[], rows: ListingSectionRow[], route: GeoPoint[]) {
  const index = CatalogueIndex.build(programs);
  const byId = digests(rows);
  const listings = alignListings(byId, index);
  const distanceMeters = routeLength(route);
  const offline = new OfflineRouter();
  const router: Router = {
    route: async () => ({ points: route, distanceMeters, durationSeconds: distanceMeters / 15, provider: 'offline', approximate: true }),
    // The offline speed model: what the service does with a matrix, without a network in the figures.
    matrix: (start, end, vias, mode) => offline.matrix(start, end, vias, mode),
  };
  const geocoder = { geocode: async () => null } as unknown as Geocoder;
  const services = { geocoder, router, catalogue: { current: async () => index }, listings: { current: async () => listings } };
  const [start, end] = [route[0] as GeoPoint, route.at(-1) as GeoPoint];
  const ends = { startLat: start.lat, startLng: start.lng, endLat: end.lat, endLng: end.lng, limit: 50 };
  const query = (extra: Record<string, string>): RouteQuery => routeQuery.parse({ ...ends, ...extra });
  const parsed = {
    unfiltered: query({}),
    filtered: query(ALL_LISTING_FILTERS),
    priceSorted: query({ sort: 'price' }),
    filteredPriceSorted: query({ ...ALL_LISTING_FILTERS, sort: 'price' }),
    planned: query(DAY_PLAN),
    plannedFitsByTotalDetour: query({ ...DAY_PLAN, fits: 'true', sort: 'totalDetour' }),
  };
  const search = (each: RouteQuery) => () => searchAlongRoute(services, each);
  const ms = await measureInTurns(
    {
      unfiltered: search(parsed.unfiltered),
      filtered: search(parsed.filtered),
      priceSorted: search(parsed.priceSorted),
      filteredPriceSorted: search(parsed.filteredPriceSorted),
      planned: search(parsed.planned),
      plannedFitsByTotalDetour: search(parsed.plannedFitsByTotalDetour),
    },
    { runs: 300, warmup: 20 },
  );
  return {
    programsWithListing: byId.size,
    routeSearchMs: ms.unfiltered,
    routeSearchTotal: (await searchAlongRoute(services, parsed.unfiltered)).total,
    filteredRouteSearchMs: ms.filtered,
    filteredRouteSearchTotal: (await searchAlongRoute(services, parsed.filtered)).total,
    filteredOverUnfilteredP50: round(ms.filtered.p50 / ms.unfiltered.p50, 2),
    filteredOverUnfilteredP99: round(ms.filtered.p99 / ms.unfiltered.p99, 2),
    priceSortedRouteSearchMs: ms.priceSorted,
    filteredPriceSortedRouteSearchMs: ms.filteredPriceSorted,
    plannedRouteSearchMs: ms.planned,
    plannedOverUnfilteredP50: round(ms.planned.p50 / ms.unfiltered.p50, 2),
    plannedFitsByTotalDetourRouteSearchMs: ms.plannedFitsByTotalDetour,
    plannedFitsByTotalDetourTotal: (await searchAlongRoute(services, parsed.plannedFitsByTotalDetour)).total,
  };
}

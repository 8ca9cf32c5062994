import polyline from '@mapbox/polyline';
import type {
  NearbyQuery,
  NearbyResponse,
  ResolvedPlace,
  RouteQuery,
  RouteResponse,
  RouteSearchResult,
} from '#shared/schemas/search.js';
import type { Program } from '#shared/schemas/catalogue.js';
import type { CatalogueStore } from '#server/catalogue/catalogue-store.js';
import type { CatalogueProgram } from '#server/catalogue/catalogue-columns.js';
import type { ListingDigest } from '#server/features/listings/listing-summaries.js';
import { haversineMeters } from '#server/geo/geometry.js';
import { GeoError, type DurationMatrix, type Geocoder, type GeoPoint, type RouteResult, type Router } from '#server/geo/types.js';
import { fitsPlan, planLegs, type DayLegs, type DayPlan, type LegDurations } from './day-plan.js';
import { firstInOrder } from './first-in-order.js';
import { placeLookupError, routeLookupError } from './geo-error-response.js';
import type { ListingStore } from './listing-store.js';
import { filteredHits, sortedPage, type Rankable } from './search-filters.js';
import { toRouteSearchResult, toSearchResult } from './search-result.js';
import { zoneAt, zoneShiftBetween } from './zone-shift.js';

export interface SearchServices {
  geocoder: Geocoder;
  router: Router;
  catalogue: Pick<CatalogueStore, 'current'>;
  listings: Pick<ListingStore, 'current'>;
}

/** A place the parent typed (geocoded) or gave as coordinates (taken as they are). */
async function resolvePlace(geocoder: Geocoder, text: string | undefined, lat?: number, lng?: number): Promise<ResolvedPlace> {
  if (lat !== undefined && lng !== undefined && !text) {
    return { lat, lng, formattedAddress: `${lat.toFixed(5)}, ${lng.toFixed(5)}`, precision: 'address', provider: 'offline' };
  }
  try {
    const found = await geocoder.geocode(text ?? '');
    if (!found) throw new GeoError('zero-results', 'ZERO_RESULTS', 'offline');
    const { formattedAddress, precision, provider, unrecognised } = found;
    return { lat: found.lat, lng: found.lng, formattedAddress, precision, provider, ...(unrecognised ? { unrecognised } : {}) };
  } catch (error) {
    throw placeLookupError(error);
  }
}

export async function searchNearby(services: SearchServices, query: NearbyQuery): Promise<NearbyResponse> {
  const origin = await resolvePlace(services.geocoder, query.location, query.lat, query.lng);
  const index = await services.catalogue.current();
  const listings = await services.listings.current(index);
  const now = Date.now();
  const hits = filteredHits(index.nearby(origin, query.radius), query, listings, now, ({ program, at, distanceMeters }, listing) => ({
    program,
    at,
    distance: distanceMeters,
    relevanceCost: distanceMeters,
    listing,
  }));
  const page = sortedPage(hits, query, index.meanRating);
  const programs = await index.programsAt(page.map(({ at }) => at));
  return {
    origin,
    total: hits.length,
    daycares: page.map(({ distance, listing }, i) => toSearchResult(programs[i] as Program, distance, listing, now)),
  };
}

/** The two ends resolved, the route between them, and the day planned on it, as every route answer starts. */
async function dayOnRoute(services: SearchServices, query: PlannedRoute) {
  const [start, end] = await Promise.all([
    resolvePlace(services.geocoder, query.start, query.startLat, query.startLng),
    resolvePlace(services.geocoder, query.end, query.endLat, query.endLng),
  ]);
  let route: RouteResult;
  try {
    route = await services.router.route(start, end, query.mode);
  } catch (error) {
    throw routeLookupError(error);
  }
  const index = await services.catalogue.current();
  const listings = await services.listings.current(index);
  const plan: DayPlan = { departAt: query.departAt ?? null, arriveBy: query.arriveBy ?? null, returnAt: query.returnAt ?? null, days: query.days };
  const secondsPerMeter = route.distanceMeters > 0 ? route.durationSeconds / route.distanceMeters : 0;
  return { start, end, route, index, listings, plan, parentZone: zoneAt(start), secondsPerMeter, now: Date.now() };
}

export async function searchAlongRoute(services: SearchServices, query: RouteQuery): Promise<RouteResponse> {
  const { start, end, route, index, listings, plan, parentZone, secondsPerMeter, now } = await dayOnRoute(services, query);
  // The fits filter and the total-detour sort read the legs of every hit, so only then are they
  // planned before paging, from estimates; the page is measured afterwards (docs/decisions/0026).
  const plansEveryHit = query.fits === true || query.sort === 'totalDetour';
  const found = index.corridor(route.points, query.corridor);
  const estimated = (alongMeters: number, offMeters: number) => estimatedDurations(route, secondsPerMeter, alongMeters, offMeters);
  const planned = (at: number, listing: ListingDigest | undefined, seconds: LegDurations) =>
    planLegs(plan, seconds, listing?.hours?.week ?? null, zoneShiftBetween(parentZone, index.zoneOf(at), now));
  const corridorHits = filteredHits(found, query, listings, now, ({ program, at, distanceFromRouteMeters, alongRouteMeters }, listing): RouteHit => {
    // There and back from the nearest point of the route at the route's own average speed.
    const estimatedDetour = 2 * distanceFromRouteMeters * secondsPerMeter;
    // Written out, not spread ({ ...hit }): spreading into a literal with more keys costs
    // microseconds an object, which at a few hundred hits was most of a route search.
    return {
      program,
      at,
      distanceFromRouteMeters,
      alongRouteMeters,
      distance: distanceFromRouteMeters,
      relevanceCost: estimatedDetour,
      detourSeconds: estimatedDetour,
      listing,
      legs: plansEveryHit ? planned(at, listing, estimated(alongRouteMeters, distanceFromRouteMeters)) : null,
    };
  });
  const hits = query.fits === true ? corridorHits.filter((hit) => !hit.legs || fitsPlan(hit.legs)) : corridorHits;
  const page = query.sort === 'totalDetour'
    ? firstInOrder(hits, query.offset + query.limit, byTotalDetour).slice(query.offset)
    : sortedPage(hits, { sort: query.sort, offset: query.offset, limit: query.limit }, index.meanRating);
  const [measured, programs] = await Promise.all([
    measuredMatrix(services.router, start, end, page.map(({ program }) => program), query.mode),
    index.programsAt(page.map(({ at }) => at)),
  ]);

  const daycares: RouteSearchResult[] = [];
  page.forEach((hit, i) => {
    const legs = planned(hit.at, hit.listing, withMeasured(estimated(hit.alongRouteMeters, hit.distanceFromRouteMeters), measured, i));
    // Measured, a program the estimate let through may turn out not to fit: it leaves the page.
    if (query.fits === true && !fitsPlan(legs)) return;
    daycares.push(
      toRouteSearchResult(programs[i] as Program, hit.distance, hit.listing, now, {
        distanceFromRouteMeters: Math.round(hit.distanceFromRouteMeters),
        alongRouteMeters: Math.round(hit.alongRouteMeters),
        detourSeconds: legs.morning.detourSeconds,
        morning: legs.morning,
        evening: legs.evening,
      }),
    );
  });
  // The page keeps its hits; measured, they are shown in the order of their measured total.
  if (query.sort === 'totalDetour') daycares.sort((a, b) => totalDetour(a) - totalDetour(b));

  return {
    start,
    end,
    route: {
      polyline: polyline.encode(route.points.map(({ lat, lng }) => [lat, lng]), 5),
      distanceMeters: Math.round(route.distanceMeters),
      durationSeconds: Math.round(route.durationSeconds),
      provider: route.provider,
      approximate: route.approximate,
    },
    plan: { ...plan, days: [...plan.days], estimated: route.approximate || measured?.provider === 'offline' || (page.length > 0 && !measured) },
    total: hits.length,
    daycares,
  };
}

/** A route and a day, as the compare page carries them from the results it was opened from. */
export type PlannedRoute = Pick<RouteQuery, 'start' | 'end' | 'startLat' | 'startLng' | 'endLat' | 'endLng' | 'mode' | 'departAt' | 'arriveBy' | 'returnAt' | 'days'>;

export interface ProgramOnRoute {
  distanceFromRouteMeters: number;
  morning: DayLegs['morning'];
  evening: DayLegs['evening'];
}

/**
 * How each named program sits on a route, wherever it is (not only within a corridor): its
 * distance off the route and both legs of the day, measured as the route search measures a page
 * (one matrix call), so a comparison shows the same minutes the results did.
 */
export async function programsOnRoute(services: SearchServices, query: PlannedRoute, programs: readonly CatalogueProgram[]): Promise<Map<string, ProgramOnRoute>> {
  if (programs.length === 0) return new Map();
  const { start, end, route, index, listings, plan, parentZone, secondsPerMeter, now } = await dayOnRoute(services, query);
  // A corridor just wide enough for the farthest of them finds where each lies along the route.
  const reach = Math.max(...programs.map((program) => Math.min(...route.points.map((point) => haversineMeters(point, program))))) + 1;
  const wanted = new Set(programs.map(({ id }) => id));
  const placed = new Map(index.corridor(route.points, reach).filter((hit) => wanted.has(hit.program.id)).map((hit) => [hit.program.id, hit]));
  const measured = await measuredMatrix(services.router, start, end, [...programs], query.mode);
  const legs = new Map<string, ProgramOnRoute>();
  programs.forEach((program, i) => {
    const hit = placed.get(program.id);
    if (!hit) return;
    const seconds = withMeasured(estimatedDurations(route, secondsPerMeter, hit.alongRouteMeters, hit.distanceFromRouteMeters), measured, i);
    const day = planLegs(plan, seconds, listings.at(hit.at)?.hours?.week ?? null, zoneShiftBetween(parentZone, index.zoneOf(hit.at), now));
    legs.set(program.id, { distanceFromRouteMeters: Math.round(hit.distanceFromRouteMeters), ...day });
  });
  return legs;
}

interface RouteHit extends Rankable {
  /** The program's position in the catalogue index: the page's details are read by it. */
  at: number;
  distanceFromRouteMeters: number;
  alongRouteMeters: number;
  detourSeconds: number;
  /** Planned from the estimate, when the filter or the sort needs them for every hit. */
  legs: DayLegs | null;
}

const totalDetour = ({ morning, evening }: DayLegs) => morning.detourSeconds + evening.detourSeconds;
const byTotalDetour = (a: RouteHit, b: RouteHit) =>
  (a.legs ? totalDetour(a.legs) : 0) - (b.legs ? totalDetour(b.legs) : 0) || a.distance - b.distance;

/**
 * A program's trips estimated from where it lies: to it along the route then off it, and on from
 * it back to the route and along, at the route's own average speed; the evening leg is taken as
 * the morning's reversed (docs/decisions/0026).
 */
function estimatedDurations(route: RouteResult, secondsPerMeter: number, alongMeters: number, offMeters: number): LegDurations {
  const fromStart = (alongMeters + offMeters) * secondsPerMeter;
  const toEnd = (Math.max(0, route.distanceMeters - alongMeters) + offMeters) * secondsPerMeter;
  return { fromStart, toEnd, fromEnd: toEnd, toStart: fromStart, startToEnd: route.durationSeconds, endToStart: route.durationSeconds };
}

/** The router's durations where it has them, the estimate for each one it has not. */
function withMeasured(estimate: LegDurations, measured: DurationMatrix | null, at: number): LegDurations {
  const via = measured?.vias[at];
  if (!measured || !via) return estimate;
  return {
    fromStart: via.fromStart ?? estimate.fromStart,
    toEnd: via.toEnd ?? estimate.toEnd,
    fromEnd: via.fromEnd ?? estimate.fromEnd,
    toStart: via.toStart ?? estimate.toStart,
    startToEnd: measured.startToEnd ?? estimate.startToEnd,
    endToStart: measured.endToStart ?? estimate.endToStart,
  };
}

/** The page's durations where the router measures them, in one call; a failure keeps the estimates. */
async function measuredMatrix(router: Router, start: GeoPoint, end: GeoPoint, vias: GeoPoint[], mode: RouteQuery['mode']) {
  if (vias.length === 0) return null;
  try {
    return await router.matrix(start, end, vias, mode);
  } catch {
    return null;
  }
}

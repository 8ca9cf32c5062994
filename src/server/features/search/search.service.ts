import polyline from '@mapbox/polyline';
import type {
  NearbyQuery,
  NearbyResponse,
  ResolvedPlace,
  RouteQuery,
  RouteResponse,
  RouteSearchResult,
} from '#shared/schemas/search.js';
import type { CatalogueStore } from '#server/catalogue/catalogue-store.js';
import { GeoError, type Geocoder, type GeoPoint, type RouteResult, type Router } from '#server/geo/types.js';
import { placeLookupError, routeLookupError } from './geo-error-response.js';
import type { ListingStore } from './listing-store.js';
import { filteredHits, sortedPage } from './search-filters.js';
import { toRouteSearchResult, toSearchResult } from './search-result.js';

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
  const hits = filteredHits(index.nearby(origin, query.radius), query, listings, now, ({ program, distanceMeters }, listing) => ({
    program,
    distance: distanceMeters,
    relevanceCost: distanceMeters,
    listing,
  }));
  const page = sortedPage(hits, query, index.meanRating);
  return {
    origin,
    total: hits.length,
    daycares: page.map(({ program, distance, listing }) => toSearchResult(program, distance, listing, now)),
  };
}

export async function searchAlongRoute(services: SearchServices, query: RouteQuery): Promise<RouteResponse> {
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
  const now = Date.now();
  const secondsPerMeter = route.distanceMeters > 0 ? route.durationSeconds / route.distanceMeters : 0;
  const found = index.corridor(route.points, query.corridor);
  const hits = filteredHits(found, query, listings, now, ({ program, distanceFromRouteMeters, alongRouteMeters }, listing) => {
    // There and back from the nearest point of the route at the route's own average speed.
    const estimatedDetour = 2 * distanceFromRouteMeters * secondsPerMeter;
    // Written out, not spread ({ ...hit }): spreading into a literal with more keys costs
    // microseconds an object, which at a few hundred hits was most of a route search.
    return {
      program,
      distanceFromRouteMeters,
      alongRouteMeters,
      distance: distanceFromRouteMeters,
      relevanceCost: estimatedDetour,
      detourSeconds: estimatedDetour,
      listing,
    };
  });
  const page = sortedPage(hits, query, index.meanRating);
  const measured = await measuredDetours(services.router, start, end, page.map(({ program }) => program), query.mode);

  const daycares: RouteSearchResult[] = page.map((hit, i) =>
    toRouteSearchResult(hit.program, hit.distance, hit.listing, now, {
      distanceFromRouteMeters: Math.round(hit.distanceFromRouteMeters),
      alongRouteMeters: Math.round(hit.alongRouteMeters),
      detourSeconds: Math.round(measured?.[i] ?? hit.detourSeconds),
    }),
  );

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
    total: hits.length,
    daycares,
  };
}

/** Road-network detours where the provider measures them; a failure keeps the estimates. */
async function measuredDetours(router: Router, start: GeoPoint, end: GeoPoint, vias: GeoPoint[], mode: RouteQuery['mode']) {
  if (vias.length === 0) return null;
  try {
    return await router.detours(start, end, vias, mode);
  } catch {
    return null;
  }
}

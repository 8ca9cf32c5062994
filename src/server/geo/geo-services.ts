import type { GeoConfig } from '#server/config.js';
import type { Db } from '#server/db/database.js';
import { CachedGeocoder, CachedRouter, DEFAULT_TTLS, GeoCache, type CacheTtls, type GeoCacheOptions } from './geo-cache.js';
import { GoogleGeocoder } from './google/google-geocoder.js';
import { GooglePlaces } from './google/google-places.js';
import { GoogleRouter } from './google/google-router.js';
import { JsonHttpClient, type FetchFn } from './http/fetch-json.js';
import { OfflineGeocoder, type AddressLookup } from './offline/offline-geocoder.js';
import { OfflineRouter } from './offline/offline-router.js';
import { NominatimGeocoder } from './osm/nominatim-geocoder.js';
import { OsrmRouter } from './osm/osrm-router.js';
import { OverpassPlaces } from './osm/overpass-places.js';
import { PhotonGeocoder } from './osm/photon-geocoder.js';
import { GeoError, type Geocoder, type GeoPoint, type Places, type ProviderName, type Router, type TravelMode } from './types.js';

export interface GeoServices {
  geocoder: Geocoder;
  router: Router;
  /** The provider asked first; an answer from the offline fallback says 'offline' itself. */
  provider: ProviderName;
  /**
   * The map service's own childcare places (Overpass, Google Places), uncached and with no
   * fallback; null offline, where the catalogue is the places.
   */
  places: Places | null;
}

export interface GeoServicesDeps {
  db: Db;
  /** Exact catalogue addresses, tried before the gazetteer by the offline geocoder. */
  addressLookup?: AddressLookup;
  fetch?: FetchFn;
  /** Where fallbacks to offline and cache failures are reported, e.g. (error, message) => log.warn({ err: error }, message). */
  warn?: (error: unknown, message: string) => void;
  cache?: GeoCacheOptions & { ttls?: CacheTtls };
}

export class GeoConfigError extends Error {}

/**
 * The geocoder and router the app uses: offline, OpenStreetMap services or Google, each network
 * provider cached and falling back per request to offline when it cannot be reached.
 * 'zero-results', 'over-limit', 'denied' and 'invalid' are not fallen back from: the parent is
 * told rather than silently given a cruder answer.
 */
export function createGeoServices(config: GeoConfig, deps: GeoServicesDeps): GeoServices {
  const offlineGeocoder = new OfflineGeocoder(deps.addressLookup ? { addressLookup: deps.addressLookup } : {});
  const offlineRouter = new OfflineRouter();
  const provider = resolveProvider(config);
  if (provider === 'offline') return { geocoder: offlineGeocoder, router: offlineRouter, provider, places: null };

  const warn = deps.warn ?? (() => undefined);
  const http = (name: ProviderName) =>
    new JsonHttpClient(name, { timeoutMs: config.timeoutMs, backoffMs: config.retryBackoffMs, userAgent: config.userAgent, fetch: deps.fetch });
  const network = provider === 'google' ? googleProviders(config, http('google')) : osmProviders(config, offlineGeocoder, http('osm'));

  const cache = new GeoCache(deps.db, { ...deps.cache, onError: (error) => warn(error, 'geo cache unavailable') });
  const ttls = deps.cache?.ttls ?? DEFAULT_TTLS;
  const onFallback = (error: GeoError) => warn(error, `${error.provider} unavailable, answering offline`);
  return {
    geocoder: new FallbackGeocoder(new CachedGeocoder(network.geocoder, cache, network.geocoderName, ttls), offlineGeocoder, onFallback),
    router: new FallbackRouter(new CachedRouter(network.router, cache, network.routerName, ttls), offlineRouter, onFallback),
    provider,
    places: network.places,
  };
}

function resolveProvider(config: GeoConfig): ProviderName {
  if (config.provider === 'auto') return config.googleApiKey ? 'google' : 'osm';
  return config.provider;
}

interface NetworkProviders {
  geocoder: Geocoder;
  router: Router;
  places: Places;
  /** Cache namespaces: two services of one provider must not share answers. */
  geocoderName: string;
  routerName: string;
}

function googleProviders(config: GeoConfig, http: JsonHttpClient): NetworkProviders {
  const apiKey = config.googleApiKey;
  if (!apiKey) throw new GeoConfigError('GEO_PROVIDER=google needs GOOGLE_MAPS_API_KEY; set it, or use GEO_PROVIDER=auto, osm or offline');
  const { googleGeocodeUrl: geocodeUrl, googlePlacesUrl: placesUrl, googleRoutesUrl: routesUrl } = config;
  return {
    geocoder: new GoogleGeocoder({ apiKey, http, geocodeUrl, placesUrl }),
    router: new GoogleRouter({ apiKey, http, routesUrl }),
    places: new GooglePlaces({ apiKey, http, placesUrl }),
    geocoderName: 'google',
    routerName: 'google',
  };
}

function osmProviders(config: GeoConfig, offline: OfflineGeocoder, http: JsonHttpClient): NetworkProviders {
  const geocoder =
    config.osmGeocoder === 'nominatim'
      ? new NominatimGeocoder({ baseUrl: config.nominatimUrl, http, suggest: (text, limit) => offline.autocomplete(text, limit) })
      : new PhotonGeocoder({ baseUrl: config.photonUrl, http });
  return {
    geocoder,
    router: new OsrmRouter({ baseUrl: config.osrmUrl, http }),
    places: new OverpassPlaces({ baseUrl: config.overpassUrl, http }),
    geocoderName: `osm-${config.osmGeocoder}`,
    routerName: 'osm-osrm',
  };
}

/** The primary's answer, or the offline one when the primary cannot be reached ('unavailable'). */
async function withFallback<T>(primary: () => Promise<T>, offline: () => Promise<T>, onFallback: (error: GeoError) => void): Promise<T> {
  try {
    return await primary();
  } catch (error) {
    if (!(error instanceof GeoError) || error.failure !== 'unavailable') throw error;
    onFallback(error);
    return offline();
  }
}

class FallbackGeocoder implements Geocoder {
  constructor(
    private readonly primary: Geocoder,
    private readonly offline: Geocoder,
    private readonly onFallback: (error: GeoError) => void,
  ) {}

  geocode(text: string) {
    return withFallback(() => this.primary.geocode(text), () => this.offline.geocode(text), this.onFallback);
  }

  autocomplete(text: string, limit: number) {
    return withFallback(() => this.primary.autocomplete(text, limit), () => this.offline.autocomplete(text, limit), this.onFallback);
  }

  reverse(point: GeoPoint) {
    return withFallback(() => this.primary.reverse(point), () => this.offline.reverse(point), this.onFallback);
  }
}

class FallbackRouter implements Router {
  constructor(
    private readonly primary: Router,
    private readonly offline: Router,
    private readonly onFallback: (error: GeoError) => void,
  ) {}

  route(start: GeoPoint, end: GeoPoint, mode: TravelMode) {
    return withFallback(() => this.primary.route(start, end, mode), () => this.offline.route(start, end, mode), this.onFallback);
  }

  matrix(start: GeoPoint, end: GeoPoint, vias: GeoPoint[], mode: TravelMode) {
    return withFallback(
      () => this.primary.matrix(start, end, vias, mode),
      () => this.offline.matrix(start, end, vias, mode),
      this.onFallback,
    );
  }
}

import { setTimeout as sleep } from 'node:timers/promises';
import type { GeoConfig } from '#server/config.js';
import { CensusBatchGeocoder } from '#server/geo/census/census-batch-geocoder.js';
import { CachedGeocoder, DEFAULT_TTLS, GeoCache } from '#server/geo/geo-cache.js';
import { GeoConfigError } from '#server/geo/geo-services.js';
import { GoogleGeocoder } from '#server/geo/google/google-geocoder.js';
import { JsonHttpClient } from '#server/geo/http/fetch-json.js';
import { NominatimGeocoder } from '#server/geo/osm/nominatim-geocoder.js';
import { PhotonGeocoder } from '#server/geo/osm/photon-geocoder.js';
import type { Geocoder } from '#server/geo/types.js';
import type { Db } from '#server/db/database.js';
import { bumpCatalogueVersion } from './catalogue.repository.js';
import { geocodeCandidates, recordGeocodeAnswers, type GeocodeAnswer, type GeocodeCandidate } from './geocode.repository.js';

export const GEOCODE_PROVIDERS = ['census', 'photon', 'nominatim', 'google'] as const;
export type GeocodeProvider = (typeof GEOCODE_PROVIDERS)[number];

/** Asks one provider about a batch of addresses; an address it leaves unanswered is asked again next run. */
export interface AddressGeocoder {
  readonly provider: GeocodeProvider;
  /** Addresses a request (or a recorded step) holds. */
  readonly batchSize: number;
  geocode(candidates: readonly GeocodeCandidate[]): Promise<GeocodeAnswer[]>;
}

/** The Census batch service: a thousand addresses a request, far below its 10,000 cap, so a kill loses little. */
export function censusAddressGeocoder(census: CensusBatchGeocoder, batchSize = 1000): AddressGeocoder {
  return {
    provider: 'census',
    batchSize,
    async geocode(candidates) {
      const found = await census.geocode(candidates);
      return candidates.flatMap((candidate): GeocodeAnswer[] => {
        const match = found.get(candidate.id);
        if (!match) return [];
        return match.outcome === 'exact' || match.outcome === 'approximate'
          ? [{ candidate, outcome: match.outcome, point: match.point, matchedAddress: match.matchedAddress }]
          : [{ candidate, outcome: match.outcome, point: null, matchedAddress: null }];
      });
    },
  };
}

/**
 * A one-address-at-a-time service (Photon, Nominatim, Google) through its existing adapter, no
 * faster than `minIntervalMs` apart (Nominatim's usage policy: one request a second). Only an
 * answer at the address itself counts: a street or town centre would be no better than the ZIP.
 */
export function singleAddressGeocoder(provider: Exclude<GeocodeProvider, 'census'>, geocoder: Geocoder, minIntervalMs: number, batchSize = 25): AddressGeocoder {
  let last = 0;
  return {
    provider,
    batchSize,
    async geocode(candidates) {
      const answers: GeocodeAnswer[] = [];
      for (const candidate of candidates) {
        const wait = last + minIntervalMs - Date.now();
        if (wait > 0) await sleep(wait);
        last = Date.now();
        const found = await geocoder.geocode(`${candidate.street}, ${candidate.city}, ${candidate.state} ${candidate.zip}`);
        answers.push(
          found && found.precision === 'address' && !found.approximate
            ? { candidate, outcome: 'exact', point: { lat: found.lat, lng: found.lng }, matchedAddress: found.formattedAddress }
            : { candidate, outcome: 'no-match', point: null, matchedAddress: null },
        );
      }
      return answers;
    },
  };
}

export interface GeocodeOptions {
  limit?: number;
  /** Ask, count and report, but write nothing. */
  dryRun?: boolean;
  /** After each batch: how many of the run's addresses have been asked about so far, of how many. */
  onProgress?: (done: number, total: number) => void;
}

export interface GeocodeSummary {
  asked: number;
  exact: number;
  approximate: number;
  /** No match, or several equally good ones (a tie): both stay at their ZIP or city. */
  unmatched: GeocodeCandidate[];
  /** Left unanswered by the provider; asked again next run. */
  unanswered: number;
  /** Programs that moved to their address point. */
  moved: number;
}

/**
 * Geocodes the programs placed only by their ZIP or city (docs/decisions/0030). Each batch's answers
 * and moves are written in one transaction and the catalogue version moves after it, so a running
 * server picks the new points up and a killed run loses at most the batch in flight.
 */
export async function geocodeCatalogue(db: Db, geocoder: AddressGeocoder, options: GeocodeOptions = {}): Promise<GeocodeSummary> {
  const candidates = await geocodeCandidates(db, geocoder.provider, options.limit);
  const summary: GeocodeSummary = { asked: 0, exact: 0, approximate: 0, unmatched: [], unanswered: 0, moved: 0 };
  options.onProgress?.(0, candidates.length);
  for (let start = 0; start < candidates.length; start += geocoder.batchSize) {
    const batch = candidates.slice(start, start + geocoder.batchSize);
    const answers = await geocoder.geocode(batch);
    summary.asked += batch.length;
    summary.unanswered += batch.length - answers.length;
    for (const answer of answers) {
      if (answer.outcome === 'exact') summary.exact += 1;
      else if (answer.outcome === 'approximate') summary.approximate += 1;
      else summary.unmatched.push(answer.candidate);
    }
    if (!options.dryRun) {
      const now = new Date().toISOString();
      const moved = await recordGeocodeAnswers(db, geocoder.provider, answers, now);
      summary.moved += moved;
      if (moved > 0) await bumpCatalogueVersion(db, now);
    }
    options.onProgress?.(summary.asked, candidates.length);
  }
  return summary;
}

/** Nominatim's usage policy: at most one request a second, from an identifying User-Agent. */
const NOMINATIM_INTERVAL_MS = 1000;
/** Photon and Google set no such rule; a short gap keeps a long run from hammering them. */
const COURTESY_INTERVAL_MS = 50;

/** The geocoder for `catalogue geocode --provider`; the one-at-a-time services answer through the geo cache. */
export function addressGeocoderFor(provider: GeocodeProvider, config: GeoConfig, db: Db, batchSize?: number): AddressGeocoder {
  if (provider === 'census') {
    return censusAddressGeocoder(new CensusBatchGeocoder({ url: config.censusGeocoderUrl, userAgent: config.userAgent }), batchSize);
  }
  const http = new JsonHttpClient(provider === 'google' ? 'google' : 'osm', {
    timeoutMs: config.timeoutMs,
    backoffMs: config.retryBackoffMs,
    userAgent: config.userAgent,
  });
  const cache = new GeoCache(db);
  if (provider === 'google') {
    if (!config.googleApiKey) throw new GeoConfigError('--provider google needs GOOGLE_MAPS_API_KEY');
    const google = new GoogleGeocoder({ apiKey: config.googleApiKey, http, geocodeUrl: config.googleGeocodeUrl, placesUrl: config.googlePlacesUrl });
    return singleAddressGeocoder('google', new CachedGeocoder(google, cache, 'google', DEFAULT_TTLS), COURTESY_INTERVAL_MS, batchSize);
  }
  if (provider === 'nominatim') {
    const nominatim = new NominatimGeocoder({ baseUrl: config.nominatimUrl, http, suggest: async () => [] });
    return singleAddressGeocoder('nominatim', new CachedGeocoder(nominatim, cache, 'osm-nominatim', DEFAULT_TTLS), NOMINATIM_INTERVAL_MS, batchSize);
  }
  const photon = new PhotonGeocoder({ baseUrl: config.photonUrl, http });
  return singleAddressGeocoder('photon', new CachedGeocoder(photon, cache, 'osm-photon', DEFAULT_TTLS), COURTESY_INTERVAL_MS, batchSize);
}

import { z } from 'zod';
import type { LocationPrecision } from '#shared/schemas/catalogue.js';
import { endpoint } from '../http/fetch-json.js';
import { LAUNCH_AREA_CENTRE } from '../offline/gazetteer.js';
import type { GeocodeResult, Geocoder, GeoFailure, GeoPoint, ReverseResult, Suggestion } from '../types.js';
import { googlePost, type GoogleApiAccess } from './google-cloud-api.js';

// Geocoding API JSON (developers.google.com/maps/documentation/geocoding/requests-geocoding).
const geocodeAnswer = z.object({
  status: z.string(),
  error_message: z.string().optional(),
  results: z
    .array(
      z.object({
        formatted_address: z.string(),
        types: z.array(z.string()).default([]),
        address_components: z
          .array(z.object({ long_name: z.string(), short_name: z.string(), types: z.array(z.string()) }))
          .default([]),
        geometry: z.object({
          location: z.object({ lat: z.number(), lng: z.number() }),
          location_type: z.string(),
        }),
      }),
    )
    .default([]),
});
type GoogleResult = z.infer<typeof geocodeAnswer>['results'][number];

// Places API (New) places:autocomplete, with the field mask below.
const autocompleteAnswer = z.object({
  suggestions: z
    .array(z.object({ placePrediction: z.object({ placeId: z.string(), text: z.object({ text: z.string() }) }).optional() }))
    .default([]),
});
const AUTOCOMPLETE_FIELDS = 'suggestions.placePrediction.placeId,suggestions.placePrediction.text.text';
/** Places API (New) allows a bias circle of at most 50 km. */
const BIAS_RADIUS_METERS = 50_000;

const FAILURE_OF_STATUS: Record<string, GeoFailure> = {
  ZERO_RESULTS: 'zero-results',
  OVER_QUERY_LIMIT: 'over-limit',
  // Also a missing key or billing; either way the parent sees "high demand", the operator the status.
  OVER_DAILY_LIMIT: 'over-limit',
  REQUEST_DENIED: 'denied',
  INVALID_REQUEST: 'invalid',
  UNKNOWN_ERROR: 'unavailable',
};

/** "The request may succeed if you try again" (UNKNOWN_ERROR), and the per-second limit passes; the daily one does not. */
const RETRYABLE_STATUSES = new Set(['UNKNOWN_ERROR', 'OVER_QUERY_LIMIT']);

const ADDRESS_TYPES = ['street_address', 'premise', 'subpremise', 'establishment', 'point_of_interest', 'route', 'intersection'];

export interface GoogleGeocoderOptions extends GoogleApiAccess {
  /** The Geocoding API endpoint (GOOGLE_GEOCODE_URL). */
  geocodeUrl: string;
  /** The Places API (New) base (GOOGLE_PLACES_URL). */
  placesUrl: string;
}

/** Google Geocoding API (country US) and Places API (New) Autocomplete. */
export class GoogleGeocoder implements Geocoder {
  constructor(private readonly options: GoogleGeocoderOptions) {}

  async geocode(text: string): Promise<GeocodeResult | null> {
    const address = text.trim();
    if (!address) return null;
    const [first] = await this.lookup({ address, components: 'country:US' });
    return first ? toGeocodeResult(first) : null;
  }

  /**
   * Autocomplete answers names without positions, so each suggestion is placed with one Geocoding
   * call by place ID (in parallel; the cache keeps repeated typing cheap).
   */
  async autocomplete(text: string, limit: number): Promise<Suggestion[]> {
    const input = text.trim();
    if (!input || limit <= 0) return [];
    const answer = await this.options.http.request(
      googlePost(this.options, endpoint(this.options.placesUrl, '/places:autocomplete'), AUTOCOMPLETE_FIELDS, {
        input,
        includedRegionCodes: ['us'],
        locationBias: {
          circle: {
            center: { latitude: LAUNCH_AREA_CENTRE.lat, longitude: LAUNCH_AREA_CENTRE.lng },
            radius: BIAS_RADIUS_METERS,
          },
        },
      }),
      autocompleteAnswer,
    );
    const predictions = answer.suggestions.flatMap((suggestion) => suggestion.placePrediction ?? []).slice(0, limit);
    const placed = await Promise.all(
      predictions.map(async (prediction) => {
        const [result] = await this.lookup({ place_id: prediction.placeId });
        return result ? { description: stripCountry(prediction.text.text), ...result.geometry.location } : null;
      }),
    );
    return placed.filter((suggestion) => suggestion !== null);
  }

  async reverse(point: GeoPoint): Promise<ReverseResult | null> {
    const results = await this.lookup({ latlng: `${point.lat},${point.lng}` });
    const first = results.find((result) => countryOf(result) === 'US');
    return first ? { address: stripCountry(first.formatted_address), provider: 'google' } : null;
  }

  /** The results of one Geocoding API call; none for ZERO_RESULTS, a GeoError for any other failing status. */
  private async lookup(query: Record<string, string>): Promise<GoogleResult[]> {
    const url = endpoint(this.options.geocodeUrl, '', { ...query, key: this.options.apiKey });
    const answer = await this.options.http.request({ url, readFailure: this.readFailure }, geocodeAnswer);
    return answer.status === 'ZERO_RESULTS' ? [] : answer.results;
  }

  private readonly readFailure = ({ status }: z.infer<typeof geocodeAnswer>) => {
    if (status === 'OK' || status === 'ZERO_RESULTS') return null;
    const error = this.options.http.error(FAILURE_OF_STATUS[status] ?? 'unavailable', status);
    return { error, retryable: RETRYABLE_STATUSES.has(status) };
  };
}

function toGeocodeResult(result: GoogleResult): GeocodeResult {
  const precision: LocationPrecision = result.types.some((type) => ADDRESS_TYPES.includes(type))
    ? 'address'
    : result.types.includes('postal_code')
      ? 'zip'
      : 'city';
  const { location, location_type: locationType } = result.geometry;
  return {
    lat: location.lat,
    lng: location.lng,
    formattedAddress: stripCountry(result.formatted_address),
    precision,
    provider: 'google',
    // ROOFTOP and RANGE_INTERPOLATED place the address itself; the others stand for an area or a line.
    approximate: locationType !== 'ROOFTOP' && locationType !== 'RANGE_INTERPOLATED',
  };
}

function countryOf(result: GoogleResult): string | undefined {
  return result.address_components.find((component) => component.types.includes('country'))?.short_name;
}

/** Every answer is in the US, so ", USA" says nothing. */
function stripCountry(address: string): string {
  return address.replace(/,\s*(USA|United States)$/, '');
}

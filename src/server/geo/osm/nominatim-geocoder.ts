import { z } from 'zod';
import { endpoint, type JsonHttpClient } from '../http/fetch-json.js';
import type { GeocodeResult, Geocoder, GeoPoint, ReverseResult, Suggestion } from '../types.js';
import { formatUsAddress } from './photon-geocoder.js';

// format=jsonv2 with addressdetails=1 (nominatim.org/release-docs/latest/api/Output/).
const nominatimPlace = z.object({
  lat: z.coerce.number(),
  lon: z.coerce.number(),
  display_name: z.string(),
  category: z.string().optional(),
  type: z.string().optional(),
  place_rank: z.number().optional(),
  addresstype: z.string().optional(),
  name: z.string().nullish(),
  address: z.record(z.string(), z.string()).default({}),
});
type NominatimPlace = z.infer<typeof nominatimPlace>;
const searchAnswer = z.array(nominatimPlace);
// Reverse answers one place, or {"error": "Unable to geocode"} when nothing is there.
const reverseAnswer = z.union([nominatimPlace, z.object({ error: z.string() })]);

/** Nominatim's ranks: 30 a house or named place, 26-27 a street (nominatim.org/release-docs: Place Ranking). */
const HOUSE_RANK = 30;
const STREET_RANK = 26;

export interface NominatimGeocoderOptions {
  baseUrl: string;
  http: JsonHttpClient;
  /**
   * Nominatim's usage policy forbids autocomplete against the public server, so suggestions come
   * from elsewhere (the offline gazetteer).
   */
  suggest: (text: string, limit: number) => Promise<Suggestion[]>;
}

/** Nominatim (OpenStreetMap's geocoder, or self-hosted), restricted to the US with countrycodes=us. */
export class NominatimGeocoder implements Geocoder {
  constructor(private readonly options: NominatimGeocoderOptions) {}

  async geocode(text: string): Promise<GeocodeResult | null> {
    const query = text.trim();
    if (!query) return null;
    const url = endpoint(this.options.baseUrl, '/search', {
      q: query,
      format: 'jsonv2',
      addressdetails: 1,
      countrycodes: 'us',
      limit: 1,
    });
    const [first] = (await this.options.http.request({ url }, searchAnswer)).filter(isInUs);
    return first ? toGeocodeResult(first) : null;
  }

  autocomplete(text: string, limit: number): Promise<Suggestion[]> {
    return this.options.suggest(text, limit);
  }

  async reverse(point: GeoPoint): Promise<ReverseResult | null> {
    const url = endpoint(this.options.baseUrl, '/reverse', {
      lat: point.lat,
      lon: point.lng,
      format: 'jsonv2',
      addressdetails: 1,
    });
    const answer = await this.options.http.request({ url }, reverseAnswer);
    if ('error' in answer || !isInUs(answer)) return null;
    return { address: toGeocodeResult(answer).formattedAddress, provider: 'osm' };
  }
}

function isInUs(place: NominatimPlace): boolean {
  return place.address.country_code?.toLowerCase() === 'us';
}

function toGeocodeResult(place: NominatimPlace): GeocodeResult {
  const a = place.address;
  const rank = place.place_rank ?? 0;
  const point = { lat: place.lat, lng: place.lon, provider: 'osm' as const };
  const city = a.city ?? a.town ?? a.village ?? a.hamlet ?? a.suburb;
  // "US-MA" names the state more reliably than the state's own name.
  const state = a['ISO3166-2-lvl4']?.replace(/^US-/, '') ?? a.state;
  if (place.type === 'postcode' || place.addresstype === 'postcode') {
    return { ...point, formattedAddress: formatUsAddress({ city, state, postcode: a.postcode }), precision: 'zip', approximate: true };
  }
  if (rank < STREET_RANK) {
    const name = place.name ?? city;
    const formattedAddress = formatUsAddress({ name, city: city !== name ? city : undefined, state });
    return { ...point, formattedAddress, precision: 'city', approximate: true };
  }
  const formattedAddress = formatUsAddress({
    name: rank >= HOUSE_RANK && place.name && place.name !== a.road ? place.name : undefined,
    houseNumber: a.house_number,
    street: a.road,
    city,
    state,
    postcode: a.postcode,
  });
  return { ...point, formattedAddress, precision: 'address', approximate: rank < HOUSE_RANK };
}

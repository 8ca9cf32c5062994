import { z } from 'zod';
import { endpoint, type JsonHttpClient } from '../http/fetch-json.js';
import { LAUNCH_AREA_CENTRE, stateCode } from '../offline/gazetteer.js';
import type { GeocodeResult, Geocoder, GeoPoint, ReverseResult, Suggestion } from '../types.js';

// GeoJSON FeatureCollection whose properties follow GeocodeJSON (photon docs/api-v1.md).
const photonFeature = z.object({
  type: z.literal('Feature'),
  geometry: z.object({ type: z.literal('Point'), coordinates: z.array(z.number()).min(2) }),
  properties: z.object({
    type: z.string().optional(),
    osm_key: z.string().optional(),
    osm_value: z.string().optional(),
    name: z.string().optional(),
    housenumber: z.string().optional(),
    street: z.string().optional(),
    locality: z.string().optional(),
    district: z.string().optional(),
    city: z.string().optional(),
    county: z.string().optional(),
    state: z.string().optional(),
    postcode: z.string().optional(),
    countrycode: z.string().optional(),
  }),
});
const photonAnswer = z.object({ features: z.array(photonFeature) });
type PhotonFeature = z.infer<typeof photonFeature>;

export interface PhotonGeocoderOptions {
  baseUrl: string;
  http: JsonHttpClient;
}

/** Photon (komoot, or self-hosted): geocoding and search-as-you-type, kept to the US. */
export class PhotonGeocoder implements Geocoder {
  constructor(private readonly options: PhotonGeocoderOptions) {}

  async geocode(text: string): Promise<GeocodeResult | null> {
    // Photon cannot filter by country: ask for a few and keep the first in the US.
    const [first] = await this.search(text, 5);
    return first ? toGeocodeResult(first) : null;
  }

  async autocomplete(text: string, limit: number): Promise<Suggestion[]> {
    const features = await this.search(text, Math.min(20, limit * 2));
    const seen = new Set<string>();
    const suggestions: Suggestion[] = [];
    for (const feature of features) {
      const { formattedAddress: description, lat, lng } = toGeocodeResult(feature);
      if (seen.has(description)) continue;
      seen.add(description);
      suggestions.push({ description, lat, lng });
    }
    return suggestions.slice(0, limit);
  }

  async reverse(point: GeoPoint): Promise<ReverseResult | null> {
    const url = endpoint(this.options.baseUrl, '/reverse', { lat: point.lat, lon: point.lng, limit: 1, lang: 'en' });
    const answer = await this.options.http.request({ url }, photonAnswer);
    const feature = answer.features.find(isInUs);
    return feature ? { address: toGeocodeResult(feature).formattedAddress, provider: 'osm' } : null;
  }

  private async search(text: string, limit: number): Promise<PhotonFeature[]> {
    const query = text.trim();
    if (!query) return [];
    // Biased towards the launch area: "Springfield" means Springfield, MA first.
    const url = endpoint(this.options.baseUrl, '/api', {
      q: query,
      limit,
      lang: 'en',
      lat: LAUNCH_AREA_CENTRE.lat,
      lon: LAUNCH_AREA_CENTRE.lng,
      zoom: 8,
    });
    const answer = await this.options.http.request({ url }, photonAnswer);
    return answer.features.filter(isInUs);
  }
}

function isInUs(feature: PhotonFeature): boolean {
  return feature.properties.countrycode?.toUpperCase() === 'US';
}

function toGeocodeResult(feature: PhotonFeature): GeocodeResult {
  const [lng = 0, lat = 0] = feature.geometry.coordinates;
  const p = feature.properties;
  const point = { lat, lng, provider: 'osm' as const };
  if (p.osm_value === 'postcode' || p.type === 'postcode') {
    const formattedAddress = formatUsAddress({ city: p.city ?? p.locality, state: p.state, postcode: p.postcode ?? p.name });
    return { ...point, formattedAddress, precision: 'zip', approximate: true };
  }
  if (AREA_TYPES.has(p.type ?? '')) {
    // "Jamaica Plain, Boston, MA": the area, then the city it lies in when that is another name.
    const city = p.city && p.city !== p.name ? p.city : undefined;
    const state = p.type === 'state' ? undefined : p.state;
    return { ...point, formattedAddress: formatUsAddress({ name: p.name, city, state }), precision: 'city', approximate: true };
  }
  const isStreet = p.type === 'street';
  const formattedAddress = formatUsAddress({
    name: isStreet || p.name === p.street ? undefined : p.name,
    houseNumber: p.housenumber,
    street: p.street ?? (isStreet ? p.name : undefined),
    city: p.city ?? p.locality ?? p.district,
    state: p.state,
    postcode: p.postcode,
  });
  // A street's point is somewhere along it; a house or a named place is where it says.
  return { ...point, formattedAddress, precision: 'address', approximate: isStreet };
}

const AREA_TYPES = new Set(['locality', 'district', 'city', 'county', 'state', 'country']);

export interface UsAddressParts {
  name?: string | undefined;
  houseNumber?: string | undefined;
  street?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  postcode?: string | undefined;
}

/** "Name, 12 Elm Street, Somerville, MA 02144": the US way, state abbreviated, parts that are missing left out. */
export function formatUsAddress(parts: UsAddressParts): string {
  const state = parts.state ? (stateCode(parts.state) ?? parts.state) : undefined;
  const streetLine = [parts.houseNumber, parts.street].filter(Boolean).join(' ');
  const stateLine = [state, parts.postcode].filter(Boolean).join(' ');
  return [parts.name, streetLine, parts.city, stateLine].filter(Boolean).join(', ');
}

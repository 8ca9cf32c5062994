import { z } from 'zod';
import { endpoint, type JsonHttpClient } from '../http/fetch-json.js';
import type { GeoPoint, PlaceResult, Places, RouteResult, TravelMode } from '../types.js';
import { formatUsAddress } from './photon-geocoder.js';

// Overpass API [out:json]: nodes carry lat/lon, ways and relations a center with "out center".
const overpassAnswer = z.object({
  elements: z.array(
    z.object({
      type: z.enum(['node', 'way', 'relation']),
      id: z.number(),
      lat: z.number().optional(),
      lon: z.number().optional(),
      center: z.object({ lat: z.number(), lon: z.number() }).optional(),
      tags: z.record(z.string(), z.string()).default({}),
    }),
  ),
  /** Set when the query failed on the server (timeout, memory) though HTTP said 200. */
  remark: z.string().optional(),
});
type OverpassElement = z.infer<typeof overpassAnswer>['elements'][number];

/** Server-side limit in seconds, inside the HTTP timeout of the public instances. */
const QUERY_TIMEOUT_SECONDS = 25;
/** Route points sent in an around filter: enough for a commute, small enough for a GET URL. */
const MAX_ROUTE_POINTS = 100;

export interface OverpassPlacesOptions {
  /** The interpreter URL, e.g. https://overpass-api.de/api/interpreter. */
  baseUrl: string;
  http: JsonHttpClient;
}

/** OpenStreetMap's amenity=childcare and amenity=kindergarten, by the Overpass API. */
export class OverpassPlaces implements Places {
  constructor(private readonly options: OverpassPlacesOptions) {}

  nearby(center: GeoPoint, radiusMeters: number, limit: number): Promise<PlaceResult[]> {
    return this.query(`${Math.round(radiusMeters)},${latLon(center)}`, limit);
  }

  /**
   * Overpass takes a line for "around": the route thinned to at most 100 points, which for
   * a commute stays within metres of the road. Detours are left to the router.
   */
  alongRoute(route: RouteResult, corridorMeters: number, _mode: TravelMode, limit: number): Promise<PlaceResult[]> {
    const step = Math.ceil(route.points.length / MAX_ROUTE_POINTS);
    const points = route.points.filter((_, index) => index % step === 0 || index === route.points.length - 1);
    return this.query(`${Math.round(corridorMeters)},${points.map(latLon).join(',')}`, limit);
  }

  private async query(around: string, limit: number): Promise<PlaceResult[]> {
    const data = `[out:json][timeout:${QUERY_TIMEOUT_SECONDS}];nwr["amenity"~"^(childcare|kindergarten)$"](around:${around});out center ${limit};`;
    const answer = await this.options.http.request({ url: endpoint(this.options.baseUrl, '', { data }) }, overpassAnswer);
    if (answer.remark?.includes('error')) throw this.options.http.error('unavailable', 'runtime error', answer.remark);
    return answer.elements.flatMap((element) => toPlace(element) ?? []);
  }
}

/** A place a parent can recognise: it has a name and a position. */
function toPlace(element: OverpassElement): PlaceResult | null {
  const { tags } = element;
  const lat = element.lat ?? element.center?.lat;
  const lng = element.lon ?? element.center?.lon;
  const name = tags.name ?? tags.operator;
  if (lat === undefined || lng === undefined || !name) return null;
  const address = formatUsAddress({
    houseNumber: tags['addr:housenumber'],
    street: tags['addr:street'],
    city: tags['addr:city'],
    state: tags['addr:state'],
    postcode: tags['addr:postcode'],
  });
  return {
    id: `osm:${element.type}/${element.id}`,
    name,
    lat,
    lng,
    address: address || null,
    phone: tags.phone ?? tags['contact:phone'] ?? null,
    website: tags.website ?? tags['contact:website'] ?? null,
    provider: 'osm',
    detourSeconds: null,
  };
}

function latLon(point: GeoPoint): string {
  return `${point.lat.toFixed(6)},${point.lng.toFixed(6)}`;
}

import polyline from '@mapbox/polyline';
import { z } from 'zod';
import { endpoint } from '../http/fetch-json.js';
import type { GeoPoint, PlaceResult, Places, RouteResult, TravelMode } from '../types.js';
import { GOOGLE_TRAVEL_MODES, googleDuration, googlePost, type GoogleApiAccess } from './google-cloud-api.js';

// Places API (New) Place fields, as asked for by the field masks below.
const place = z.object({
  id: z.string(),
  displayName: z.object({ text: z.string() }).optional(),
  formattedAddress: z.string().optional(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  nationalPhoneNumber: z.string().optional(),
  websiteUri: z.string().optional(),
});
// An empty search answers {} (no places key).
const placesAnswer = z.object({
  places: z.array(place).default([]),
  // One per place, in the same order: origin -> place, then place -> destination.
  routingSummaries: z.array(z.object({ legs: z.array(z.object({ duration: googleDuration.optional() })).default([]) })).optional(),
});
type GooglePlace = z.infer<typeof place>;

const PLACE_FIELDS = ['id', 'displayName', 'formattedAddress', 'location', 'nationalPhoneNumber', 'websiteUri'];
const NEARBY_FIELDS = PLACE_FIELDS.map((field) => `places.${field}`).join(',');
const ALONG_ROUTE_FIELDS = `${NEARBY_FIELDS},routingSummaries`;
/** Place types of Table A that are childcare. */
const CHILDCARE_TYPES = ['child_care_agency', 'preschool'];
/** Both searches answer at most 20 places a page; the nearby circle is at most 50 km. */
const MAX_RESULTS = 20;
const MAX_RADIUS_METERS = 50_000;

export interface GooglePlacesOptions extends GoogleApiAccess {
  /** The API's base (GOOGLE_PLACES_URL). */
  placesUrl: string;
}

/** Places API (New): Nearby Search by type, and Text Search along a route with routing summaries. */
export class GooglePlaces implements Places {
  constructor(private readonly options: GooglePlacesOptions) {}

  async nearby(center: GeoPoint, radiusMeters: number, limit: number): Promise<PlaceResult[]> {
    const answer = await this.post('/places:searchNearby', NEARBY_FIELDS, {
      includedTypes: CHILDCARE_TYPES,
      maxResultCount: Math.min(MAX_RESULTS, limit),
      rankPreference: 'DISTANCE',
      locationRestriction: {
        circle: { center: { latitude: center.lat, longitude: center.lng }, radius: Math.min(MAX_RADIUS_METERS, radiusMeters) },
      },
    });
    return answer.places.map((found) => placeResult(found, null));
  }

  /**
   * Google ranks by detour and has no corridor width: the caller measures each place's distance
   * to the route. The detour is the two legs of the routing summary less the route's duration.
   */
  async alongRoute(route: RouteResult, _corridorMeters: number, mode: TravelMode, limit: number): Promise<PlaceResult[]> {
    const encodedPolyline = polyline.encode(route.points.map((point) => [point.lat, point.lng]));
    const answer = await this.post('/places:searchText', ALONG_ROUTE_FIELDS, {
      textQuery: 'childcare',
      pageSize: Math.min(MAX_RESULTS, limit),
      searchAlongRouteParameters: { polyline: { encodedPolyline } },
      routingParameters: { travelMode: GOOGLE_TRAVEL_MODES[mode] },
    });
    return answer.places.map((found, index) => {
      const legs = answer.routingSummaries?.[index]?.legs ?? [];
      const [there, onward] = legs.map((leg) => leg.duration);
      const known = legs.length === 2 && there !== undefined && onward !== undefined;
      return placeResult(found, known ? Math.max(0, Math.round(there + onward - route.durationSeconds)) : null);
    });
  }

  private post(path: string, fieldMask: string, body: unknown) {
    return this.options.http.request(googlePost(this.options, endpoint(this.options.placesUrl, path), fieldMask, body), placesAnswer);
  }
}

function placeResult(found: GooglePlace, detourSeconds: number | null): PlaceResult {
  return {
    id: `google:${found.id}`,
    name: found.displayName?.text ?? found.formattedAddress ?? found.id,
    lat: found.location.latitude,
    lng: found.location.longitude,
    address: found.formattedAddress?.replace(/,\s*(USA|United States)$/, '') ?? null,
    phone: found.nationalPhoneNumber ?? null,
    website: found.websiteUri ?? null,
    provider: 'google',
    detourSeconds,
  };
}

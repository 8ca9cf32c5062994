import { messages } from '#shared/messages.js';
import { GeoError } from '#server/geo/types.js';
import { mapServiceFailed, mapServiceUnavailable, noSuchPlace } from '#server/http-error.js';

/** A map service failure in the words parents are shown, and the status the API answers with. */
export function placeLookupError(error: unknown): unknown {
  if (!(error instanceof GeoError)) return error;
  switch (error.failure) {
    case 'zero-results':
      return noSuchPlace(messages.maps.noResults);
    case 'over-limit':
      return mapServiceUnavailable(messages.maps.overLimit, 'OVER_LIMIT');
    case 'denied':
      return mapServiceUnavailable(messages.maps.denied, 'DENIED');
    default:
      return mapServiceFailed(messages.maps.other, 'GEOCODE_FAILED');
  }
}

export function routeLookupError(error: unknown): unknown {
  if (!(error instanceof GeoError)) return error;
  if (error.failure === 'over-limit' || error.failure === 'denied') return placeLookupError(error);
  return mapServiceFailed(`${messages.maps.routeFailedPrefix} ${error.status}`, 'ROUTE_FAILED');
}

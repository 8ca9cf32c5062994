import { messages } from '../../../shared/messages.js';
import { GeoError } from '../../geo/types.js';
import { HttpError } from '../../http-error.js';

/** A map service failure in the spec's words (section 8) and the status the API answers with. */
export function placeLookupError(error: unknown): unknown {
  if (!(error instanceof GeoError)) return error;
  switch (error.failure) {
    case 'zero-results':
      return new HttpError(422, messages.maps.noResults, 'NO_RESULTS');
    case 'over-limit':
      return new HttpError(503, messages.maps.overLimit, 'OVER_LIMIT');
    case 'denied':
      return new HttpError(503, messages.maps.denied, 'DENIED');
    default:
      return new HttpError(502, messages.maps.other, 'GEOCODE_FAILED');
  }
}

export function routeLookupError(error: unknown): unknown {
  if (!(error instanceof GeoError)) return error;
  if (error.failure === 'over-limit' || error.failure === 'denied') return placeLookupError(error);
  return new HttpError(502, `${messages.maps.routeFailedPrefix} ${error.status}`, 'ROUTE_FAILED');
}

import { z } from 'zod';
import { failureOfHttp, type JsonHttpClient, type JsonRequest } from '../http/fetch-json.js';
import type { GeoError, GeoFailure, TravelMode } from '../types.js';

// What Google's newer Maps APIs (Routes API, Places API (New)) have in common: a POST with the key
// and a field mask in headers, one error body, durations as strings of seconds, one set of travel modes.

/** Durations are strings of seconds: "165s", "3.5s". */
export const googleDuration = z
  .string()
  .regex(/^\d+(\.\d+)?s$/)
  .transform((value) => Number.parseFloat(value));

export const GOOGLE_TRAVEL_MODES: Record<TravelMode, string> = { DRIVING: 'DRIVE', WALKING: 'WALK' };

// Google Cloud APIs' error body: {error: {code, message, status, details}}.
const googleApiError = z.object({
  error: z.object({
    status: z.string(),
    details: z.array(z.object({ reason: z.string().optional() }).loose()).optional(),
  }),
});
const FAILURE_OF_RPC_STATUS: Record<string, GeoFailure> = {
  RESOURCE_EXHAUSTED: 'over-limit',
  PERMISSION_DENIED: 'denied',
  UNAUTHENTICATED: 'denied',
  INVALID_ARGUMENT: 'invalid',
  FAILED_PRECONDITION: 'invalid',
  NOT_FOUND: 'invalid',
  UNAVAILABLE: 'unavailable',
  INTERNAL: 'unavailable',
  DEADLINE_EXCEEDED: 'unavailable',
};

/** Reads {error: {status}}; an invalid key comes as INVALID_ARGUMENT with reason API_KEY_INVALID, which is a refusal. */
function readGoogleApiError(http: JsonHttpClient) {
  return (httpStatus: number, body: unknown): GeoError | null => {
    const parsed = googleApiError.safeParse(body);
    if (!parsed.success) return null;
    const { status, details = [] } = parsed.data.error;
    if (details.some((detail) => detail.reason === 'API_KEY_INVALID')) return http.error('denied', 'API_KEY_INVALID');
    return http.error(FAILURE_OF_RPC_STATUS[status] ?? failureOfHttp(httpStatus), status);
  };
}

export interface GoogleApiAccess {
  apiKey: string;
  http: JsonHttpClient;
}

/** A POST to one of these APIs; only the fields in the mask are answered (and billed). */
export function googlePost({ apiKey, http }: GoogleApiAccess, url: string, fieldMask: string, body: unknown): JsonRequest {
  return {
    url,
    method: 'POST',
    headers: { 'X-Goog-Api-Key': apiKey, 'X-Goog-FieldMask': fieldMask },
    body,
    readError: readGoogleApiError(http),
  };
}

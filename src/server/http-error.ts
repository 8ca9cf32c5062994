import type { ApiErrorCode } from '#shared/schemas/errors.js';

/** An answer the API gives on purpose: its status, the person-readable text and the typed code. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: ApiErrorCode,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

// One factory per kind of answer, so a status and its code cannot drift apart at the call sites.
export const badRequest = (
  text: string,
  code: 'WRONG_PASSWORD' | 'VALIDATION_ERROR' | 'LICENSE_MISMATCH' | 'LINK_INVALID' | 'LINK_EXPIRED' | 'LINK_USED',
) => new HttpError(400, text, code);
export const unauthorized = (text: string, code: 'UNAUTHORIZED' | 'INVALID_CREDENTIALS' = 'UNAUTHORIZED') =>
  new HttpError(401, text, code);
export const forbidden = (text: string, code: 'FORBIDDEN' | 'EMAIL_NOT_VERIFIED' = 'FORBIDDEN') => new HttpError(403, text, code);
export const notFound = (text: string, code: 'NOT_FOUND' | 'NO_RESULTS' = 'NOT_FOUND') => new HttpError(404, text, code);
type ConflictCode =
  | 'EMAIL_TAKEN'
  | 'ALREADY_SAVED'
  | 'CLAIM_PENDING'
  | 'ALREADY_MANAGER'
  | 'CLAIM_DECIDED'
  | 'ALREADY_VERIFIED'
  | 'ALREADY_REVIEWED'
  | 'REVIEW_HIDDEN';
export const conflict = (text: string, code: ConflictCode) => new HttpError(409, text, code);
/** The request was understood, but names a place no map service could find. */
export const noSuchPlace = (text: string) => new HttpError(422, text, 'NO_RESULTS');
export const tooManyRequests = (text: string) => new HttpError(429, text, 'RATE_LIMITED');
/** A map service failed or refused: 502 when it answered wrongly, 503 when it is over its limit or denies us. */
export const mapServiceFailed = (text: string, code: 'GEOCODE_FAILED' | 'ROUTE_FAILED') => new HttpError(502, text, code);
export const mapServiceUnavailable = (text: string, code: 'OVER_LIMIT' | 'DENIED') => new HttpError(503, text, code);

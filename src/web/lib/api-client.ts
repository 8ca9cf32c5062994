import type { ZodType } from 'zod';
import { messages } from '../../shared/messages.js';
import { errorResponse } from '../../shared/schemas/errors.js';
import { readSession, signOut } from './session';

/** A failed call: the server's `error` text (when it sent one) and the HTTP status (0: no answer). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly serverError: string | undefined,
    readonly status: number,
    options?: ErrorOptions,
  ) {
    super(serverError ?? `Request failed with status ${status}`, options);
  }
}

/** The text to show for a failed call: the server's (or the network-failure) text, else the caller's. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverError ? error.serverError : fallback;
}

type SessionExpiredHandler = () => void;
let onSessionExpired: SessionExpiredHandler | undefined;

/**
 * The app registers what a parent sees when the session expires (a toast, the login page); the
 * client itself knows nothing of React or the router. Returns the unregister function.
 */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): () => void {
  onSessionExpired = handler;
  return () => {
    if (onSessionExpired === handler) onSessionExpired = undefined;
  };
}

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** The schema from src/shared the success answer must match. */
  schema: ZodType<T>;
  /**
   * Login and register trade credentials for a token: they send none, and their 401 means wrong
   * credentials, not an expired session.
   */
  anonymous?: boolean;
  signal?: AbortSignal;
}

/** The one way the web talks to the API: JSON in and out, bearer token when signed in. */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, schema, anonymous = false, signal }: ApiRequest<T>,
): Promise<T> {
  const token = anonymous ? undefined : readSession()?.token;
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // A cancelled query is not a network failure; let TanStack Query see the abort as it is.
    if (signal?.aborted) throw error;
    throw new ApiError(messages.auth.networkError, 0, { cause: error });
  }

  const payload = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && token) expireSession();
    throw new ApiError(errorResponse.safeParse(payload).data?.error, response.status);
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new ApiError(undefined, response.status, { cause: parsed.error });
  return parsed.data;
}

function expireSession(): void {
  signOut();
  onSessionExpired?.();
}

/** Error pages from a proxy or an empty 204 have no JSON body; treat them as "no payload". */
async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

import type { ZodType } from 'zod';
import { messages } from '#shared/messages.js';
import type { ApiErrorCode, ErrorResponse } from '#shared/schemas/errors.js';
import { checkAnswerOffThread, prepareAnswerCheck } from './answer-check';
import type { CheckedAnswer, OffThreadAnswer } from './answer-contracts';
import { pageLanguage } from './i18n';
import { readSession, signOutSessionOf } from './session';

/**
 * A failed call: the server's `error` text and `code` (when it sent them) and the HTTP status
 * (0: no answer).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly serverError: string | undefined,
    readonly status: number,
    options?: ErrorOptions,
    readonly code?: string,
  ) {
    super(serverError ?? `Request failed with status ${status}`, options);
  }

  /** Whether the server answered with this code (the web switches on codes, not on statuses). */
  is(code: ApiErrorCode): boolean {
    return this.code === code;
  }
}

/** Whether a call failed with the server answering this code. */
export const failedWith = (error: unknown, code: ApiErrorCode): boolean => error instanceof ApiError && error.is(code);

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

/**
 * The schema from src/shared the success answer must match, or a function that imports it, or the
 * name of a contract a worker checks it against (offThreadAnswer). Code on the home page's first
 * download passes the function, which keeps zod out of that download (docs/decisions/0010: at most
 * 150 KB gzip); the schema then loads while the request is under way. The results page's answers
 * are checked off its thread, so zod never holds the page while it draws them (docs/decisions/0013).
 */
export type AnswerSchema<T> = ZodType<T> | (() => Promise<ZodType<T>>) | OffThreadAnswer<T>;

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  schema: AnswerSchema<T>;
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
  const checkAnswer = answerChecker(schema);
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // The API answers in the page's language, not the browser's: its error texts, and the emails an
  // account asks for (docs/decisions/0041).
  const language = pageLanguage();
  if (language) headers.set('Accept-Language', language);

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

  if (!response.ok) {
    if (response.status === 401 && token) expireSession(token);
    const answer = await errorAnswer(await readJson(response));
    throw new ApiError(answer?.error, response.status, undefined, answer?.code);
  }
  const checked = await checkAnswer(response);
  if (!checked.fits) throw new ApiError(undefined, response.status, { cause: checked.error });
  return checked.answer;
}

/**
 * How a success answer will be read and checked, started with the request so that its schema (or
 * the worker checking it) loads while the request is under way.
 */
function answerChecker<T>(schema: AnswerSchema<T>): (response: Response) => Promise<CheckedAnswer<T>> {
  if (typeof schema !== 'function' && 'offThread' in schema) {
    const name = schema.offThread;
    prepareAnswerCheck(name);
    return async (response) => {
      const text = await response.text().catch(() => '');
      try {
        return (await checkAnswerOffThread(name, text)) as CheckedAnswer<T>;
      } catch (error) {
        throw new ApiError(messages.auth.networkError, 0, { cause: error });
      }
    };
  }
  const loadingSchema = loadSchema(schema);
  return async (response) => {
    const parsed = (await loadingSchema).safeParse(await readJson(response));
    return parsed.success ? { fits: true, answer: parsed.data } : { fits: false, error: parsed.error };
  };
}

/**
 * Starts loading a lazily imported schema. A failed load (the network dropped, a deploy replaced
 * the chunk) reads as a network failure; it is only reported once a success answer needs it.
 */
function loadSchema<T>(schema: ZodType<T> | (() => Promise<ZodType<T>>)): Promise<ZodType<T>> {
  if (typeof schema !== 'function') return Promise.resolve(schema);
  const loading = schema().catch((error: unknown) => {
    throw new ApiError(messages.auth.networkError, 0, { cause: error });
  });
  loading.catch(() => undefined);
  return loading;
}

/** The API's error shape (text and code), when the answer has one. */
async function errorAnswer(payload: unknown): Promise<ErrorResponse | undefined> {
  try {
    const { errorResponse } = await import('#shared/schemas/errors.js');
    return errorResponse.safeParse(payload).data;
  } catch {
    return undefined;
  }
}

/** One expired session is one notice, however many calls made with its token answer 401. */
function expireSession(token: string): void {
  if (signOutSessionOf(token)) onSessionExpired?.();
}

/** Error pages from a proxy or an empty 204 have no JSON body; treat them as "no payload". */
async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

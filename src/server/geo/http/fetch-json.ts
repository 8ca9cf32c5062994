import { setTimeout as sleep } from 'node:timers/promises';
import type { z } from 'zod';
import { GeoError, type GeoFailure, type ProviderName } from '../types.js';

export type FetchFn = typeof fetch;

export interface HttpSettings {
  timeoutMs: number;
  userAgent: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: FetchFn;
  /** Further attempts after the first, on network errors, 429 and 5xx. */
  retries?: number;
  /** The first back-off; each later one doubles it (200 ms, 400 ms). */
  backoffMs?: number;
  /** A Retry-After longer than this is not waited for: the caller is a person waiting on a search. */
  maxRetryAfterMs?: number;
}

export interface JsonRequest<T = unknown> {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
  /** Reads a provider's own error body (an OSRM code, Google's error.status) when it says more than the HTTP status. */
  readError?: (httpStatus: number, body: unknown) => GeoError | null;
  /** Reads a failure the provider reports inside a successful answer (Google's status field); a retryable one is retried like a 5xx. */
  readFailure?: (answer: T) => Failure | null;
}

interface Failure {
  error: GeoError;
  retryable: boolean;
}

type Attempt<T> = { ok: true; answer: T } | ({ ok: false; retryAfterMs?: number } & Failure);

const DEFAULTS = { retries: 2, backoffMs: 200, maxRetryAfterMs: 2000 };

/**
 * The one way the network adapters talk HTTP: a timeout per attempt, retries with exponential
 * back-off, the configured User-Agent, and every failure as a GeoError whose kind decides what
 * the caller does (fall back to offline only on 'unavailable').
 */
export class JsonHttpClient {
  private readonly settings: Required<Omit<HttpSettings, 'fetch'>> & { fetch: FetchFn };

  constructor(
    readonly provider: ProviderName,
    settings: HttpSettings,
  ) {
    this.settings = {
      timeoutMs: settings.timeoutMs,
      userAgent: settings.userAgent,
      fetch: settings.fetch ?? ((...args) => fetch(...args)),
      retries: settings.retries ?? DEFAULTS.retries,
      backoffMs: settings.backoffMs ?? DEFAULTS.backoffMs,
      maxRetryAfterMs: settings.maxRetryAfterMs ?? DEFAULTS.maxRetryAfterMs,
    };
  }

  async request<T>(request: JsonRequest<T>, schema: z.ZodType<T>): Promise<T> {
    for (let attempt = 0; ; attempt += 1) {
      const outcome = await this.attempt(request, schema);
      if (outcome.ok) return outcome.answer;
      const delay = attempt < this.settings.retries ? this.retryDelay(outcome, attempt) : null;
      if (delay === null) throw outcome.error;
      await sleep(delay);
    }
  }

  private async attempt<T>(request: JsonRequest<T>, schema: z.ZodType<T>): Promise<Attempt<T>> {
    const headers: Record<string, string> = { Accept: 'application/json', 'User-Agent': this.settings.userAgent };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      response = await this.settings.fetch(request.url, {
        method: request.method ?? 'GET',
        headers: { ...headers, ...request.headers },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      // A timeout has used up the time a person will wait; retrying would only triple it.
      return { ok: false, error: this.error('unavailable', timedOut ? 'timeout' : 'network error', error), retryable: !timedOut };
    }
    if (response.ok) {
      const answer = this.parse(text, schema);
      const failure = request.readFailure?.(answer);
      return failure ? { ok: false, ...failure } : { ok: true, answer };
    }

    const error = request.readError?.(response.status, parseJson(text)) ?? this.error(failureOfHttp(response.status), `HTTP ${response.status}`);
    const retryable = response.status === 429 || response.status >= 500;
    const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
    return retryAfterMs === undefined ? { ok: false, error, retryable } : { ok: false, error, retryable, retryAfterMs };
  }

  /**
   * Retry-After says "not before": a longer wait than the back-off is honoured when short enough,
   * a shorter one (even 0) still gets the back-off, so a busy service is not asked again at once.
   */
  private retryDelay(outcome: Extract<Attempt<unknown>, { ok: false }>, attempt: number): number | null {
    if (!outcome.retryable) return null;
    const backoffMs = this.settings.backoffMs * 2 ** attempt;
    if (outcome.retryAfterMs === undefined) return backoffMs;
    return outcome.retryAfterMs <= this.settings.maxRetryAfterMs ? Math.max(backoffMs, outcome.retryAfterMs) : null;
  }

  /** An answer we cannot read is as good as none: 'unavailable', so the parent still gets the offline answer. */
  private parse<T>(text: string, schema: z.ZodType<T>): T {
    const body = parseJson(text);
    if (body === undefined) throw this.error('unavailable', 'malformed JSON');
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw this.error('unavailable', 'unexpected answer', parsed.error);
    return parsed.data;
  }

  error(failure: GeoFailure, status: string, cause?: unknown): GeoError {
    return new GeoError(failure, status, this.provider, cause);
  }
}

export function failureOfHttp(status: number): GeoFailure {
  if (status === 429) return 'over-limit';
  if (status === 401 || status === 403) return 'denied';
  if (status >= 500) return 'unavailable';
  return 'invalid';
}

/** base + path + query, keeping any path the base already has (".../api/interpreter"). */
export function endpoint(base: string, path: string, query: Record<string, string | number | undefined> = {}): string {
  const url = new URL(`${base.replace(/\/+$/, '')}${path}`);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.append(name, String(value));
  }
  return url.toString();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now. */
function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  if (/^\s*\d+\s*$/.test(header)) return Number(header) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Db } from '#server/db/database.js';
import type { DurationMatrix, GeocodeResult, Geocoder, GeoPoint, ReverseResult, RouteResult, Router, Suggestion, TravelMode } from './types.js';

/** Google's terms allow keeping geocodes for 30 days; no answer is kept longer, whoever produced it. */
export const MAX_TTL_SECONDS = 30 * 86_400;

export interface CacheTtls {
  geocode: number;
  reverse: number;
  autocomplete: number;
  route: number;
  matrix: number;
  /** "Nothing there" is kept shorter: a new street or a fixed typo should not wait a month. */
  notFound: number;
}

export const DEFAULT_TTLS: CacheTtls = {
  geocode: MAX_TTL_SECONDS,
  reverse: MAX_TTL_SECONDS,
  autocomplete: 7 * 86_400,
  route: 7 * 86_400,
  matrix: 7 * 86_400,
  notFound: 86_400,
};

export interface GeoCacheOptions {
  /** Entries kept in memory; the database keeps the rest. */
  maxEntries?: number;
  now?: () => Date;
  /** A database failure only costs a provider call; it is reported here rather than failing the search. */
  onError?: (error: unknown) => void;
}

interface Entry {
  json: string;
  expiresAt: number;
}

/**
 * Provider answers in memory (LRU, bounded) and in the geoCache table, so a repeated search
 * makes no provider call, also after a restart or on another instance. Expired rows are ignored
 * and overwritten by the next answer.
 */
export class GeoCache {
  private readonly memory: LRUCache<string, Entry>;
  private readonly pending = new Map<string, Promise<unknown>>();
  private readonly now: () => Date;
  private readonly onError: (error: unknown) => void;

  constructor(
    private readonly db: Db,
    options: GeoCacheOptions = {},
  ) {
    this.memory = new LRUCache({ max: options.maxEntries ?? 5000 });
    this.now = options.now ?? (() => new Date());
    this.onError = options.onError ?? (() => undefined);
  }

  /**
   * The cached answer, else compute's, kept for ttlSeconds (at most 30 days). Callers asking at
   * once share one lookup, cache read included: registered before the first await, so a caller
   * whose database read is slower than another's whole provider call cannot start a second one.
   */
  getOrCompute<T>(key: string, ttlSeconds: (value: T) => number, compute: () => Promise<T>): Promise<T> {
    const running = this.pending.get(key);
    if (running) return running as Promise<T>;
    const lookup = (async () => {
      const hit = await this.get<T>(key);
      if (hit) return hit.value;
      const value = await compute();
      await this.set(key, value, ttlSeconds(value));
      return value;
    })().finally(() => this.pending.delete(key));
    this.pending.set(key, lookup);
    return lookup;
  }

  async get<T>(key: string): Promise<{ value: T } | undefined> {
    const now = this.now().getTime();
    const entry = this.memory.get(key);
    if (entry && entry.expiresAt > now) return { value: JSON.parse(entry.json) as T };
    try {
      const row = await this.db.selectFrom('geoCache').select(['value', 'expiresAt']).where('key', '=', key).executeTakeFirst();
      const expiresAt = row ? Date.parse(row.expiresAt) : Number.NaN;
      if (!row || !(expiresAt > now)) return undefined;
      this.memory.set(key, { json: row.value, expiresAt });
      return { value: JSON.parse(row.value) as T };
    } catch (error) {
      this.onError(error);
      return undefined;
    }
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    const seconds = Math.min(MAX_TTL_SECONDS, ttlSeconds);
    if (!(seconds > 0)) return;
    const expiresAt = this.now().getTime() + seconds * 1000;
    const json = JSON.stringify(value);
    this.memory.set(key, { json, expiresAt });
    const row = { value: json, expiresAt: new Date(expiresAt).toISOString() };
    try {
      await this.db
        .insertInto('geoCache')
        .values({ key, ...row })
        .onConflict((conflict) => conflict.column('key').doUpdateSet(row))
        .execute();
    } catch (error) {
      this.onError(error);
    }
  }
}

/** Parts joined, lower-cased, spaces squeezed; long keys (many vias) end in a hash to fit the column. */
export function cacheKey(...parts: string[]): string {
  const key = parts.map((part) => part.toLowerCase().replace(/\s*,\s*/g, ',').replace(/\s+/g, ' ').trim()).join('|');
  return key.length <= 300 ? key : `${key.slice(0, 200)}#${createHash('sha256').update(key).digest('hex')}`;
}

/** 5 decimals: about a metre, so the same place typed or clicked twice finds the same entry. */
function pointKey(point: GeoPoint): string {
  return `${point.lat.toFixed(5)},${point.lng.toFixed(5)}`;
}

/** A geocoder whose answers are cached under `namespace` (the provider, e.g. "osm-photon"). */
export class CachedGeocoder implements Geocoder {
  constructor(
    private readonly inner: Geocoder,
    private readonly cache: GeoCache,
    private readonly namespace: string,
    private readonly ttls: CacheTtls = DEFAULT_TTLS,
  ) {}

  geocode(text: string): Promise<GeocodeResult | null> {
    const key = cacheKey(this.namespace, 'geocode', text);
    return this.cache.getOrCompute(key, (value) => (value ? this.ttls.geocode : this.ttls.notFound), () => this.inner.geocode(text));
  }

  autocomplete(text: string, limit: number): Promise<Suggestion[]> {
    const key = cacheKey(this.namespace, 'autocomplete', String(limit), text);
    return this.cache.getOrCompute(key, () => this.ttls.autocomplete, () => this.inner.autocomplete(text, limit));
  }

  reverse(point: GeoPoint): Promise<ReverseResult | null> {
    const key = cacheKey(this.namespace, 'reverse', pointKey(point));
    return this.cache.getOrCompute(key, (value) => (value ? this.ttls.reverse : this.ttls.notFound), () => this.inner.reverse(point));
  }
}

/** A router whose routes and duration matrices are cached under `namespace` and the travel mode. */
export class CachedRouter implements Router {
  constructor(
    private readonly inner: Router,
    private readonly cache: GeoCache,
    private readonly namespace: string,
    private readonly ttls: CacheTtls = DEFAULT_TTLS,
  ) {}

  route(start: GeoPoint, end: GeoPoint, mode: TravelMode): Promise<RouteResult> {
    const key = cacheKey(this.namespace, 'route', mode, pointKey(start), pointKey(end));
    return this.cache.getOrCompute(key, () => this.ttls.route, () => this.inner.route(start, end, mode));
  }

  matrix(start: GeoPoint, end: GeoPoint, vias: GeoPoint[], mode: TravelMode): Promise<DurationMatrix> {
    const key = cacheKey(this.namespace, 'matrix', mode, pointKey(start), pointKey(end), vias.map(pointKey).join(';'));
    return this.cache.getOrCompute(key, () => this.ttls.matrix, () => this.inner.matrix(start, end, vias, mode));
  }
}

import { setTimeout as sleep } from 'node:timers/promises';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { GeoPoint } from '../types.js';

/**
 * The US Census Bureau Geocoder's batch service (geocoding.geo.census.gov, "locations/addressbatch"):
 * a CSV of up to 10,000 addresses posted as the multipart field `addressFile`, answered by a CSV
 * with one line per address in no particular order:
 *   "id","input address","Match","Exact"|"Non_Exact","matched address","lng,lat","TIGER line id","L"|"R"
 *   "id","input address","No_Match"
 *   "id","input address","Tie"
 * Free, no key, and its output is public domain (docs/decisions/0030).
 */
export const CENSUS_BATCH_MAX = 10_000;

export interface CensusAddress {
  /** Ours, echoed back: the program's id. */
  id: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

export type CensusMatch =
  | {
      outcome: 'exact' | 'approximate';
      point: GeoPoint;
      matchedAddress: string;
      tigerLineId: string;
      side: string;
    }
  | { outcome: 'no-match' | 'tie' };

export interface CensusBatchGeocoderOptions {
  /** The addressbatch endpoint (CENSUS_GEOCODER_URL). */
  url: string;
  userAgent: string;
  /** The Census answers a large batch in minutes, not seconds. */
  timeoutMs?: number;
  /** Further attempts after a 5xx, a timeout or a network error; a 4xx is not retried. */
  retries?: number;
  backoffMs?: number;
  benchmark?: string;
}

export class CensusGeocoderError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'CensusGeocoderError';
  }
}

const DEFAULTS = { timeoutMs: 600_000, retries: 2, backoffMs: 5_000, benchmark: 'Public_AR_Current' };

export class CensusBatchGeocoder {
  private readonly options: Required<CensusBatchGeocoderOptions>;

  constructor(options: CensusBatchGeocoderOptions) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** What the Census found for each address, by id; an id the answer leaves out is absent. */
  async geocode(addresses: readonly CensusAddress[]): Promise<Map<string, CensusMatch>> {
    if (addresses.length > CENSUS_BATCH_MAX) throw new RangeError(`at most ${CENSUS_BATCH_MAX} addresses a batch`);
    if (addresses.length === 0) return new Map();
    const csv = stringify(addresses.map(({ id, street, city, state, zip }) => [id, street, city, state, zip]));
    const text = await this.post(csv);
    return readAnswer(text, new Set(addresses.map(({ id }) => id)));
  }

  private async post(csv: string): Promise<string> {
    for (let attempt = 0; ; attempt += 1) {
      const form = new FormData();
      form.append('benchmark', this.options.benchmark);
      form.append('addressFile', new Blob([csv], { type: 'text/csv' }), 'addresses.csv');
      let failure: CensusGeocoderError;
      try {
        const response = await fetch(this.options.url, {
          method: 'POST',
          body: form,
          headers: { 'User-Agent': this.options.userAgent },
          signal: AbortSignal.timeout(this.options.timeoutMs),
        });
        const text = await response.text();
        if (response.ok) return text;
        failure = new CensusGeocoderError(`the Census geocoder answered HTTP ${response.status}`);
        if (response.status < 500) throw failure;
      } catch (error) {
        if (error instanceof CensusGeocoderError) throw error;
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        failure = new CensusGeocoderError(timedOut ? 'the Census geocoder did not answer in time' : 'the Census geocoder could not be reached', error);
      }
      if (attempt >= this.options.retries) throw failure;
      await sleep(this.options.backoffMs * 2 ** attempt);
    }
  }
}

/**
 * The answer's lines for the ids we sent. A line that cannot be read (too few fields, coordinates
 * that are not numbers, an id we did not send) is skipped: its address stays unanswered and a
 * later run asks again, where failing the whole batch would lose the other lines.
 */
function readAnswer(text: string, sent: ReadonlySet<string>): Map<string, CensusMatch> {
  const matches = new Map<string, CensusMatch>();
  for (const line of text.split(/\r?\n/)) {
    const row = readLine(line);
    if (!row) continue;
    const [id = '', , indicator, type, matchedAddress = '', coordinates = '', tigerLineId = '', side = ''] = row;
    if (!sent.has(id)) continue;
    if (indicator === 'No_Match') matches.set(id, { outcome: 'no-match' });
    else if (indicator === 'Tie') matches.set(id, { outcome: 'tie' });
    else if (indicator === 'Match') {
      const [lng, lat] = coordinates.split(',').map(Number);
      if (lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) continue;
      matches.set(id, { outcome: type === 'Exact' ? 'exact' : 'approximate', point: { lat, lng }, matchedAddress, tigerLineId, side });
    }
  }
  return matches;
}

/** One answer line's fields, or null for a blank or unreadable line (the Census never splits a record over lines). */
function readLine(line: string): string[] | null {
  if (line.trim() === '') return null;
  try {
    return (parse(line, { relax_column_count: true, trim: true }) as string[][])[0] ?? null;
  } catch {
    return null;
  }
}

// `npm run eval:extraction`: scores the free-text extractor on the requests written apart from its
// rules (src/server/features/assistant/extraction-eval.written-apart.*.json): the development part,
// which the rules may be tuned on, and the held-out part, which is only ever scored. Prints both
// scores, the share of requests whose places alone were read right, and every miss of each part.
// `-- --part dev|held-out` scores one part; `-- --quiet` prints the scores without the misses.
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { ExtractResponse } from '#shared/schemas/assistant.js';
import { extractRules } from '#server/features/assistant/extract.js';
import { OfflineGeocoder } from '#server/geo/offline/offline-geocoder.js';
import { haversineMeters } from '#server/geo/geometry.js';

/** What a person reads from a request; a list means any of its places is right. */
interface EvalCase {
  text: string;
  source?: string | string[];
  destination?: string | string[];
  place?: string | string[];
  category?: string;
  ageGroup?: string;
  openings?: boolean;
  maxMonthlyTuition?: number;
  openBy?: string;
  openUntil?: string;
  language?: string;
  subsidy?: boolean;
}

const FILTERS = ['openings', 'maxMonthlyTuition', 'openBy', 'openUntil', 'language', 'subsidy'] as const;
/** Two names for one place resolve this close together (a ZIP's centre and its town's, say). */
const SAME_PLACE_METERS = 1500;

const PARTS = {
  dev: 'extraction-eval.written-apart.dev.json',
  'held-out': 'extraction-eval.written-apart.held-out.json',
} as const;

const casesOf = (file: string): EvalCase[] =>
  (JSON.parse(readFileSync(new URL(`../src/server/features/assistant/${file}`, import.meta.url), 'utf8')) as { cases: EvalCase[] }).cases;

const normalised = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');

const geocoder = new OfflineGeocoder();
const resolved = new Map<string, Promise<{ lat: number; lng: number } | null>>();
function pointOf(text: string) {
  let point = resolved.get(text);
  if (!point) {
    point = geocoder.geocode(text).then((found) => (found && !found.unrecognised ? { lat: found.lat, lng: found.lng } : null));
    resolved.set(text, point);
  }
  return point;
}

/** The same place: the same words, or two names the geocoder puts at one spot. */
async function samePlace(got: string | null, want: string | string[] | undefined): Promise<boolean> {
  if (want === undefined) return got === null;
  if (got === null) return false;
  const wanted = Array.isArray(want) ? want : [want];
  if (wanted.some((name) => normalised(name) === normalised(got))) return true;
  const gotPoint = await pointOf(got);
  if (!gotPoint) return false;
  for (const name of wanted) {
    const point = await pointOf(name);
    if (point && haversineMeters(point, gotPoint) <= SAME_PLACE_METERS) return true;
  }
  return false;
}

/** The filters the extractor read, where its answer carries them (absent ones are null). */
function filtersOf(got: ExtractResponse): Record<(typeof FILTERS)[number], unknown> {
  const filters = ((got as { filters?: Record<string, unknown> }).filters ?? {}) as Record<string, unknown>;
  return Object.fromEntries(FILTERS.map((name) => [name, filters[name] ?? null])) as Record<(typeof FILTERS)[number], unknown>;
}

interface Verdict {
  placesRight: boolean;
  wrong: string[];
}

async function judge(c: EvalCase, got: ExtractResponse): Promise<Verdict> {
  const wrong: string[] = [];
  const intent = c.source ? 'route' : c.place ? 'nearby' : 'unknown';
  if (got.intent !== intent) wrong.push(`intent ${got.intent} (want ${intent})`);
  const single = got.aroundMeAddress ?? got.address;
  const places: [string, string | null, string | string[] | undefined][] = [
    ['source', got.sourceAddress, c.source],
    ['destination', got.destinationAddress, c.destination],
    ['place', single, c.place],
  ];
  for (const [name, value, want] of places) {
    if (!(await samePlace(value, want))) wrong.push(`${name} ${JSON.stringify(value)} (want ${JSON.stringify(want ?? null)})`);
  }
  const placesRight = wrong.length === 0;
  if (got.category !== (c.category ?? null)) wrong.push(`category ${got.category} (want ${c.category ?? null})`);
  if (got.ageGroup !== (c.ageGroup ?? null)) wrong.push(`ageGroup ${got.ageGroup} (want ${c.ageGroup ?? null})`);
  const filters = filtersOf(got);
  for (const name of FILTERS) {
    const want = c[name] ?? null;
    // "with openings" is asked for or not; the extractor may name the age group the openings are for.
    const value = name === 'openings' && filters[name] !== null ? true : filters[name];
    if (value !== want) wrong.push(`${name} ${JSON.stringify(filters[name])} (want ${JSON.stringify(want)})`);
  }
  return { placesRight, wrong };
}

async function score(part: keyof typeof PARTS, quiet: boolean) {
  const cases = casesOf(PARTS[part]);
  let right = 0;
  let placesRight = 0;
  const misses: string[] = [];
  for (const c of cases) {
    const verdict = await judge(c, extractRules(c.text));
    if (verdict.placesRight) placesRight += 1;
    if (verdict.wrong.length === 0) right += 1;
    else misses.push(`  ${JSON.stringify(c.text)}: ${verdict.wrong.join('; ')}`);
  }
  const percent = (n: number) => `${((n / cases.length) * 100).toFixed(1)}%`;
  console.log(`${part}: ${right}/${cases.length} = ${percent(right)} exactly right; places right in ${placesRight}/${cases.length} = ${percent(placesRight)}`);
  if (!quiet) for (const miss of misses) console.log(miss);
}

const { values } = parseArgs({ options: { part: { type: 'string' }, quiet: { type: 'boolean', default: false } } });
const parts = values.part ? [values.part as keyof typeof PARTS] : (Object.keys(PARTS) as (keyof typeof PARTS)[]);
for (const part of parts) {
  if (!(part in PARTS)) throw new Error(`--part must be one of ${Object.keys(PARTS).join(', ')}`);
  await score(part, values.quiet);
}

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ExtractResponse } from '#shared/schemas/assistant.js';
import { readEvalCases } from './eval-cases.js';
import { extractRules } from './extract.js';
import { WRITTEN_APART_PARTS, judge, scoreWrittenApart, writtenApartCases, type WrittenApartPart } from './extraction-score.js';
import { NO_FILTERS } from '#shared/schemas/assistant.js';

interface EvalCase {
  text: string;
  source?: string;
  destination?: string;
  place?: string;
  category?: ExtractResponse['category'];
  ageGroup?: ExtractResponse['ageGroup'];
}

/** The set the rules are tuned on. */
const cases = readEvalCases<EvalCase>('./extraction-eval.json');
/** Written before the rules for prices, times and schedules, and never tuned on: the honest score. */
const heldOut = readEvalCases<EvalCase>('./extraction-eval.heldout.json');

/** The fields these older sets were written for: they predate the filters, which they do not score. */
type PlacesAndCare = Omit<ExtractResponse, 'filters'>;

function expected(c: EvalCase): PlacesAndCare {
  return {
    intent: c.source ? 'route' : c.place ? 'nearby' : 'unknown',
    sourceAddress: c.source ?? null,
    destinationAddress: c.destination ?? null,
    aroundMeAddress: c.place ?? null,
    address: c.place ?? null,
    category: c.category ?? null,
    ageGroup: c.ageGroup ?? null,
  };
}

/** The share of requests read exactly right (every field); each miss of a set tuned on is printed. */
function accuracy(name: string, set: EvalCase[], { printMisses }: { printMisses: boolean }): number {
  const misses = set
    .map((c) => {
      const { filters: _filters, ...got } = extractRules(c.text);
      return { text: c.text, want: expected(c), got };
    })
    .filter(({ want, got }) => JSON.stringify(want) !== JSON.stringify(got));
  const share = (set.length - misses.length) / set.length;
  console.log(`${name} accuracy: ${set.length - misses.length}/${set.length} = ${(share * 100).toFixed(1)}% exactly right`);
  // A held-out miss is never shown, so that no rule is written from it (docs/decisions/0029).
  if (printMisses) for (const miss of misses) console.log(`${name} missed:`, JSON.stringify(miss));
  return share;
}

describe('extraction evaluation set', () => {
  it('has at least 80 varied requests', () => {
    expect(cases.length).toBeGreaterThanOrEqual(80);
    expect(cases.filter((c) => c.source).length).toBeGreaterThanOrEqual(30);
    expect(cases.filter((c) => c.place).length).toBeGreaterThanOrEqual(30);
  });

  it('reads at least 95% of the tuning requests exactly right (every field)', () => {
    expect(accuracy('tuning', cases, { printMisses: true })).toBeGreaterThanOrEqual(0.95);
  });

  // Lower than the tuning set's bar on purpose: these requests were never tuned on, so this is what
  // the rules score on text they have not seen (37/40 when the bar was set).
  it('reads at least 85% of the held-out requests exactly right', () => {
    expect(heldOut.length).toBeGreaterThanOrEqual(40);
    expect(accuracy('held-out', heldOut, { printMisses: false })).toBeGreaterThanOrEqual(0.85);
  });
});

describe('requests written apart from the rules', () => {
  const parts = ['./extraction-eval.written-apart.dev.json', './extraction-eval.written-apart.held-out.json'].map(
    (file) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')) as { cases: Record<string, unknown>[] },
  );
  const all = parts.flatMap((part) => part.cases);

  it('hold at least 300 distinct requests, at least 100 of them held out', () => {
    expect(all.length).toBeGreaterThanOrEqual(300);
    expect(parts[1]!.cases.length).toBeGreaterThanOrEqual(100);
    expect(new Set(all.map((c) => c.text)).size).toBe(all.length);
  });

  it('expect only what the extractor can answer', () => {
    const known = ['text', 'source', 'destination', 'place', 'category', 'ageGroup', 'openings', 'maxMonthlyTuition', 'openBy', 'openUntil', 'language', 'subsidy'];
    for (const c of all) {
      expect(Object.keys(c).filter((key) => !known.includes(key)), c.text as string).toEqual([]);
      expect(Boolean(c.source) === Boolean(c.destination), c.text as string).toBe(true);
      for (const time of [c.openBy, c.openUntil].filter(Boolean)) expect(time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    }
  });
});

// The figures measured when these bars were set, rounded down (docs/decisions/0029): the development
// parts were tuned on; the held-out parts never were, and their misses are never printed, here or anywhere.
// Measured (fourth round): development 620/620 exactly right; dev2 199/200 = 99.5% (places 99.5%);
// held-out 103/107 = 96.3% exactly right, places right in 105/107 = 98.1% (one fewer than the third
// round's 104: it labels "pre-k" as an age group only, the convention now reads it as the category);
// fresh held-out 107/120 = 89.2% exactly right, places right in 108/120 = 90.0%.
// Fifth round: dev3 196/200 = 98.0% (places 98.0%); dev2 and held-out as before; fresh held-out
// 108/120 = 90.0% exactly right, places right in 109/120 = 90.8%.
// dev4 (120 English and 40 Spanish requests by a writer who read no rules, code or other sets),
// before any rule was written from it: 122/160 = 76.3% exactly right, places right in 130/160 = 81.3%;
// after the sixth round's rules written from its misses: 139/160 = 86.9%, places right in 142/160 = 88.8%
// (development 620/620, dev2 199/200, dev3 196/200, es-dev 114/120, es-dev2 140/142, all unchanged).
// Spanish requests (spanish-request.ts), after merging the fifth round: es-dev 114/120 = 95.0%
// (places 95.0%), es-dev2 140/142 = 98.6% (places 98.6%), both tuned on; es-held-out 85/100 = 85.0%
// exactly right, places right in 90/100 = 90.0%, never tuned on (6/100 before the Spanish reading).
// fresh2-held-out (130 English) and es-fresh-held-out (70 Spanish), written by a writer who read no
// rules, code or other sets, scored before the rules written from dev4: 105/130 = 80.8% (places
// 111/130 = 85.4%) and 59/70 = 84.3% (places 61/70 = 87.1%); after them, 108/130 = 83.1% (places
// 114/130 = 87.7%) and 60/70 = 85.7% (places 62/70 = 88.6%); held-out 103/107 and fresh held-out
// 109/120 (places 110) as before, es-held-out 86/100 (places 90/100).
// Seventh round, from dev5 (120 English) and es-dev3 (100 Spanish), written with fresh3-held-out and
// es-fresh2-held-out by two writers who read no rules, code or other sets; the scorer also reads
// care in general and a place's state code, or a name with its town, either way (decision 0029).
// Before: dev5 93/120, es-dev3 73/100, fresh3-held-out 92/120 (places 98), es-fresh2-held-out 79/100
// (places 86). After: dev5 111/120 = 92.5% (places 94.2%), es-dev3 93/100 (places 93%), dev4
// 151/160 = 94.4%, dev2 199/200, es-dev 117/120; held-out, never tuned on: fresh3-held-out 93/120 =
// 77.5% (places 98/120 = 81.7%), es-fresh2-held-out 81/100 (places 88), fresh2-held-out 110/130 =
// 84.6% (places 117), es-held-out 90/100 (places 93), es-fresh-held-out 62/70 = 88.6% (places 63),
// fresh held-out 111/120 (places 112), held-out 103/107 as before.
// Eighth round, from the development parts' misses: dev4 152/160, dev5 119/120, es-dev2 141/142,
// es-dev3 94/100; held-out: fresh 112/120 (places 113), fresh2 113/130 (places 119), fresh3 96/120 =
// 80.0% (places 100), es-held-out 91/100 (places 94), es-fresh 63/70 (places 64), es-fresh2 83/100
// (places 90). fresh4-held-out (120 English) and es-fresh3-held-out (80 Spanish), by an eighth writer
// who opened no file of the repository, scored once after that round: 89/120 = 74.2% (places 93/120 =
// 77.5%) and 61/80 = 76.3% (places 65/80 = 81.3%).
const BARS = {
  // 197/200 since a part of a city needs no comma: "THE TEXAS MEDICAL CENTER HOUSTON" is read as the
  // Texas Medical Center, which the scorer places apart from its label (docs/decisions/0029).
  dev2: { exact: 0.98, places: 0.98 },
  dev3: { exact: 0.98, places: 0.98 },
  dev4: { exact: 0.98, places: 0.98 },
  dev5: { exact: 0.99, places: 0.99 },
  // 104/107 (places 105) until the seventeenth round's gazetteer, which lowered it by one.
  'held-out': { exact: 0.96, places: 0.97 },
  'fresh-held-out': { exact: 0.96, places: 0.97 },
  'es-dev': { exact: 0.97, places: 0.97 },
  'es-dev2': { exact: 0.99, places: 0.99 },
  'es-dev3': { exact: 0.97, places: 0.97 },
  'es-held-out': { exact: 0.93, places: 0.95 },
  'fresh2-held-out': { exact: 0.91, places: 0.94 },
  'es-fresh-held-out': { exact: 0.94, places: 0.94 },
  'fresh3-held-out': { exact: 0.9, places: 0.92 },
  // 88/100 until the sixteenth round, whose rules lowered it by one (places 92 -> 91). In the
  // thirtieth, 91/93 -> 89/91 once the offline geocoder stopped placing a part of a city named after
  // another city in the gazetteer's city of that name (two answers had matched their labels there).
  'es-fresh2-held-out': { exact: 0.88, places: 0.91 },
  'fresh4-held-out': { exact: 0.85, places: 0.87 },
  'es-fresh3-held-out': { exact: 0.83, places: 0.85 },
  dev6: { exact: 0.99, places: 0.99 },
  'es-dev4': { exact: 0.97, places: 0.98 },
  // Held out in the eleventh round; development parts since their misses were printed.
  'fresh5-held-out': { exact: 0.95, places: 0.95 },
  'es-fresh4-held-out': { exact: 0.98, places: 0.98 },
  // Held out in the twelfth round, scored once at its end; their misses were printed then too.
  'fresh6-held-out': { exact: 0.95, places: 0.95 },
  'es-fresh5-held-out': { exact: 0.98, places: 0.98 },
  // Held out in the thirteenth round, scored once at its end; their misses were printed then too,
  // and a few of their kinds read since (development parts from then on).
  'fresh7-held-out': { exact: 0.94, places: 0.95 },
  'es-fresh6-held-out': { exact: 0.95, places: 0.95 },
  // Development parts of the thirteenth round.
  dev7: { exact: 0.95, places: 0.95 },
  'es-dev5': { exact: 0.97, places: 0.97 },
  dev8: { exact: 0.97, places: 0.97 },
  'es-dev6': { exact: 0.97, places: 0.97 },
  // Development parts of the fourteenth round.
  dev9: { exact: 0.94, places: 0.96 },
  'es-dev7': { exact: 0.92, places: 0.92 },
  // Held out in the fourteenth round, scored once at its end (88/120 and 68/80); their misses were
  // printed then too, and a few of their kinds read since (development parts from then on).
  'fresh8-held-out': { exact: 0.89, places: 0.9 },
  'es-fresh7-held-out': { exact: 0.95, places: 0.96 },
  // Development parts of the fifteenth round.
  dev10: { exact: 0.91, places: 0.95 },
  'es-dev8': { exact: 0.98, places: 0.98 },
  // Held out in the fifteenth round, scored once at its end (105/120 and 67/80); their misses were
  // printed then too, and a few of their kinds read since (development parts from then on).
  'fresh9-held-out': { exact: 0.96, places: 0.96 },
  'es-fresh8-held-out': { exact: 0.98, places: 0.98 },
  // Written after the fifteenth round and scored at its end (93/120 and 60/80), the sixteenth's (94 and 61)
  // and the seventeenth's (93 and 62), never tuned on until the eighteenth round printed their misses and
  // read some of their kinds (development parts from then on).
  'fresh10-held-out': { exact: 0.95, places: 0.95 },
  'es-fresh9-held-out': { exact: 0.93, places: 0.97 },
  // Written in a later session that changed no rule, and scored once (86/120 and 66/80): never tuned on.
  'fresh11-held-out': { exact: 0.73, places: 0.84 },
  // 69/80 (places 74) after the nineteenth round; the twentieth's rules lowered it by one, the twenty-ninth's by one more.
  'es-fresh10-held-out': { exact: 0.83, places: 0.91 },
  // Written while the sixteenth round was tuned, scored at its start (79/120 and 55/80) and end
  // (79/120 and 55/80, places 87 and 60 -> 59); after the eighteenth, 83/120 and 58/80; after the
  // nineteenth, 85/120 and 58/80: never tuned on.
  'fresh12-held-out': { exact: 0.7, places: 0.74 },
  'es-fresh11-held-out': { exact: 0.72, places: 0.76 },
  // Written for the seventeenth round, scored before its gazetteer (100/120 and 53/80) and after it
  // (101/120 and 54/80); after the eighteenth round, 103/120 and 56/80 (places 109 and 64); the
  // nineteenth's rules lowered es-fresh12's places by one (64 -> 63/80); after the twentieth, 105/120
  // and 57/80 (places 110 and 64): never tuned on.
  'fresh13-held-out': { exact: 0.87, places: 0.91 },
  'es-fresh12-held-out': { exact: 0.71, places: 0.8 },
  // Written for the eighteenth round as a representative mix rather than hard cases, scored at its
  // start (95/120 and 59/80, places 103 and 66) and end (95/120 and 60/80); their misses were printed
  // at the nineteenth round's start (development parts from then on).
  'fresh14-held-out': { exact: 0.87, places: 0.9 },
  'es-fresh13-held-out': { exact: 0.9, places: 0.93 },
  // Written for the nineteenth round, again a representative mix, scored at its start (87/119 and
  // 59/80, places 92 and 64) and end (88/119 and 60/80, places 92 and 65); their misses were printed
  // at the twentieth round's start (development parts from then on).
  'fresh15-held-out': { exact: 0.81, places: 0.82 },
  'es-fresh14-held-out': { exact: 0.8, places: 0.85 },
  // Written for the twentieth round, a representative mix again, scored at its start (95/117 and
  // 72/80, places 101 and 75) and end (the same); their misses were printed at the twenty-first
  // round's start (development parts from then on): 97/117 and 75/80 after its rules, 99/117 and
  // 76/80 after the gazetteer's short names.
  'fresh16-held-out': { exact: 0.84, places: 0.9 },
  'es-fresh15-held-out': { exact: 0.95, places: 0.98 },
  // Written during the twenty-first round, with hard cases named, scored at its start (90/118 and
  // 61/80, places 96 and 66), after its rules (the same) and after the gazetteer's short names
  // (places 97 and 66); their misses were printed at the twenty-second round's start (development
  // parts from then on): 97/118 and 65/80 after its rules.
  'fresh17-held-out': { exact: 0.82, places: 0.86 },
  'es-fresh16-held-out': { exact: 0.81, places: 0.85 },
  // Written at the twenty-first round's end, a representative mix, scored with its start's rules
  // (92/118 and 66/80, places 101 and 69) and its end's (92/118 and 68/80, places 102 and 72); their
  // misses were printed at the twenty-third round's start (development parts from then on): 98/118
  // and 72/80 after its rules.
  'fresh18-held-out': { exact: 0.83, places: 0.89 },
  'es-fresh17-held-out': { exact: 0.9, places: 0.92 },
  // Written during the twenty-second round in voices not heard before, scored with its start's rules
  // (72/120 and 57/80, places 81 and 65) and its end's (72/120 and 57/80, places 82 and 65), and at
  // the twenty-third's end (76/120, places 85; 57/80); fresh19's misses were printed at the
  // twenty-fourth round's start (a development part from then on): 80/120 after its rules.
  'fresh19-held-out': { exact: 0.66, places: 0.73 },
  // es-fresh18's misses were printed at the twenty-fifth round's start (a development part from then
  // on): 63/80 after its rules.
  'es-fresh18-held-out': { exact: 0.78, places: 0.85 },
  // Written during the twenty-third round, a representative mix labelled conservatively, scored with
  // its start's rules (93/116 and 57/80, places 99 and 68) and its end's (98/116 and 57/80, places 103
  // and 68); fresh20's misses were printed at the twenty-sixth round's start (a development part from
  // then on): 99/116 after its rules.
  'fresh20-held-out': { exact: 0.84, places: 0.88 },
  // es-fresh19's misses were printed at the twenty-seventh round's start (a development part from
  // then on): 66/80 after its rules.
  'es-fresh19-held-out': { exact: 0.82, places: 0.87 },
  // Written during the twenty-fourth round, a representative mix, scored with its start's rules
  // (90/115 and 47/80, places 101 and 60) and its end's (91/115 and 47/80, places 101 and 60): never tuned on.
  'fresh21-held-out': { exact: 0.79, places: 0.86 },
  'es-fresh20-held-out': { exact: 0.58, places: 0.75 },
  // Written during the twenty-fifth round (a Spanish round), a representative mix, scored with its
  // start's rules and its end's only (84/115 and 65/80 both times, places 95 and 68): never tuned on.
  'fresh22-held-out': { exact: 0.73, places: 0.82 },
  'es-fresh21-held-out': { exact: 0.81, places: 0.85 },
  // Written during the twenty-sixth round, a representative mix, scored with its start's rules and its
  // end's only (86/114 and 51/80 both times, places 96 and 61): never tuned on.
  'fresh23-held-out': { exact: 0.75, places: 0.84 },
  'es-fresh22-held-out': { exact: 0.63, places: 0.76 },
  // Written during the twenty-seventh round (a Spanish round), scored with its start's rules (86/110
  // and 57/80, places 91 and 69) and its end's (86/110 and 58/80, places 91 and 69): never tuned on.
  'fresh24-held-out': { exact: 0.78, places: 0.82 },
  'es-fresh23-held-out': { exact: 0.72, places: 0.86 },
  // Written at the twenty-eighth round's start, scored with its start's rules (67/107 and 59/80,
  // places 76 and 65) and its end's (68/107 and 60/80, places 77 and 66); their misses were printed
  // then (development parts from the twenty-ninth round on): 81/107 and 64/80 after its rules.
  'fresh25-held-out': { exact: 0.75, places: 0.79 },
  'es-fresh24-held-out': { exact: 0.8, places: 0.87 },
  // Written during the twenty-eighth round, scored with its start's rules (59/104 and 54/80, places 64
  // and 63), its end's (62/104 and 54/80) and the twenty-ninth's (64/104 and 55/80, places 67 and 64): never tuned on.
  'fresh26-held-out': { exact: 0.61, places: 0.64 },
  'es-fresh25-held-out': { exact: 0.68, places: 0.8 },
  // Written during the thirtieth round, scored with its start's rules (81/108 and 74/85, places 88
  // and 75, with its end's scorer) and its end's (the same): never tuned on.
  'fresh27-held-out': { exact: 0.75, places: 0.81 },
  'es-fresh26-held-out': { exact: 0.87, places: 0.88 },
} as const;

describe('the extractor on requests written apart from it', () => {
  it('reads every request of the development part exactly right', async () => {
    const dev = await scoreWrittenApart('dev');
    expect(dev.misses).toEqual([]);
  });

  for (const [part, bar] of Object.entries(BARS) as [keyof typeof BARS, (typeof BARS)[keyof typeof BARS]][]) {
    it(`reads at least ${bar.exact * 100}% of the ${part} part exactly right and its places right in at least ${bar.places * 100}%`, async () => {
      const score = await scoreWrittenApart(part);
      expect(score.right / score.total).toBeGreaterThanOrEqual(bar.exact);
      expect(score.placesRight / score.total).toBeGreaterThanOrEqual(bar.places);
    });
  }
});

describe('the extractor on any engine', () => {
  /** Every request written apart from the rules, read in a child process that only interprets regular expressions. */
  const INTERPRETED = `
    const { extractRules } = await import('#server/features/assistant/extract.js');
    const { WRITTEN_APART_PARTS, writtenApartCases } = await import('#server/features/assistant/extraction-score.js');
    const texts = Object.keys(WRITTEN_APART_PARTS).flatMap((part) => writtenApartCases(part).map((c) => c.text));
    process.stdout.write(JSON.stringify(texts.map((text) => extractRules(text))));`;

  // V8 compiles a regular expression once it has run often, and its compiled code once read a
  // case-blind lookbehind otherwise than its interpreter: a request was read differently on its
  // thousandth call than on its first (docs/decisions/0029, "Thirteenth round").
  it("reads every request as V8's regular-expression interpreter does, once its expressions are compiled", () => {
    const texts = (Object.keys(WRITTEN_APART_PARTS) as WrittenApartPart[]).flatMap((part) => writtenApartCases(part).map((c) => c.text));
    for (let pass = 0; pass < 2; pass += 1) for (const text of texts) extractRules(text);
    const compiled = texts.map((text) => JSON.stringify(extractRules(text)));
    const child = spawnSync(process.execPath, ['--regexp-interpret-all', '--import', 'tsx', '--input-type=module', '-e', INTERPRETED], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(child.status, child.stderr).toBe(0);
    const interpreted = (JSON.parse(child.stdout) as unknown[]).map((reading) => JSON.stringify(reading));
    expect(texts.filter((_, index) => interpreted[index] !== compiled[index])).toEqual([]);
  }, 120_000);
});

describe('the scorer', () => {
  const nearby = (address: string, category: ExtractResponse['category']): ExtractResponse => ({
    intent: 'nearby', sourceAddress: null, destinationAddress: null, aroundMeAddress: address, address, category, ageGroup: null, filters: NO_FILTERS,
  });

  it('reads a place with or without its state code as one name', async () => {
    expect((await judge({ text: '', place: 'Little Havana, Miami' }, nearby('Little Havana, Miami FL', null))).wrong).toEqual([]);
    // A name without its city is another place when a town elsewhere has that name ("Lincoln Park", Michigan).
    expect((await judge({ text: '', place: 'Lincoln Park, Chicago' }, nearby('Lincoln Park', null))).wrong).not.toEqual([]);
  });

  it('reads a name with its town after it as that name, and no other', async () => {
    expect((await judge({ text: '', place: 'Blorfle College' }, nearby('Blorfle College, Worcester', null))).wrong).toEqual([]);
    expect((await judge({ text: '', place: 'Blorfle College' }, nearby('Blorfle College, Nowhereville', null))).wrong).not.toEqual([]);
    expect((await judge({ text: '', place: 'Worcester' }, nearby('Blorfle College, Worcester', null))).wrong).not.toEqual([]);
  });

  it('reads a street written short and in full as one name, and no other street', async () => {
    expect((await judge({ text: '', place: 'High Street, Holyoke, MA' }, nearby('High St, Holyoke', null))).wrong).toEqual([]);
    expect((await judge({ text: '', place: 'Whittier Boulevard, East Los Angeles' }, nearby('Whittier Blvd., East Los Angeles, CA', null))).wrong).toEqual([]);
    // "St" begins "St Louis" and "St. Paul": no street's kind.
    expect((await judge({ text: '', place: 'Saint Louis Street, Boston' }, nearby('St Louis, Boston', null))).wrong).not.toEqual([]);
    expect((await judge({ text: '', place: 'High Street, Holyoke, MA' }, nearby('High Road, Holyoke', null))).wrong).not.toEqual([]);
  });

  it('takes any of the languages a list names, and no other', async () => {
    const speaking = (language: string) => ({ ...nearby('Milford, MA', null), filters: { ...NO_FILTERS, language } }) as ExtractResponse;
    expect((await judge({ text: '', place: 'Milford, MA', language: ['pt', 'es'] }, speaking('es'))).wrong).toEqual([]);
    expect((await judge({ text: '', place: 'Milford, MA', language: ['pt', 'es'] }, speaking('fr'))).wrong).toEqual(['language "fr" (want ["pt","es"])']);
  });

  it('takes care in general as "childcare" or as no category, and no other category for either', async () => {
    expect((await judge({ text: '', place: 'Lynn', category: 'childcare' }, nearby('Lynn', null))).wrong).toEqual([]);
    expect((await judge({ text: '', place: 'Lynn' }, nearby('Lynn', 'childcare'))).wrong).toEqual([]);
    expect((await judge({ text: '', place: 'Lynn', category: 'childcare' }, nearby('Lynn', 'daycare'))).wrong).not.toEqual([]);
    expect((await judge({ text: '', place: 'Lynn', category: 'preschool' }, nearby('Lynn', null))).wrong).not.toEqual([]);
  });
});

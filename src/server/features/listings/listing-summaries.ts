import {
  AGE_GROUPS,
  LANGUAGES,
  LISTING_SECTIONS,
  OPENINGS_FRESH_DAYS,
  SCHEDULES,
  WEEKS_PER_MONTH,
  WORKING_DAYS,
} from '#shared/constants.js';
import type { AgeGroup } from '#shared/schemas/catalogue.js';
import type {
  HoursSection,
  ListingSection,
  ListingSummary,
  OffersSection,
  OpeningsSection,
  TuitionRate,
  TuitionSection,
  WeekHours,
} from '#shared/schemas/listing.js';
import { sql } from 'kysely';
import type { Db } from '#server/db/database.js';
import type { ListingSectionRow } from '#server/db/schema.js';

/**
 * What the search keeps in memory of a program's provider listing: per section, the facts its
 * filters read (as numbers and bit masks, cheap to test for thousands of hits) and what a result's
 * summary shows. Built from the stored sections; the section texts (description, tour link) stay
 * in the database.
 */
export interface ListingDigest {
  openings: OpeningsDigest | null;
  tuition: TuitionDigest | null;
  hours: HoursDigest | null;
  offers: OffersDigest | null;
}

/** Whether the demo generator wrote the section: a summary says so when any section was. */
interface Origin {
  demo: boolean;
}

interface Stamp extends Origin {
  updatedAt: string;
}

/**
 * The one section whose time a result shows (as when the openings were confirmed). The other
 * sections keep no time, so equal ones are one shared object (docs/decisions/0036).
 */
export interface OpeningsDigest extends Stamp {
  ageGroups: readonly { ageGroup: AgeGroup; openSeats: number; waitlist: boolean }[];
  /** One bit per AGE_GROUPS entry that has open seats. */
  openMask: number;
  /** updatedAt in milliseconds: confirming openings is saving this section again. */
  confirmedAtMs: number;
}

export interface TuitionDigest extends Origin {
  /** Whole dollars a month, weekly rates at WEEKS_PER_MONTH; Infinity / -Infinity without rates. */
  lowestMonthly: number;
  highestMonthly: number;
}

export interface HoursDigest extends Origin {
  week: WeekHours;
  /** Minutes after midnight; Infinity / -Infinity when the program is closed on a working day. */
  latestWorkingDayOpen: number;
  earliestWorkingDayClose: number;
}

export interface OffersDigest extends Origin {
  /** One bit per LANGUAGES / SCHEDULES entry the program offers. */
  languageMask: number;
  scheduleMask: number;
}

export const EMPTY_DIGEST: ListingDigest = { openings: null, tuition: null, hours: null, offers: null };

const FRESH_MS = OPENINGS_FRESH_DAYS * 24 * 60 * 60 * 1000;

const bits = <T extends string>(words: readonly T[]) => new Map(words.map((word, i) => [word, 1 << i]));
export const AGE_GROUP_BITS = bits(AGE_GROUPS);
export const LANGUAGE_BITS = bits(LANGUAGES);
export const SCHEDULE_BITS = bits(SCHEDULES);
const maskOf = (bitsByWord: Map<string, number>, words: readonly string[]) =>
  words.reduce((mask, word) => mask | (bitsByWord.get(word) ?? 0), 0);

/** Openings confirmed at `confirmedAtMs` are stale from OPENINGS_FRESH_DAYS on. */
export function isStale(confirmedAtMs: number, nowMs: number): boolean {
  return nowMs - confirmedAtMs > FRESH_MS;
}

/** A rate's dollars as a month, in whole dollars. */
export function monthlyDollars(dollars: number, period: TuitionRate['period']): number {
  return period === 'week' ? Math.round(dollars * WEEKS_PER_MONTH) : dollars;
}

/** "HH:MM" as minutes after midnight. */
export function clockMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/**
 * Equal parts of listings shared, frozen: a national catalogue's 100,000 listings repeat a few
 * hundred weeks of opening hours, seat counts, prices and offers, and each copy was an object of
 * its own in memory, and for the collector (docs/decisions/0036). Bounded, for a catalogue whose
 * values would not repeat.
 */
class SharedParts<T extends object> {
  private readonly parts = new Map<string, T>();

  constructor(private readonly limit: number) {}

  get(key: string, make: () => T): T {
    let part = this.parts.get(key);
    if (part === undefined) {
      part = Object.freeze(make());
      if (this.parts.size < this.limit) this.parts.set(key, part);
    }
    return part;
  }
}

const sharedDays = new SharedParts<NonNullable<WeekHours['mon']>>(10_000);
const sharedSeats = new SharedParts<OpeningsDigest['ageGroups'][number]>(10_000);
const sharedSeatLists = new SharedParts<OpeningsDigest['ageGroups']>(10_000);
const sharedTuition = new SharedParts<TuitionDigest>(10_000);
const sharedHours = new SharedParts<HoursDigest>(10_000);
const sharedOffers = new SharedParts<OffersDigest>(10_000);

function withSharedDays(week: WeekHours): WeekHours {
  const shared = { ...week };
  for (const day of Object.keys(shared) as (keyof WeekHours)[]) {
    const hours = shared[day];
    if (hours) shared[day] = sharedDays.get(`${hours.open}-${hours.close}`, () => ({ open: hours.open, close: hours.close }));
  }
  return shared;
}

function openingsDigest({ ageGroups }: OpeningsSection, stamp: Stamp): OpeningsDigest {
  const seats = ageGroups.map(({ ageGroup, openSeats, waitlist }) => `${ageGroup}|${openSeats}|${waitlist}`);
  return {
    updatedAt: stamp.updatedAt,
    demo: stamp.demo,
    ageGroups: sharedSeatLists.get(seats.join(','), () =>
      ageGroups.map(({ ageGroup, openSeats, waitlist }, i) => sharedSeats.get(seats[i] as string, () => ({ ageGroup, openSeats, waitlist }))),
    ),
    openMask: maskOf(AGE_GROUP_BITS, ageGroups.filter((entry) => entry.openSeats > 0).map((entry) => entry.ageGroup)),
    confirmedAtMs: Date.parse(stamp.updatedAt),
  };
}

function tuitionDigest({ rates }: TuitionSection, { demo }: Origin): TuitionDigest {
  const lowestMonthly = Math.min(...rates.map((rate) => monthlyDollars(rate.minDollars, rate.period)));
  const highestMonthly = Math.max(...rates.map((rate) => monthlyDollars(rate.maxDollars, rate.period)));
  return sharedTuition.get(`${demo}|${lowestMonthly}|${highestMonthly}`, () => ({ demo, lowestMonthly, highestMonthly }));
}

function hoursDigest({ week }: HoursSection, { demo }: Origin): HoursDigest {
  // The week as stored, keys in its order: a result shows it as it is.
  return sharedHours.get(`${demo}|${JSON.stringify(week)}`, () => {
    const days = WORKING_DAYS.map((day) => week[day]);
    return {
      demo,
      week: withSharedDays(week),
      latestWorkingDayOpen: Math.max(...days.map((hours) => (hours ? clockMinutes(hours.open) : Infinity))),
      earliestWorkingDayClose: Math.min(...days.map((hours) => (hours ? clockMinutes(hours.close) : -Infinity))),
    };
  });
}

function offersDigest({ languages, schedules }: OffersSection, { demo }: Origin): OffersDigest {
  const languageMask = maskOf(LANGUAGE_BITS, languages);
  const scheduleMask = maskOf(SCHEDULE_BITS, schedules);
  return sharedOffers.get(`${demo}|${languageMask}|${scheduleMask}`, () => ({ demo, languageMask, scheduleMask }));
}

/** A program's digest with one stored section (re)placed; the digest given is left as it is. */
export function withSection(digest: ListingDigest, row: ListingSectionRow): ListingDigest {
  const stamp: Stamp = { updatedAt: row.updatedAt, demo: row.updatedVia === 'demo' };
  // Rows are written only from a section validated by the contract, under its own name.
  const data: unknown = JSON.parse(row.data);
  // Every digest is written out in one literal, fields in one order: the filters and the price sort
  // read them for thousands of hits a search, and objects of one shape keep those reads fast.
  let { openings, tuition, hours, offers } = digest;
  switch (row.section as ListingSection) {
    case 'openings':
      openings = openingsDigest(data as OpeningsSection, stamp);
      break;
    case 'tuition':
      tuition = tuitionDigest(data as TuitionSection, stamp);
      break;
    case 'hours':
      hours = hoursDigest(data as HoursSection, stamp);
      break;
    case 'offers':
      offers = offersDigest(data as OffersSection, stamp);
      break;
  }
  return { openings, tuition, hours, offers };
}

/**
 * What a result card shows. Freshness is judged now, at the query, not when the digest was built:
 * openings go stale while nobody writes anything.
 */
export function toListingSummary(digest: ListingDigest, nowMs: number): ListingSummary {
  const { openings, tuition, hours, offers } = digest;
  const stale = openings ? isStale(openings.confirmedAtMs, nowMs) : false;
  return {
    openings: openings
      ? openings.ageGroups.map(({ ageGroup, openSeats, waitlist }) => ({ ageGroup, openSeats, waitlist, confirmedAt: openings.updatedAt, stale }))
      : [],
    monthlyTuition: tuition && Number.isFinite(tuition.lowestMonthly) ? { minDollars: tuition.lowestMonthly, maxDollars: tuition.highestMonthly } : null,
    hours: hours ? hours.week : null,
    demo: Boolean(openings?.demo || tuition?.demo || hours?.demo || offers?.demo),
  };
}

/** Where the stored listings stand: a change anywhere moves the count or the latest updatedAt. */
export interface ListingSectionsVersion {
  /** Every stored row, sections of kinds this version does not know included. */
  count: number;
  latestUpdatedAt: string | null;
}

const knownSections = [...LISTING_SECTIONS];
const knownSectionSet = new Set<string>(LISTING_SECTIONS);

/**
 * Asked every few seconds by every instance. The latest change is read from the (section,
 * updatedAt) index; the count is of every stored row, known kind or not: SQLite counts a whole
 * table without reading its rows (about 1 ms for 346,000 sections), where counting the known kinds
 * read every index entry (10-70 ms, holding the event loop on every check). The latest change is
 * read first: a section written between the two is then both counted and re-read (it is newer than
 * the latest change read); in the other order it would be re-read but not counted, and
 * ListingStore would reload every listing.
 */
export async function listingSectionsVersion(db: Db): Promise<ListingSectionsVersion> {
  const latest = await db
    .selectFrom('listingSections')
    .select((eb) => eb.fn.max('updatedAt').as('latestUpdatedAt'))
    .where('section', 'in', knownSections)
    .executeTakeFirstOrThrow();
  const counted = await db
    .selectFrom('listingSections')
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirstOrThrow();
  // PostgreSQL returns count(*) as a bigint string.
  return { count: Number(counted.count), latestUpdatedAt: latest.latestUpdatedAt ?? null };
}

/** Every stored section, or those updated at or after `since` (an ISO timestamp). */
export async function readListingSections(db: Db, since?: string): Promise<ListingSectionRow[]> {
  let query = db.selectFrom('listingSections').selectAll().where('section', 'in', knownSections);
  if (since !== undefined) query = query.where('updatedAt', '>=', since);
  return query.execute();
}

/**
 * Every stored section of a kind this version knows, in batches of up to `batchSize`, by program
 * and section (keyset pages, on both engines): the listings are loaded without holding every row
 * at once (docs/decisions/0036). Each batch says how many rows it walked, kinds unknown included,
 * to set against the count listingSectionsVersion reads.
 */
export async function* listingSectionBatches(db: Db, batchSize: number): AsyncGenerator<{ known: ListingSectionRow[]; walked: number }> {
  // Named as the rows are used, without the camel-case plugin renaming every column of every row.
  const plain = db.withoutPlugins();
  let after = sql``;
  for (;;) {
    // Every section, kept or not, in primary-key order: asked for the known sections only, SQLite
    // read them by the (section, updatedAt) index and sorted all of them for every batch.
    const { rows } = await sql<ListingSectionRow>`select program_id as "programId", section, data, updated_at as "updatedAt",
      updated_via as "updatedVia", updated_by as "updatedBy" from listing_sections
      ${after} order by program_id, section limit ${batchSize}`.execute(plain);
    yield { known: rows.filter((row) => knownSectionSet.has(row.section)), walked: rows.length };
    if (rows.length < batchSize) return;
    const { programId, section } = rows.at(-1) as ListingSectionRow;
    // A row value, not an OR of two: both engines walk the primary key from it.
    after = sql`where (program_id, section) > (${programId}, ${section})`;
  }
}

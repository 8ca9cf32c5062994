import fc from 'fast-check';
import { AGE_GROUPS, LISTING_SECTIONS, SCHEDULES } from '#shared/constants.js';
import type { DayHours, LanguageCode, Listing, ListingSection } from '#shared/schemas/listing.js';
import type { Db } from '#server/db/database.js';
import type { ListingFilterValues } from './listing-reference.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Ages of a section in days, clustered on both sides of OPENINGS_FRESH_DAYS but never within hours
 * of it, so freshness cannot turn between a request and the test's own check.
 */
const AGES_IN_DAYS = [0, 1, 10, 29, 31, 45, 200];

/** Stores a listing's sections as a provider's saves would, each stamped with its own time. */
export async function putListing(db: Db, programId: string, listing: Listing): Promise<void> {
  for (const section of LISTING_SECTIONS) {
    const stamped = listing[section];
    if (!stamped) continue;
    await putSection(db, programId, section, stamped.data, stamped.updatedAt, stamped.updatedVia);
  }
}

export async function putSection(db: Db, programId: string, section: ListingSection, data: unknown, updatedAt: string, updatedVia = 'provider') {
  const row = { programId, section, data: JSON.stringify(data), updatedAt, updatedVia, updatedBy: null };
  await db
    .insertInto('listingSections')
    .values(row)
    .onConflict((conflict) => conflict.columns(['programId', 'section']).doUpdateSet({ data: row.data, updatedAt, updatedVia }))
    .execute();
}

// Few values each, near the filters' boundaries: a weekly 461 is 1,998 a month, 462 is 2,002.
const dollars = fc.constantFrom(0, 400, 461, 462, 1500, 1999, 2000, 2001, 2600);
const opens = fc.constantFrom('06:30', '07:00', '07:30', '08:00', '09:00');
const closes = fc.constantFrom('12:00', '17:30', '18:00', '18:30');
const someOf = <T>(items: readonly T[]) => fc.subarray([...items]);
export const LANGUAGE_SAMPLE: LanguageCode[] = ['en', 'es', 'pt', 'zh', 'fr'];

const stampOf = (nowMs: number) =>
  fc.record({
    updatedAt: fc.constantFrom(...AGES_IN_DAYS).map((days) => new Date(nowMs - days * DAY_MS - 60_000).toISOString()),
    updatedVia: fc.constantFrom('provider' as const, 'feed' as const, 'demo' as const),
  });
const stamped = <T>(data: fc.Arbitrary<T>, nowMs: number) =>
  fc.option(fc.record({ data, stamp: stampOf(nowMs) }).map(({ data, stamp }) => ({ data, ...stamp })), { nil: null });

const openingsData = someOf(AGE_GROUPS).chain((groups) =>
  fc.tuple(...groups.map((ageGroup) => fc.record({ ageGroup: fc.constant(ageGroup), openSeats: fc.constantFrom(0, 0, 1, 3), waitlist: fc.boolean() }))).map((entries) => ({
    ageGroups: entries.map((entry) => ({
      ...entry,
      waitlist: entry.openSeats === 0 && entry.waitlist,
      waitlistLength: null,
      nextOpeningOn: null,
    })),
  })),
);

const tuitionData = fc.record({
  rates: fc.array(
    fc.record({
      ageGroup: fc.constantFrom(...AGE_GROUPS),
      schedule: fc.constantFrom(...SCHEDULES),
      period: fc.constantFrom('week' as const, 'month' as const),
      minDollars: dollars,
      above: fc.constantFrom(0, 150),
    }).map(({ above, ...rate }) => ({ ...rate, maxDollars: rate.minDollars + above })),
    { maxLength: 3 },
  ),
  registrationFeeDollars: fc.constant(null),
  waitlistFeeDollars: fc.constant(null),
});

const day: fc.Arbitrary<DayHours | null> = fc.option(fc.record({ open: opens, close: closes }), { nil: null, freq: 6 });
const hoursData = fc.record({
  week: fc.record({ mon: day, tue: day, wed: day, thu: day, fri: day, sat: fc.constant(null), sun: fc.constant(null) }),
  closedDates: fc.constant<string[]>([]),
});

const offersData = fc.record({
  schedules: someOf(SCHEDULES),
  languages: someOf(LANGUAGE_SAMPLE),
  mealsProvided: fc.boolean(),
  transportation: fc.constant(false),
  specialNeedsSupport: fc.constant(false),
  accreditation: fc.constant(null),
  description: fc.constant('A test listing.'),
  tourUrl: fc.constant(null),
  tourPhone: fc.constant(null),
});

/** Any listing the contract allows, each section missing or saved some days before `nowMs`. */
export const listingArbitrary = (nowMs: number): fc.Arbitrary<Listing> =>
  fc.record({
    openings: stamped(openingsData, nowMs),
    tuition: stamped(tuitionData, nowMs),
    hours: stamped(hoursData, nowMs),
    offers: stamped(offersData, nowMs),
  });

const filterValues = {
  openings: fc.constantFrom(...AGE_GROUPS),
  maxMonthlyTuition: fc.constantFrom(0, 1500, 1998, 2000, 2001, 2002, 3000),
  openBy: fc.constantFrom('06:30', '07:00', '07:30', '08:00', '09:00'),
  openUntil: fc.constantFrom('12:00', '17:30', '18:00', '18:30', '19:00'),
  language: fc.constantFrom(...LANGUAGE_SAMPLE, 'ko' as const),
  schedule: fc.constantFrom(...SCHEDULES),
};

/**
 * Any combination of the listing filters, values near the generated listings' boundaries; one
 * filter alone half the time, so that each one's edge decides the outcome often.
 */
export const listingFilters: fc.Arbitrary<ListingFilterValues> = fc.oneof(
  fc.record(filterValues, { requiredKeys: [] }),
  ...Object.entries(filterValues).map(([key, values]) => fc.record({ [key]: values as fc.Arbitrary<unknown> })),
) as fc.Arbitrary<ListingFilterValues>;

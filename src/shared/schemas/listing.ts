import { z } from 'zod';
import { LANGUAGES, LISTING_LIMITS, SCHEDULES, TUITION_PERIODS, type LISTING_SECTIONS } from '#shared/constants.js';
import { ageGroupSchema, program, programIdParam } from './catalogue.js';
import { errorResponse } from './errors.js';
import { isStorableText, isoTimestamp, unstorableText } from './fields.js';

/**
 * A program's provider listing: what the provider keeps current, stored apart from the licensing
 * facts an import writes (docs/decisions/0019). Each section is saved on its own and carries when
 * and how it was last updated.
 */
export type ListingSection = (typeof LISTING_SECTIONS)[number];
export type Schedule = (typeof SCHEDULES)[number];
export type LanguageCode = (typeof LANGUAGES)[number];

export const scheduleSchema = z.enum(SCHEDULES);
export const languageSchema = z.enum(LANGUAGES, { error: 'language must be an ISO 639-1 code such as en or es' });

/** "HH:MM", 24-hour clock. */
export const clockTime = (name: string) =>
  z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: `${name} must be a time as HH:MM (24-hour)` });

/** "YYYY-MM-DD". */
export const calendarDate = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${name} must be a date as YYYY-MM-DD` })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
      error: `${name} must be a real date`,
    });

const wholeDollars = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be whole dollars` })
    .min(0, { error: `${name} must not be negative` })
    .max(LISTING_LIMITS.tuitionMaxDollars, { error: `${name} must be at most ${LISTING_LIMITS.tuitionMaxDollars}` });

const shortText = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `${name} must be at most ${max} characters` })
    .refine(isStorableText, unstorableText(name));

/** One age group's seats. Seats above the program's capacity are refused by the server, which knows it. */
export const ageGroupOpenings = z
  .object({
    ageGroup: ageGroupSchema,
    openSeats: z
      .number({ error: 'openSeats must be a number' })
      .int({ error: 'openSeats must be a whole number' })
      .min(0, { error: 'openSeats must not be negative' })
      .max(1000, { error: 'openSeats must be at most 1000' }),
    /** No seat now, but a waitlist the family can join. */
    waitlist: z.boolean(),
    waitlistLength: z.number().int().min(0, { error: 'waitlistLength must not be negative' }).max(10_000).nullable(),
    nextOpeningOn: calendarDate('nextOpeningOn').nullable(),
  })
  .refine((entry) => !(entry.waitlist && entry.openSeats > 0), {
    error: 'openSeats must be 0 while there is a waitlist',
    path: ['openSeats'],
  });

const oncePerAgeGroup = <T extends { ageGroup: string }>(entries: T[]) => new Set(entries.map((entry) => entry.ageGroup)).size === entries.length;

export const openingsSection = z.object({
  ageGroups: z.array(ageGroupOpenings).max(4).refine(oncePerAgeGroup, { error: 'ageGroups must name each age group once' }),
});
export type OpeningsSection = z.infer<typeof openingsSection>;

export const tuitionRate = z
  .object({
    ageGroup: ageGroupSchema,
    schedule: scheduleSchema,
    period: z.enum(TUITION_PERIODS),
    minDollars: wholeDollars('minDollars'),
    maxDollars: wholeDollars('maxDollars'),
  })
  .refine((rate) => rate.minDollars <= rate.maxDollars, { error: 'minDollars must not be above maxDollars', path: ['minDollars'] });
export type TuitionRate = z.infer<typeof tuitionRate>;

export const tuitionSection = z.object({
  rates: z.array(tuitionRate).max(40),
  registrationFeeDollars: wholeDollars('registrationFeeDollars').nullable(),
  waitlistFeeDollars: wholeDollars('waitlistFeeDollars').nullable(),
});
export type TuitionSection = z.infer<typeof tuitionSection>;

export const dayHours = z
  .object({ open: clockTime('open'), close: clockTime('close') })
  .refine((hours) => hours.open < hours.close, { error: 'close must be after open', path: ['close'] });
export type DayHours = z.infer<typeof dayHours>;

/** Each weekday's hours, or null when the program is closed that day. */
export const weekHours = z.object({
  mon: dayHours.nullable(),
  tue: dayHours.nullable(),
  wed: dayHours.nullable(),
  thu: dayHours.nullable(),
  fri: dayHours.nullable(),
  sat: dayHours.nullable(),
  sun: dayHours.nullable(),
});
export type WeekHours = z.infer<typeof weekHours>;

export const hoursSection = z.object({
  week: weekHours,
  closedDates: z.array(calendarDate('closedDates')).max(LISTING_LIMITS.closedDatesMax),
});
export type HoursSection = z.infer<typeof hoursSection>;

export const offersSection = z.object({
  schedules: z.array(scheduleSchema).max(SCHEDULES.length),
  languages: z.array(languageSchema).max(LANGUAGES.length),
  mealsProvided: z.boolean(),
  transportation: z.boolean(),
  specialNeedsSupport: z.boolean(),
  accreditation: shortText('accreditation', LISTING_LIMITS.accreditationMax).nullable(),
  /** Shown as text, never HTML. */
  description: shortText('description', LISTING_LIMITS.descriptionMax),
  tourUrl: z.url({ protocol: /^https?$/, error: 'tourUrl must be a web address starting with http:// or https://' }).max(500).nullable(),
  tourPhone: shortText('tourPhone', 30).nullable(),
});
export type OffersSection = z.infer<typeof offersSection>;

/** How a section was last written: the dashboard, a provider's software through a feed token, or the demo catalogue. */
export const LISTING_SOURCES = ['provider', 'feed', 'demo'] as const;

const stamped = <T extends z.ZodType>(data: T) =>
  z.object({
    data,
    /** When the provider last saved or confirmed this section. */
    updatedAt: isoTimestamp,
    updatedVia: z.enum(LISTING_SOURCES),
  });

export const listing = z.object({
  openings: stamped(openingsSection).nullable(),
  tuition: stamped(tuitionSection).nullable(),
  hours: stamped(hoursSection).nullable(),
  offers: stamped(offersSection).nullable(),
});
export type Listing = z.infer<typeof listing>;
export const EMPTY_LISTING: Listing = { openings: null, tuition: null, hours: null, offers: null };

/** What a result card shows without another request: openings with freshness, price range, the week's hours. */
export const listingSummary = z.object({
  openings: z.array(
    z.object({
      ageGroup: ageGroupSchema,
      openSeats: z.number().int(),
      waitlist: z.boolean(),
      confirmedAt: isoTimestamp,
      /** Not confirmed for OPENINGS_FRESH_DAYS: shown as "last confirmed …", not counted by the openings filter. */
      stale: z.boolean(),
    }),
  ),
  monthlyTuition: z.object({ minDollars: z.number().int(), maxDollars: z.number().int() }).nullable(),
  hours: weekHours.nullable(),
  demo: z.boolean(),
});
export type ListingSummary = z.infer<typeof listingSummary>;

/**
 * One program in full, with its provider listing: the program page's data. `closedAt`: when it left
 * its licensing list (it is then out of the search, but its page stays for those who saved it).
 */
export const programWithListing = program.extend({ listing, closedAt: isoTimestamp.nullable() });
export type ProgramWithListing = z.infer<typeof programWithListing>;

export const catalogueProgramRoute = {
  params: z.object({ id: programIdParam }),
  response: { 200: programWithListing, 404: errorResponse },
};

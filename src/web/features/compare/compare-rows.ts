// The comparison as rows of facts, one cell per program, with the best value of a row marked
// where "best" is clear (docs/decisions/0027). Types only from the contract: no zod here.
import { WEEKDAYS, WEEKS_PER_MONTH } from '#shared/constants.js';
import type { ComparedLegs, ComparedProgram } from '#shared/schemas/compare.js';
import type { Listing, TuitionRate, WeekHours } from '#shared/schemas/listing.js';
import type { RouteLeg } from '#shared/schemas/search.js';
import { formatCalendarDate } from '#web/lib/format-date';
import { detourMinutes, formatMiles, formatRating } from '#web/lib/format';
import { languageName } from '#web/lib/language-names';
import { nameList } from '#web/lib/name-list';
import { clockText, weekRuns } from '#shared/week-hours.js';
import { dayHoursText, dollarRange, freshnessText, openingsStale, seatsText, tuitionText } from '#web/lib/listing-text';
import { kindParts } from '#web/lib/program-kind';
import { inspectionText, qualityLevelText } from '#web/lib/quality-text';
import { qualityTexts } from '#web/lib/quality-texts';
import { compareTexts as text } from './compare-texts';
import { i18n, pageLanguage } from '#web/lib/i18n';
import { programTexts } from '#web/lib/program-texts';
import { listingTexts } from '#web/lib/listing-texts';
import { dayPlanTexts } from '#web/lib/day-plan-texts';

/** A rating ranks only with this many reviews: one 5-star review is no evidence against forty 4.7s. */
export const MIN_REVIEWS_TO_RANK = 3;
/** Rates shown per program; the program page lists them all. */
const RATES_SHOWN = 4;

/** The licensing list's own words inside one of our lines, quoted in its language (docs/decisions/0037). */
export interface ListWords {
  listWords: string;
}

/** A line of a cell: our words, or our words with the list's own quoted among them. */
export type CompareLine = string | readonly (string | ListWords)[];

export interface CompareCell {
  lines: CompareLine[];
  /** Where the fact comes from and how fresh it is; null when nothing was reported. */
  source: string | null;
  /** Nothing known: shown dimmed. */
  missing?: boolean;
}

export type CompareRowKey = keyof typeof text.rows;

export interface CompareRow {
  key: CompareRowKey;
  label: string;
  cells: CompareCell[];
  /** Columns holding the row's best value; empty when there is no clear best. */
  best: number[];
  /** What "best" means on this row ("Lowest price"). */
  bestText: string | null;
}

type Rankable = Exclude<CompareRowKey, 'kind' | 'languages' | 'offers' | 'capacity' | 'license' | 'subsidy' | 'quality'>;

/**
 * The columns with the lowest (or highest) value. None when fewer than two programs have a value
 * or all of them share it: a mark is only worth showing where it tells programs apart.
 */
export function bestColumns(values: readonly (number | null)[], want: 'lowest' | 'highest'): number[] {
  const known = values.filter((value): value is number => value !== null);
  if (known.length < 2) return [];
  const target = want === 'lowest' ? Math.min(...known) : Math.max(...known);
  if (known.every((value) => value === target)) return [];
  return values.flatMap((value, column) => (value === target ? [column] : []));
}

const notReported: CompareCell = { lines: [i18n._(listingTexts.notReported)], source: null, missing: true };
const notListed: CompareCell = { lines: [i18n._(listingTexts.notListed)], source: null, missing: true };

const monthly = (dollars: number, period: TuitionRate['period']) => (period === 'week' ? Math.round(dollars * WEEKS_PER_MONTH) : dollars);

/** The lowest monthly price of a listing (weekly rates as a month, as the search's price sort reads them). */
export const lowestMonthly = (listing: Listing): number | null => {
  const rates = listing.tuition?.data.rates ?? [];
  return rates.length > 0 ? Math.min(...rates.map((rate) => monthly(rate.minDollars, rate.period))) : null;
};

/** Fresh open seats over every age group; null when openings are not reported or out of date. */
export function freshOpenSeats(listing: Listing, now: Date): number | null {
  const openings = listing.openings;
  if (!openings || openingsStale(openings.updatedAt, now)) return null;
  return openings.data.ageGroups.reduce((sum, group) => sum + group.openSeats, 0);
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Minutes open in a week. */
export const weeklyMinutes = (week: WeekHours): number =>
  WEEKDAYS.reduce((sum, day) => {
    const hours = week[day];
    return hours ? sum + minutesOf(hours.close) - minutesOf(hours.open) : sum;
  }, 0);

const shortDay = (day: (typeof WEEKDAYS)[number]) => i18n._(dayPlanTexts.weekdays[day]);

/** "Mon–Fri 7:00 AM–6:00 PM", "Sat–Sun Closed": days in a row with the same hours, together. */
export const weekLines = (week: WeekHours): string[] => weekRuns(week, shortDay, dayHoursText);

const SLOT = '\uE000';

/** One of our lines with the list's words in it: our message is written around a slot where they go. */
function withListWords(line: (slot: string) => string, words: string): CompareLine {
  const [before = '', after = ''] = line(SLOT).split(SLOT);
  return [before, { listWords: words }, after].filter((part) => part !== '');
}

function kindLine(program: ComparedProgram): CompareLine {
  const { category, listType } = kindParts(program);
  return listType ? withListWords((type) => `${category} · ${type}`, listType) : category;
}

const hoursAsText = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
};

function legCell(leg: RouteLeg): CompareCell {
  const lines = [i18n._(text.detour(detourMinutes(leg.detourSeconds)))];
  if (leg.arrivesAt) lines.push(i18n._(text.arrives(clockText(leg.arrivesAt))));
  if (leg.open !== null) lines.push(leg.open ? i18n._(text.openThen) : i18n._(text.closedThen));
  if (leg.closedDays.length > 0) lines.push(i18n._(text.closedOn(leg.closedDays.map(shortDay).join(', '))));
  return { lines, source: i18n._(text.legsSource) };
}

/** The morning and evening legs and the distance off the route: rows only when the comparison knows a route. */
function legRows(legs: readonly (ComparedLegs | null)[]): CompareRow[] {
  if (legs.every((leg) => leg === null)) return [];
  const row = (key: 'distance' | 'morning' | 'evening', value: (leg: ComparedLegs) => number, cell: (leg: ComparedLegs) => CompareCell) =>
    ranked(key, legs.map((leg) => (leg ? cell(leg) : notListed)), legs.map((leg) => (leg ? value(leg) : null)), 'lowest');
  return [
    row('distance', (leg) => leg.distanceFromRouteMeters, (leg) => ({ lines: [i18n._(text.offMiles(formatMiles(leg.distanceFromRouteMeters)))], source: i18n._(text.legsSource) })),
    row('morning', (leg) => leg.morning.detourSeconds, (leg) => legCell(leg.morning)),
    row('evening', (leg) => leg.evening.detourSeconds, (leg) => legCell(leg.evening)),
  ];
}

const plain = (key: CompareRowKey, cells: CompareCell[]): CompareRow => ({ key, label: i18n._(text.rows[key]), cells, best: [], bestText: null });
const ranked = (key: Rankable, cells: CompareCell[], values: (number | null)[], want: 'lowest' | 'highest'): CompareRow => {
  const best = bestColumns(values, want);
  return { key, label: i18n._(text.rows[key]), cells, best, bestText: best.length > 0 ? i18n._(text.best[key]) : null };
};

function openingsCell(program: ComparedProgram, now: Date): CompareCell {
  const openings = program.listing.openings;
  if (!openings) return notReported;
  const groups = openings.data.ageGroups;
  const stale = openingsStale(openings.updatedAt, now);
  const lines = groups.length > 0 ? groups.map((group) => seatsText(group)) : [i18n._(text.noOpenings)];
  if (!stale && groups.length > 1) lines.push(i18n._(text.totalOpen(groups.reduce((sum, group) => sum + group.openSeats, 0))));
  const freshness = freshnessText(openings, now);
  return { lines, source: stale ? `${freshness} · ${i18n._(text.staleOpenings)}` : freshness };
}

function priceCell(program: ComparedProgram, now: Date): CompareCell {
  const tuition = program.listing.tuition;
  const lowest = lowestMonthly(program.listing);
  if (!tuition || lowest === null) return notReported;
  const rates = tuition.data.rates;
  const lines = [
    i18n._(text.perMonthFrom(dollarRange(lowest))),
    ...rates
      .slice(0, RATES_SHOWN)
      .map((rate) => `${i18n._(listingTexts.ageGroups[rate.ageGroup])}, ${i18n._(programTexts.schedules[rate.schedule]).toLowerCase()}: ${tuitionText(rate)}`),
  ];
  if (rates.length > RATES_SHOWN) lines.push(i18n._(text.moreRates(rates.length - RATES_SHOWN)));
  return { lines, source: freshnessText(tuition, now) };
}

function hoursCell(program: ComparedProgram, now: Date): CompareCell {
  const hours = program.listing.hours;
  const licensed = program.hours?.trim();
  if (!hours) return licensed ? { lines: [withListWords((slot) => i18n._(text.licensedHours(slot)), licensed)], source: i18n._(text.licensingSource) } : notReported;
  return { lines: [...weekLines(hours.data.week), i18n._(text.weekHours(hoursAsText(weeklyMinutes(hours.data.week))))], source: freshnessText(hours, now) };
}

function offersCells(program: ComparedProgram, now: Date): { languages: CompareCell; offers: CompareCell } {
  const offers = program.listing.offers;
  if (!offers) return { languages: notReported, offers: notReported };
  const { data } = offers;
  const source = freshnessText(offers, now);
  const yesNo = (value: boolean) => i18n._(value ? listingTexts.offered : listingTexts.notOffered);
  return {
    languages: { lines: [data.languages.length > 0 ? nameList(data.languages.map((code) => languageName(code, pageLanguage()))) : i18n._(text.noneListed)], source },
    offers: {
      lines: [
        data.schedules.length > 0 ? nameList(data.schedules.map((schedule) => i18n._(programTexts.schedules[schedule]))) : i18n._(text.noneListed),
        `${i18n._(text.meals)}: ${yesNo(data.mealsProvided)}`,
        `${i18n._(text.transportation)}: ${yesNo(data.transportation)}`,
        `${i18n._(text.specialNeeds)}: ${yesNo(data.specialNeedsSupport)}`,
        ...(data.accreditation ? [`${i18n._(listingTexts.accreditation)}: ${data.accreditation}`] : []),
      ],
      source,
    },
  };
}

function licensing(program: ComparedProgram, lines: (CompareLine | null | false)[]): CompareCell {
  const shown = lines.filter((line): line is CompareLine => (typeof line === 'string' ? line.trim() !== '' : Boolean(line)));
  return shown.length > 0 ? { lines: shown, source: i18n._(text.licensingSource) } : notListed;
}

/** "L-1 (Current)": the licence number, its status in the list's words, and since when. */
function licenseCell(program: ComparedProgram): CompareCell {
  const { licenseNumber: number, licenseStatus: status, firstLicensedAt } = program;
  return licensing(program, [
    number && (status ? withListWords((slot) => i18n._(text.licenseLine(number, slot)), status) : number),
    firstLicensedAt && i18n._(text.licensedSince(formatCalendarDate(firstLicensedAt))),
  ]);
}

function qualityCell(program: ComparedProgram): CompareCell {
  const level = qualityLevelText(program.quality);
  const inspection = inspectionText(program.quality);
  return licensing(program, [
    level && `${i18n._(qualityTexts.qualityRating)}: ${level}`,
    inspection && `${i18n._(qualityTexts.lastInspection)}: ${inspection}`,
  ]);
}

function ratingCell(program: ComparedProgram): CompareCell {
  const rating = formatRating(program.rating);
  if (rating === null) return { lines: [i18n._(text.noRating)], source: i18n._(text.reviewsSource), missing: true };
  const lines = [i18n._(text.ratingLine(rating, i18n._(programTexts.reviews(program.reviewCount))))];
  if (program.reviewCount < MIN_REVIEWS_TO_RANK) lines.push(i18n._(text.fewReviews(MIN_REVIEWS_TO_RANK)));
  return { lines, source: i18n._(text.reviewsSource) };
}

/** Every row of the comparison, in the order a parent weighs them: getting there, a seat, price, hours, then the rest. */
export function compareRows(programs: readonly ComparedProgram[], now: Date): CompareRow[] {
  const offers = programs.map((program) => offersCells(program, now));
  return [
    plain('kind', programs.map((program) => licensing(program, [kindLine(program)]))),
    ...legRows(programs.map((program) => program.legs)),
    ranked('openings', programs.map((program) => openingsCell(program, now)), programs.map((program) => freshOpenSeats(program.listing, now)), 'highest'),
    ranked('price', programs.map((program) => priceCell(program, now)), programs.map((program) => lowestMonthly(program.listing)), 'lowest'),
    ranked(
      'hours',
      programs.map((program) => hoursCell(program, now)),
      programs.map((program) => (program.listing.hours ? weeklyMinutes(program.listing.hours.data.week) : null)),
      'highest',
    ),
    plain('languages', offers.map((cells) => cells.languages)),
    plain('offers', offers.map((cells) => cells.offers)),
    plain('capacity', programs.map((program) => licensing(program, [program.capacity !== null && i18n._(programTexts.children(program.capacity))]))),
    plain('license', programs.map(licenseCell)),
    plain(
      'subsidy',
      programs.map((program) =>
        licensing(program, [program.acceptsSubsidy === null ? null : i18n._(program.acceptsSubsidy ? programTexts.yes : programTexts.no)]),
      ),
    ),
    // Only when one of the programs' lists carries quality facts: a row of "Not listed" tells nothing.
    ...(programs.some((program) => program.quality !== null) ? [plain('quality', programs.map(qualityCell))] : []),
    ranked(
      'rating',
      programs.map(ratingCell),
      programs.map((program) => (program.rating !== null && program.reviewCount >= MIN_REVIEWS_TO_RANK ? program.rating : null)),
      'highest',
    ),
  ];
}

// A provider listing in words, shared by the result cards and the program page. Types only from
// the contract: this file loads with the results page, before zod.
import { OPENINGS_FRESH_DAYS, WEEKDAYS } from '#shared/constants.js';
import type { AgeGroup } from '#shared/schemas/catalogue.js';
import type { DayHours, TuitionRate, WeekHours } from '#shared/schemas/listing.js';
import { formatCalendarDate } from './format-date';
import { i18n, pageFormatter } from './i18n';
import { listingTexts as text } from './listing-texts';
import { daysAgo } from './relative-days';
import { clockText } from '#shared/week-hours.js';

// Made on first use, as every formatter is: building a currency formatter loads ICU's data, a few
// ms that every page's first script run would otherwise spend (docs/decisions/0013). Dollars are
// written the US way in both languages.
const dollars = () =>
  pageFormatter('dollars', () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }));

/** "$1,200", or "$1,200–$1,800" for a range. */
export const dollarRange = (min: number, max: number = min): string =>
  min === max ? dollars().format(min) : `${dollars().format(min)}–${dollars().format(max)}`;

/** "$1,200–$1,800 per month" or "… per week", as the provider gave it. */
export const tuitionText = (rate: Pick<TuitionRate, 'minDollars' | 'maxDollars' | 'period'>): string =>
  i18n._((rate.period === 'week' ? text.perWeek : text.perMonth)(dollarRange(rate.minDollars, rate.maxDollars)));


/** "7:00 AM–6:00 PM", or "Closed". */
export const dayHoursText = (hours: DayHours | null): string =>
  hours ? `${clockText(hours.open)}–${clockText(hours.close)}` : i18n._(text.closed);

/** Today's weekday as the listing names it, in the parent's time zone. */
export const weekdayOf = (date: Date): (typeof WEEKDAYS)[number] => WEEKDAYS[(date.getDay() + 6) % 7] ?? 'mon';

/** "Open today 7:00 AM–6:00 PM" or "Closed today". */
export function todayHoursText(week: WeekHours, now: Date): string {
  const hours = week[weekdayOf(now)];
  return i18n._(hours ? text.openToday(dayHoursText(hours)) : text.closedToday);
}

/** One age group's seats, as the summary and the full listing both carry them. */
export interface SeatsState {
  ageGroup: AgeGroup;
  openSeats: number;
  waitlist: boolean;
  waitlistLength?: number | null;
  nextOpeningOn?: string | null;
}

/** "Infant: 2 open", "Toddler: Waitlist (12 families)", "Preschool: No openings, next opening Sep 1, 2026". */
export function seatsText(entry: SeatsState): string {
  const state =
    entry.openSeats > 0
      ? i18n._(text.openSeats(entry.openSeats))
      : entry.waitlist
        ? i18n._((entry.waitlistLength ?? null) === null ? text.waitlist : text.waitlistFamilies(entry.waitlistLength ?? 0))
        : i18n._(text.noSeats);
  const next = entry.openSeats === 0 && entry.nextOpeningOn ? `, ${i18n._(text.nextOpening(formatCalendarDate(entry.nextOpeningOn)))}` : '';
  return i18n._(text.seats(i18n._(text.ageGroups[entry.ageGroup]), `${state}${next}`));
}

/** "confirmed 3 days ago", or for openings past their freshness, "last confirmed 45 days ago". */
export const confirmedText = (iso: string, stale: boolean, now: Date): string =>
  i18n._((stale ? text.lastConfirmed : text.confirmed)(daysAgo(iso, now)));

/** "Confirmed by the provider 3 days ago": who last wrote a section of the listing, and when. */
export const freshnessText = (section: { updatedAt: string; updatedVia: keyof typeof text.freshness }, now: Date): string =>
  i18n._(text.freshness[section.updatedVia](daysAgo(section.updatedAt, now)));


/** Openings confirmed longer ago than OPENINGS_FRESH_DAYS are stale: shown as "last confirmed …". */
export const openingsStale = (confirmedAt: string, now: Date): boolean =>
  now.getTime() - Date.parse(confirmedAt) > OPENINGS_FRESH_DAYS * 86_400_000;

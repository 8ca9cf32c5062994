import { pageFormatter } from './i18n';

/**
 * A date formatter in the page's language: US conventions in both languages (FORMAT_LOCALES), so
 * "Mar 14, 2025" reads "14 mar 2025" on a Spanish page, never "3/4/2025".
 */
const inPageLanguage = (options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  pageFormatter(`date ${JSON.stringify(options)}`, (locale) => new Intl.DateTimeFormat(locale, options));

/**
 * Formats an ISO timestamp from the API in the parent's own time zone. The contract types it as
 * text only, so a value that is not a date is shown as it came rather than throwing.
 */
function format(formatter: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
}

/** "Mar 14, 2025, 9:30 AM": when something was saved, in the header's lists. */
export const formatDateTime = (iso: string) => format(inPageLanguage({ dateStyle: 'medium', timeStyle: 'short' }), iso);

/** "Mar 14, 2025": saved and created dates on the profile. */
export const formatDate = (iso: string) => format(inPageLanguage({ dateStyle: 'medium' }), iso);

/** "March 2025": member since. */
export const formatMonthYear = (iso: string) => format(inPageLanguage({ month: 'long', year: 'numeric' }), iso);

/** A date, possibly followed by a time of day that a calendar date does not need. */
const CALENDAR_DATE = /^(\d{4}-\d{2}-\d{2})(?:[T ][\d:.]*Z?)?$/;

/**
 * "2026-09-01" -> "Sep 1, 2026": a calendar date (a next opening, a holiday, a licensing date) is the
 * same day everywhere, so it is never shifted into the parent's time zone, where midnight UTC is
 * still the day before. Other text (an import's own date format) is shown as it came.
 */
export const formatCalendarDate = (value: string): string => calendarDate(value, 'medium');

/** "2026-07-14" -> "July 14, 2026" ("14 de julio de 2026"): an article's date, written out. */
export const formatLongCalendarDate = (value: string): string => calendarDate(value, 'long');

function calendarDate(value: string, dateStyle: 'medium' | 'long'): string {
  const day = CALENDAR_DATE.exec(value.trim())?.[1];
  return day ? format(inPageLanguage({ dateStyle, timeZone: 'UTC' }), `${day}T00:00:00Z`) : value;
}

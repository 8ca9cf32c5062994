import { pageFormatter } from './i18n';

const DAY_MS = 86_400_000;

/** Midnight of the calendar day `date` falls on, in the parent's own time zone. */
const dayStart = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * How long ago a timestamp was, in calendar days as a parent counts them: "today", "yesterday",
 * "3 days ago"; past two months "3 months ago", past two years "2 years ago", in the page's language
 * ("hace 3 días"). A value that is not a date is shown as it came.
 */
export function daysAgo(iso: string, now: Date = new Date()): string {
  const relative = pageFormatter('relative', (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  const then = new Date(iso);
  if (Number.isNaN(then.getTime())) return iso;
  // Rounded: a day with a daylight-saving change is 23 or 25 hours long. A clock running a little
  // behind the server's must not say "tomorrow" of something just confirmed.
  const days = Math.max(0, Math.round((dayStart(now) - dayStart(then)) / DAY_MS));
  if (days < 60) return relative.format(-days, 'day');
  if (days < 730) return relative.format(-Math.floor(days / 30), 'month');
  return relative.format(-Math.floor(days / 365), 'year');
}

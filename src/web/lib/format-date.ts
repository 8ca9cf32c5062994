// One locale for every date: the product's texts are US English, and a page mixing "3/4/2025"
// with English words would read wrongly to half its visitors.
const LOCALE = 'en-US';

const dateTime = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' });
const monthYear = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric' });

/**
 * Formats an ISO timestamp from the API in the parent's own time zone. The contract types it as
 * text only, so a value that is not a date is shown as it came rather than throwing.
 */
function format(formatter: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter.format(date);
}

/** "Mar 14, 2025, 9:30 AM": when something was saved, in the header's lists. */
export const formatDateTime = (iso: string) => format(dateTime, iso);

/** "Mar 14, 2025": saved and created dates on the profile. */
export const formatDate = (iso: string) => format(dateOnly, iso);

/** "March 2025": member since. */
export const formatMonthYear = (iso: string) => format(monthYear, iso);

// US English like every other date in the product (format-date.ts).
const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Whole days from an ISO timestamp to `now`; NaN when the text is not a date. */
export function daysSince(iso: string, now: Date = new Date()): number {
  return Math.floor((now.getTime() - new Date(iso).getTime()) / DAY);
}

/**
 * How long ago, the way a person says it: "this minute", "5 minutes ago", "yesterday", "3 days ago",
 * "2 months ago". A time slightly in the future (a clock ahead of ours) reads as "this minute"; a
 * text that is not a date is shown as it came.
 */
export function formatTimeAgo(iso: string, now: Date = new Date()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return iso;
  const elapsed = now.getTime() - then;
  if (elapsed < MINUTE) return relative.format(0, 'minute');
  if (elapsed < HOUR) return relative.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return relative.format(-Math.floor(elapsed / HOUR), 'hour');
  const days = Math.floor(elapsed / DAY);
  // Days up to two months: "last month" would hide whether openings just turned stale (30 days).
  if (days < 60) return relative.format(-days, 'day');
  if (days < 365) return relative.format(-Math.floor(days / 30), 'month');
  return relative.format(-Math.floor(days / 365), 'year');
}

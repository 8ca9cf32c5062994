/**
 * "July 14, 2026". Posts carry a calendar date; formatting it in UTC keeps a parent west of
 * Greenwich from seeing the day before.
 */
export function formatPublished(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

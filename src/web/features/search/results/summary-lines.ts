import { messages } from '#shared/messages.js';
import type { ListingSummary } from '#shared/schemas/listing.js';
import { confirmedText, dollarRange, seatsText, todayHoursText } from '#web/lib/listing-text';

/** What a result card says of a provider's listing; null where the provider has not reported it. */
export interface SummaryLines {
  /** "Infant: 2 open · Toddler: Waitlist, confirmed 3 days ago". */
  openings: string | null;
  /** Some age group has a seat now, confirmed recently: the line a parent looks for first. */
  seatsNow: boolean;
  /** Every opening is past its freshness: the line is shown as "last confirmed". */
  stale: boolean;
  /** "$1,200–$1,800 per month". */
  price: string | null;
  /** "Open today 7:00 AM–6:00 PM". */
  hours: string | null;
}

/** The listing summary of a search result in words, for the parent's today. */
export function summaryLines(listing: ListingSummary, now: Date): SummaryLines {
  const { openings, monthlyTuition, hours } = listing;
  // One confirmation covers the section; the newest stands for all (they share it in practice).
  const newest = openings.reduce<(typeof openings)[number] | null>(
    (found, entry) => (found && Date.parse(found.confirmedAt) >= Date.parse(entry.confirmedAt) ? found : entry),
    null,
  );
  const stale = openings.length > 0 && openings.every((entry) => entry.stale);
  return {
    openings: newest && `${openings.map(seatsText).join(' · ')}, ${confirmedText(newest.confirmedAt, stale, now)}`,
    seatsNow: openings.some((entry) => entry.openSeats > 0 && !entry.stale),
    stale,
    price: monthlyTuition && messages.listing.perMonth(dollarRange(monthlyTuition.minDollars, monthlyTuition.maxDollars)),
    hours: hours && todayHoursText(hours, now),
  };
}

import type { ListingSummary } from '#shared/schemas/listing.js';
import { i18n } from '#web/lib/i18n';
import { confirmedText, dollarRange, seatsText, todayHoursText } from '#web/lib/listing-text';
import { listingTexts } from '#web/lib/listing-texts';

/** One age group's state: "Infant: 2 open"; `seats` when a recently confirmed seat is free now. */
export interface SeatsLine {
  text: string;
  seats: boolean;
}

/** What a result card says of a provider's listing; null where the provider has not reported it. */
export interface SummaryLines {
  /** Per age group, then "confirmed 3 days ago" (or "last confirmed …" once past their freshness). */
  openings: { groups: SeatsLine[]; confirmed: string; stale: boolean } | null;
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
  const stale = openings.every((entry) => entry.stale);
  // A card is scanned, not read: the age groups with a seat or a waitlist, else one "No openings".
  const telling = openings.filter((entry) => entry.openSeats > 0 || entry.waitlist);
  const groups = telling.map((entry) => ({ text: seatsText(entry), seats: entry.openSeats > 0 && !entry.stale }));
  return {
    openings: newest && {
      groups: groups.length > 0 ? groups : [{ text: i18n._(listingTexts.noSeats), seats: false }],
      confirmed: confirmedText(newest.confirmedAt, stale, now),
      stale,
    },
    price: monthlyTuition && i18n._(listingTexts.perMonth(dollarRange(monthlyTuition.minDollars, monthlyTuition.maxDollars))),
    hours: hours && todayHoursText(hours, now),
  };
}

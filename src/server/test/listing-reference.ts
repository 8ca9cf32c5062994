import { WORKING_DAYS } from '#shared/constants.js';
import type { Listing, ListingSummary, TuitionRate } from '#shared/schemas/listing.js';
import type { NearbyQuery } from '#shared/schemas/search.js';

/**
 * The listing filters and summary written the plain way, straight from their definitions and the
 * stored sections, for tests to hold the search's bit masks and digests against.
 */
const FRESH_MS = 30 * 24 * 60 * 60 * 1000;

export type ListingFilterValues = Pick<NearbyQuery, 'openings' | 'maxMonthlyTuition' | 'openBy' | 'openUntil' | 'language' | 'schedule'>;

const monthly = (dollars: number, period: TuitionRate['period']) => (period === 'week' ? Math.round((dollars * 52) / 12) : dollars);

export function referenceMatches(listing: Listing | undefined, filters: ListingFilterValues, nowMs: number): boolean {
  const { openings, tuition, hours, offers } = listing ?? { openings: null, tuition: null, hours: null, offers: null };
  if (filters.openings) {
    if (!openings || nowMs - Date.parse(openings.updatedAt) > FRESH_MS) return false;
    if (!openings.data.ageGroups.some((entry) => entry.ageGroup === filters.openings && entry.openSeats > 0)) return false;
  }
  if (filters.maxMonthlyTuition !== undefined) {
    const rates = tuition?.data.rates ?? [];
    if (rates.length === 0 || Math.min(...rates.map((rate) => monthly(rate.minDollars, rate.period))) > filters.maxMonthlyTuition) return false;
  }
  // "HH:MM" strings order as the times they name.
  const { openBy, openUntil } = filters;
  if (openBy && !WORKING_DAYS.every((day) => (hours?.data.week[day]?.open ?? '99:99') <= openBy)) return false;
  if (openUntil && !WORKING_DAYS.every((day) => (hours?.data.week[day]?.close ?? '') >= openUntil)) return false;
  if (filters.language && !offers?.data.languages.includes(filters.language)) return false;
  if (filters.schedule && !offers?.data.schedules.includes(filters.schedule)) return false;
  return true;
}

export function referenceSummary(listing: Listing | undefined, nowMs: number): ListingSummary | null {
  if (!listing || Object.values(listing).every((section) => section === null)) return null;
  const { openings, tuition, hours, offers } = listing;
  const rates = tuition?.data.rates ?? [];
  return {
    openings: (openings?.data.ageGroups ?? []).map(({ ageGroup, openSeats, waitlist }) => ({
      ageGroup,
      openSeats,
      waitlist,
      confirmedAt: openings?.updatedAt ?? '',
      stale: nowMs - Date.parse(openings?.updatedAt ?? '') > FRESH_MS,
    })),
    monthlyTuition:
      rates.length === 0
        ? null
        : {
            minDollars: Math.min(...rates.map((rate) => monthly(rate.minDollars, rate.period))),
            maxDollars: Math.max(...rates.map((rate) => monthly(rate.maxDollars, rate.period))),
          },
    hours: hours?.data.week ?? null,
    demo: [openings, tuition, hours, offers].some((section) => section?.updatedVia === 'demo'),
  };
}

/** The lowest monthly price the price sort orders by; Infinity without one. */
export function referencePrice(listing: Listing | undefined): number {
  const rates = listing?.tuition?.data.rates ?? [];
  return rates.length === 0 ? Infinity : Math.min(...rates.map((rate) => monthly(rate.minDollars, rate.period)));
}

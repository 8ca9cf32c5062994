import type { NearbyQuery } from '#shared/schemas/search.js';
import {
  AGE_GROUP_BITS,
  LANGUAGE_BITS,
  SCHEDULE_BITS,
  clockMinutes,
  isStale,
  type ListingDigest,
} from '#server/features/listings/listing-summaries.js';

export type ListingFilters = Pick<NearbyQuery, 'openings' | 'maxMonthlyTuition' | 'openBy' | 'openUntil' | 'language' | 'schedule'>;

type Check = (listing: ListingDigest) => boolean;

/**
 * The test a program's listing must pass for the filters on the provider listing, or undefined
 * when none is set. Built once per search from the checks asked for, so each hit runs only those.
 * A program without the section a filter reads does not match it; openings count only while fresh.
 */
export function listingFilter(filters: ListingFilters, nowMs: number): ((listing: ListingDigest | undefined) => boolean) | undefined {
  const checks: Check[] = [];
  const { openings, maxMonthlyTuition, openBy, openUntil, language, schedule } = filters;
  if (openings) {
    const bit = AGE_GROUP_BITS.get(openings) ?? 0;
    checks.push(({ openings: section }) => section !== null && (section.openMask & bit) !== 0 && !isStale(section.confirmedAtMs, nowMs));
  }
  if (maxMonthlyTuition !== undefined) {
    checks.push(({ tuition }) => tuition !== null && tuition.lowestMonthly <= maxMonthlyTuition);
  }
  if (openBy) {
    const minutes = clockMinutes(openBy);
    checks.push(({ hours }) => hours !== null && hours.latestWorkingDayOpen <= minutes);
  }
  if (openUntil) {
    const minutes = clockMinutes(openUntil);
    checks.push(({ hours }) => hours !== null && hours.earliestWorkingDayClose >= minutes);
  }
  if (language) {
    const bit = LANGUAGE_BITS.get(language) ?? 0;
    checks.push(({ offers }) => offers !== null && (offers.languageMask & bit) !== 0);
  }
  if (schedule) {
    const bit = SCHEDULE_BITS.get(schedule) ?? 0;
    checks.push(({ offers }) => offers !== null && (offers.scheduleMask & bit) !== 0);
  }
  if (checks.length === 0) return undefined;
  return (listing) => listing !== undefined && checks.every((check) => check(listing));
}

/** What the price sort orders by: the lowest monthly rate, unknown after every known price. */
export function lowestMonthlyPrice(listing: ListingDigest | undefined): number {
  return listing?.tuition?.lowestMonthly ?? Infinity;
}

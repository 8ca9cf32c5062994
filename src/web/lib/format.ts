import { i18n } from './i18n';
import { programTexts } from './program-texts';

const METERS_PER_MILE = 1609.344;

/** Distances in miles, as US parents think of them: "< 0.1 mi", "0.4 mi", "12 mi". */
export function formatMiles(meters: number): string {
  const miles = meters / METERS_PER_MILE;
  if (miles < 0.1) return '< 0.1 mi';
  if (miles < 10) return `${miles.toFixed(1)} mi`;
  return `${Math.round(miles)} mi`;
}

/** Whole minutes a stop adds, rounded up: a parent planning a morning would rather have too much time. */
export function detourMinutes(seconds: number): number {
  return Math.max(0, Math.ceil(seconds / 60));
}

/** A rating out of 5 with one decimal, or null when there is none yet. */
export function formatRating(rating: number | null): string | null {
  return rating === null ? null : rating.toFixed(1);
}

/** "Rating 4.5 (2 reviews)", or "No reviews yet": a saved program's rating in one line of text. */
export function ratingSummary({ rating, reviewCount }: { rating: number | null; reviewCount: number }): string {
  const shown = formatRating(rating);
  return shown === null ? i18n._(programTexts.noReviews) : `${i18n._(programTexts.rating(shown))} (${i18n._(programTexts.reviews(reviewCount))})`;
}

import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import { detourMinutes, formatMiles, formatRating } from '#web/lib/format';
import { usePageLanguage } from '#web/lib/i18n';
import { programTexts } from '#web/lib/program-texts';
import { resultsTexts } from './results-texts';
import type { ListedResult } from './use-results';
import styles from './result-item.module.css';
import typography from '#web/components/ui/typography.module.css';

/** Rating, reviews, distance and (on a route) the minutes added: the line a parent compares by. */
export function ResultFacts({ result }: { result: ListedResult }) {
  const { _ } = usePageLanguage();
  const rating = formatRating(result.rating);
  const onRoute = result.detourSeconds !== undefined;
  return (
    <p className={styles.facts}>
      {rating === null ? (
        <span className={typography.muted}>{_(programTexts.noReviews)}</span>
      ) : (
        <>
          <span className={styles.rating}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />
            </svg>
            {/* A plain span may not carry a name (aria-label): the star's meaning is spoken as text. */}
            <VisuallyHidden>{_(programTexts.rating(rating))}</VisuallyHidden>
            <span aria-hidden="true">{rating}</span>
          </span>
          <span className={typography.muted}>({_(programTexts.reviews(result.reviews))})</span>
        </>
      )}
      {onRoute ? (
        <>
          <strong className={styles.detour}>
            {_(programTexts.detour(detourMinutes(result.detourSeconds ?? 0)))}
            <span className={styles.detourLabel}> {_(resultsTexts.detourLabel)}</span>
          </strong>
          <span className={typography.muted}>{_(resultsTexts.offRoute(formatMiles(result.distanceFromRouteMeters ?? result.distance)))}</span>
        </>
      ) : (
        <span className={typography.muted}>{_(resultsTexts.away(formatMiles(result.distance)))}</span>
      )}
    </p>
  );
}

import type { RatingSummary as Summary } from '#shared/schemas/reviews.js';
import { formatRating } from '#web/lib/format';
import { StarRow } from './star-row';
import { reviewTexts } from './review-texts';
import { usePageLanguage } from '#web/lib/i18n';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import styles from './reviews.module.css';
import typography from '#web/components/ui/typography.module.css';

const text = reviewTexts;

/** The plain average, how many reviews it comes from, and how the stars spread. */
export function RatingSummary({ summary }: { summary: Summary }) {
  const { _ } = usePageLanguage();
  const rating = formatRating(summary.rating);
  if (rating === null) return <p className={cx(typography.muted, styles.empty)}>{_(text.noReviewsText)}</p>;
  const most = Math.max(1, ...summary.distribution);
  return (
    <div className={styles.summary}>
      <div className={cx(layout.stack, layout.gap1)}>
        <p className={styles.averageFigure}>{_(text.average(rating))}</p>
        <StarRow stars={summary.rating ?? 0} size="large" />
        <p className={typography.muted}>{_(text.basedOn(summary.reviewCount))}</p>
      </div>
      <table className={styles.distribution} aria-label={_(text.distributionLabel)}>
        <tbody>
          {[5, 4, 3, 2, 1].map((stars) => {
            const count = summary.distribution[stars - 1] ?? 0;
            return (
              <tr key={stars}>
                <th scope="row">{_(text.starsRow(stars))}</th>
                <td>
                  <span className={styles.bar} aria-hidden="true">
                    <span style={{ width: `${(count / most) * 100}%` }} />
                  </span>
                </td>
                <td className={styles.count}>{count}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

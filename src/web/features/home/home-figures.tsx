import { Skeleton } from '#web/components/ui/skeleton';
import { useSiteFigures } from '#web/lib/site-stats';
import pageStyles from '#web/components/ui/page.module.css';
import typography from '#web/components/ui/typography.module.css';
import { cx } from '#web/lib/class-names';
import styles from './home-figures.module.css';
import { useLingui } from '@lingui/react';
import { homeTexts } from './home-texts';

const text = homeTexts;

/**
 * The four headline figures, true ones from GET /api/stats instead of claimed
 * "500+" and "4.8". While they load (or if they cannot), a placeholder of the same size holds
 * the space so nothing below moves.
 */
export function HomeFigures() {
  const { _ } = useLingui();
  const figures = useSiteFigures();
  return (
    <section className={cx(pageStyles.column, styles.band)} aria-label={_(text.figuresLabel)}>
      <dl className={styles.figures}>
        {figures.map((figure, index) => (
          <div key={index} className={styles.figure}>
            <dt className={styles.label}>{figure.label}</dt>
            <dd className={typography.figure}>{figure.value ?? <Skeleton className={styles.placeholder} />}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Card, CardTitle } from '#web/components/ui/card';
import { Skeleton } from '#web/components/ui/skeleton';
import layout from '#web/components/ui/layout.module.css';
import typography from '#web/components/ui/typography.module.css';
import { siteStatsQueryOptions, useSiteFigures } from '#web/lib/site-stats';
import { DataSources } from './data-sources';
import { FeatureIcon } from './feature-icon';
import { cx } from '#web/lib/class-names';
import listStyles from '#web/components/ui/plain-list.module.css';
import styles from './about-sections.module.css';
import { aboutTexts } from '#web/features/about/about-texts';
import { useLingui } from '@lingui/react';

const text = aboutTexts;

/**
 * Who we are, the four headline figures, mission, vision and the four features. The figures are
 * the home page's (GET /api/stats), counted from the data, never a claimed 500+ or 4.8.
 */
export function AtAGlance() {
  const { _ } = useLingui();
  const figures = useSiteFigures();
  // The same query the figures read (one request): the sources of the catalogue.
  const { data: stats } = useQuery(siteStatsQueryOptions());

  return (
    <div className={cx(layout.stack, layout.gap8)}>
      <section className={cx(layout.stack, layout.gap3, styles.who)}>
        <h2 className={styles.heading}>{_(text.whoTitle)}</h2>
        {text.whoText.map((paragraph) => (
          <p key={paragraph.id}>{_(paragraph)}</p>
        ))}
      </section>

      <section className={cx(layout.stack, layout.gap3, styles.figuresBand)} aria-label={_(text.figuresTitle)}>
        <dl className={styles.figures}>
          {figures.map((figure) => (
            <div key={figure.label} className={styles.figure}>
              <dt className={typography.muted}>{figure.label}</dt>
              <dd className={typography.figure}>{figure.value ?? <Skeleton className={styles.figurePlaceholder} />}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.figuresNote}>{_(text.figuresNote)}</p>
      </section>

      <div className={cx(layout.columns, layout.two, layout.gap6)}>
        <Card as="section">
          <CardTitle as="h2">{_(text.missionTitle)}</CardTitle>
          <p>{_(text.missionText)}</p>
        </Card>
        <Card as="section">
          <CardTitle as="h2">{_(text.visionTitle)}</CardTitle>
          <p>{_(text.visionText)}</p>
        </Card>
      </div>

      {stats && <DataSources sources={stats.sources} />}

      <section className={cx(layout.stack, layout.gap8)}>
        <h2 className={styles.heading}>{_(text.featuresTitle)}</h2>
        <ul className={cx(listStyles.bare, styles.features)}>
          {text.features.map((feature, index) => (
            <Card as="li" key={feature.title.id}>
              <FeatureIcon index={index} className={styles.featureIcon} />
              <CardTitle as="h3">{_(feature.title)}</CardTitle>
              <p className={typography.muted}>{_(feature.text)}</p>
            </Card>
          ))}
        </ul>
      </section>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { messages } from '#shared/messages.js';
import { Card, CardTitle } from '#web/components/ui/card';
import { Skeleton } from '#web/components/ui/skeleton';
import typography from '#web/components/ui/typography.module.css';
import { siteStatsQueryOptions } from '#web/lib/site-stats';
import { DataSources } from './data-sources';
import { FeatureIcon } from './feature-icon';
import styles from './about-sections.module.css';
import { aboutTexts } from '#web/features/about/about-texts';

const text = aboutTexts;
const figureText = messages.homeSections;

/**
 * Who we are, the four headline figures, mission, vision and the four features. The figures are
 * the home page's (GET /api/stats), counted from the data, never a claimed 500+ or 4.8.
 */
export function AtAGlance() {
  const { data: stats } = useQuery(siteStatsQueryOptions());
  const figures = [
    { value: stats?.programs.toLocaleString('en-US'), label: figureText.programs(stats?.programs ?? 0) },
    {
      value: stats && (stats.averageRating === null ? figureText.newRating : stats.averageRating.toFixed(1)),
      label: figureText.averageRating,
    },
    { value: stats?.parents.toLocaleString('en-US'), label: figureText.parents(stats?.parents ?? 0) },
    { value: figureText.support, label: figureText.supportLabel },
  ];

  return (
    <div className={styles.stack}>
      <section className={styles.who}>
        <h2 className={styles.heading}>{text.whoTitle}</h2>
        {text.whoText.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      <section className={styles.figuresBand} aria-label={text.figuresTitle}>
        <dl className={styles.figures}>
          {figures.map((figure) => (
            <div key={figure.label} className={styles.figure}>
              <dt className={typography.muted}>{figure.label}</dt>
              <dd className={styles.figureValue}>{figure.value ?? <Skeleton className={styles.figurePlaceholder} />}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.figuresNote}>{text.figuresNote}</p>
      </section>

      <div className={styles.pair}>
        <Card as="section">
          <CardTitle as="h2">{text.missionTitle}</CardTitle>
          <p>{text.missionText}</p>
        </Card>
        <Card as="section">
          <CardTitle as="h2">{text.visionTitle}</CardTitle>
          <p>{text.visionText}</p>
        </Card>
      </div>

      {stats && <DataSources sources={stats.sources} />}

      <section className={styles.stack}>
        <h2 className={styles.heading}>{text.featuresTitle}</h2>
        <ul className={styles.features}>
          {text.features.map((feature, index) => (
            <Card as="li" key={feature.title}>
              <FeatureIcon index={index} className={styles.featureIcon} />
              <CardTitle as="h3">{feature.title}</CardTitle>
              <p className={typography.muted}>{feature.text}</p>
            </Card>
          ))}
        </ul>
      </section>
    </div>
  );
}

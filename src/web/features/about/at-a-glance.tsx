import { useQuery } from '@tanstack/react-query';
import { messages } from '../../../shared/messages.js';
import { Skeleton } from '../../components/ui/skeleton';
import { siteStatsQueryOptions } from '../../lib/site-stats';
import { FeatureIcon } from './feature-icon';
import styles from './about-sections.module.css';

const text = messages.aboutPage;
const figureText = messages.homeSections;

/**
 * Who we are, the four headline figures, mission, vision and the four features. The figures are
 * the home page's (GET /api/stats), counted from the data, never the spec's claimed 500+ or 4.8.
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
              <dt className={styles.figureLabel}>{figure.label}</dt>
              <dd className={styles.figureValue}>{figure.value ?? <Skeleton className={styles.figurePlaceholder} />}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.figuresNote}>{text.figuresNote}</p>
      </section>

      <div className={styles.pair}>
        <section className={styles.card}>
          <h2 className={styles.cardHeading}>{text.missionTitle}</h2>
          <p>{text.missionText}</p>
        </section>
        <section className={styles.card}>
          <h2 className={styles.cardHeading}>{text.visionTitle}</h2>
          <p>{text.visionText}</p>
        </section>
      </div>

      <section className={styles.stack}>
        <h2 className={styles.heading}>{text.featuresTitle}</h2>
        <ul className={styles.features}>
          {text.features.map((feature, index) => (
            <li key={feature.title} className={styles.card}>
              <FeatureIcon index={index} className={styles.featureIcon} />
              <h3 className={styles.cardHeading}>{feature.title}</h3>
              <p className={styles.muted}>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

import { usePageLanguage } from '#web/lib/i18n';
import { reviewTexts } from './review-texts';
import styles from './reviews.module.css';

/** Five stars, `stars` of them filled; read out as "4 out of 5 stars". */
export function StarRow({ stars, size = 'small' }: { stars: number; size?: 'small' | 'large' }) {
  const { _, i18n } = usePageLanguage();
  const filled = Math.round(stars);
  return (
    <span className={styles.stars} data-size={size} role="img" aria-label={_(reviewTexts.starsLabel(i18n.number(Math.round(stars * 10) / 10)))}>
      {[1, 2, 3, 4, 5].map((at) => (
        <svg key={at} viewBox="0 0 24 24" aria-hidden="true" focusable="false" data-filled={at <= filled}>
          <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
        </svg>
      ))}
    </span>
  );
}

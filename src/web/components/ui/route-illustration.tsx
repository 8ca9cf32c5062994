import styles from './route-illustration.module.css';

/** Decorative picture of a commute from home to work with a daycare on the way; hidden from screen readers. */
export function RouteIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 320 220" aria-hidden="true" focusable="false">
      <circle className={styles.blob} cx="165" cy="110" r="100" />
      <path className={styles.road} d="M40 175 C 110 175, 90 85, 160 95 S 250 150, 280 55" />
      <path className={styles.roadLine} d="M40 175 C 110 175, 90 85, 160 95 S 250 150, 280 55" />
      <g className={styles.home}>
        <path d="M22 172 L40 156 L58 172 V192 H22 Z" />
        <rect className={styles.door} x="35" y="178" width="10" height="14" rx="2" />
      </g>
      <g className={styles.work}>
        <rect x="266" y="20" width="30" height="40" rx="3" />
        <rect className={styles.window} x="272" y="27" width="6" height="6" rx="1" />
        <rect className={styles.window} x="284" y="27" width="6" height="6" rx="1" />
        <rect className={styles.window} x="272" y="39" width="6" height="6" rx="1" />
        <rect className={styles.window} x="284" y="39" width="6" height="6" rx="1" />
      </g>
      <g className={styles.pin}>
        <path d="M160 93 C 148 80, 140 72, 140 62 a 10 10 0 0 1 20 -3 a 10 10 0 0 1 20 3 C 180 72, 172 80, 160 93 Z" />
      </g>
      <circle className={styles.dot} cx="103" cy="132" r="7" />
      <circle className={styles.dot} cx="228" cy="124" r="7" />
    </svg>
  );
}

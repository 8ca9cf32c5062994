import type { ReactNode } from 'react';
import { cx } from '#web/lib/class-names';
import styles from './disclosure.module.css';

/** The summary line of a <details>: a tap target of its own, with a chevron that turns when it opens. */
export function DisclosureSummary({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <summary className={cx(styles.summary, className)}>
      <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M9 6l6 6-6 6" />
      </svg>
      {children}
    </summary>
  );
}

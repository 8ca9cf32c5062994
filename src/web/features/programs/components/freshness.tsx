import type { ReactNode } from 'react';
import styles from './blocks.module.css';

/** Where a block's facts come from and how old they are, under its heading with a clock. */
export function Freshness({ children }: { children: ReactNode }) {
  return (
    <p className={styles.freshness}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
      <span>{children}</span>
    </p>
  );
}

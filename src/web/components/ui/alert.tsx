import type { ReactNode } from 'react';
import styles from './alert.module.css';

/** An error a person must notice: announced at once (role=alert) and shown in red. */
export function Alert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={styles.alert}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" />
        <path d="M12 7v6M12 16.5v.5" />
      </svg>
      <p>{children}</p>
    </div>
  );
}

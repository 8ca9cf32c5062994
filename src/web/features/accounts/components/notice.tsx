import type { ReactNode } from 'react';
import styles from './notice.module.css';

/** Good news in the page (a link sent, a password changed): announced politely, shown in green. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={styles.notice}>
      <p>{children}</p>
    </div>
  );
}

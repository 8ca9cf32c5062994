import type { ReactNode } from 'react';
import { cx } from '#web/lib/class-names';
import alertStyles from '#web/components/ui/alert.module.css';
import styles from './notice.module.css';

/** Good news in the page (a link sent, a password changed): announced politely, shown in green. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={cx(alertStyles.goodNews, styles.notice)}>
      <p>{children}</p>
    </div>
  );
}

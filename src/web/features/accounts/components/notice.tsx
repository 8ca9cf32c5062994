import type { ReactNode } from 'react';
import { cx } from '#web/lib/class-names';
import goodNews from '#web/components/ui/good-news.module.css';
import styles from './notice.module.css';

/** Good news in the page (a link sent, a password changed): announced politely, shown in green. */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={cx(goodNews.box, styles.notice)}>
      <p>{children}</p>
    </div>
  );
}

import { messages } from '#shared/messages.js';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import styles from './status-page.module.css';

/** What a lazily loaded page shows for the moment its code is on the way. */
export function PageLoading() {
  return (
    <p className={cx(layout.stack, layout.gap4, styles.page, styles.loading)} role="status">
      {messages.pageLoading}
    </p>
  );
}

import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import styles from './status-page.module.css';
import { useLingui } from '@lingui/react';
import { pageLoadingText } from '#web/lib/page-loading-text';

/** What a lazily loaded page shows for the moment its code is on the way. */
export function PageLoading() {
  const { _ } = useLingui();
  return (
    <p className={cx(layout.stack, layout.gap4, styles.page, styles.loading)} role="status">
      {_(pageLoadingText)}
    </p>
  );
}

import { Button } from '#web/components/ui/button';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import styles from './status-page.module.css';
import { useLingui } from '@lingui/react';
import { shellTexts } from './layout/shell-texts';

const text = shellTexts.appError;

/** Shown when a page throws while rendering; a reload is the one thing a parent can do about it. */
export function AppErrorPage() {
  const { _ } = useLingui();
  useDocumentTitle(_(text.title));
  return (
    <section className={cx(layout.stack, layout.gap4, styles.page)}>
      <h1 className={styles.title}>{_(text.title)}</h1>
      <p className={styles.text}>{_(text.text)}</p>
      <Button onClick={() => window.location.reload()}>{_(text.reload)}</Button>
    </section>
  );
}

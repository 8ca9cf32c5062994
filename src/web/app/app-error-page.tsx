import { messages } from '#shared/messages.js';
import { Button } from '#web/components/ui/button';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import styles from './status-page.module.css';

/** Shown when a page throws while rendering; a reload is the one thing a parent can do about it. */
export function AppErrorPage() {
  useDocumentTitle(messages.appError.title);
  return (
    <section className={cx(layout.stack, layout.gap4, styles.page)}>
      <h1 className={styles.title}>{messages.appError.title}</h1>
      <p className={styles.text}>{messages.appError.text}</p>
      <Button onClick={() => window.location.reload()}>{messages.appError.reload}</Button>
    </section>
  );
}

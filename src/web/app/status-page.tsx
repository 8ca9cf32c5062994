import type { ReactNode } from 'react';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import styles from './status-page.module.css';

/** A page the app shows itself (not found, something went wrong): what happened, and the one thing to do. */
export function StatusPage({ documentTitle, title, text, above, action }: { documentTitle: string; title: string; text: string; above?: ReactNode; action: ReactNode }) {
  useDocumentTitle(documentTitle);
  return (
    <section className={cx(layout.stack, layout.gap4, styles.page)}>
      {above}
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      {action}
    </section>
  );
}

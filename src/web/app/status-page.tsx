import type { ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import styles from './status-page.module.css';

/** The page's words, its block of shell-texts.ts as it is. */
interface StatusPageTexts {
  /** The tab's title, where it is not the page's. */
  documentTitle?: MessageDescriptor;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

/** A page the app shows itself (not found, something went wrong): what happened, and the one thing to do. */
export function StatusPage({ texts, above, action }: { texts: StatusPageTexts; above?: ReactNode; action: ReactNode }) {
  const { _ } = useLingui();
  useDocumentTitle(_(texts.documentTitle ?? texts.title));
  return (
    <section className={cx(layout.stack, layout.gap4, styles.page)}>
      {above}
      <h1 className={styles.title}>{_(texts.title)}</h1>
      <p className={styles.text}>{_(texts.text)}</p>
      {action}
    </section>
  );
}

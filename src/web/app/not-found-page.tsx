import { messages } from '#shared/messages.js';
import { ButtonLink } from '#web/components/ui/button';
import { RouteIllustration } from '#web/components/ui/route-illustration';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import styles from './status-page.module.css';

export function NotFoundPage() {
  useDocumentTitle(messages.notFound.documentTitle);
  return (
    <section className={cx(layout.stack, layout.gap4, styles.page)}>
      <RouteIllustration className={styles.illustration} />
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>{messages.notFound.title}</h1>
      <p className={styles.text}>{messages.notFound.text}</p>
      <ButtonLink to="/">{messages.notFound.backHome}</ButtonLink>
    </section>
  );
}

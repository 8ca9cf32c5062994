import { ButtonLink } from '#web/components/ui/button';
import { RouteIllustration } from '#web/components/ui/route-illustration';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import styles from './status-page.module.css';
import { useLingui } from '@lingui/react';
import { shellTexts } from './layout/shell-texts';

const text = shellTexts.notFound;

export function NotFoundPage() {
  const { _ } = useLingui();
  useDocumentTitle(_(text.documentTitle));
  return (
    <section className={cx(layout.stack, layout.gap4, styles.page)}>
      <RouteIllustration className={styles.illustration} />
      <p className={styles.code}>404</p>
      <h1 className={styles.title}>{_(text.title)}</h1>
      <p className={styles.text}>{_(text.text)}</p>
      <ButtonLink to="/">{_(text.backHome)}</ButtonLink>
    </section>
  );
}

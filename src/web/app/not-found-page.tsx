import { useLingui } from '@lingui/react';
import { ButtonLink } from '#web/components/ui/button';
import { RouteIllustration } from '#web/components/ui/route-illustration';
import { shellTexts } from './layout/shell-texts';
import { StatusPage } from './status-page';
import styles from './status-page.module.css';

const text = shellTexts.notFound;

export function NotFoundPage() {
  const { _ } = useLingui();
  return (
    <StatusPage
      texts={text}
      above={
        <>
          <RouteIllustration className={styles.illustration} />
          <p className={styles.code}>404</p>
        </>
      }
      action={<ButtonLink to="/">{_(text.backHome)}</ButtonLink>}
    />
  );
}

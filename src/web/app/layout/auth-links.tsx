import { useLocation } from 'react-router';
import { ButtonLink } from '#web/components/ui/button';
import { loginPathReturningTo } from '#web/lib/safe-next-path';
import { cx } from '#web/lib/class-names';
import styles from './auth-links.module.css';
import { useLingui } from '@lingui/react';
import { shellTexts } from './shell-texts';

/** Login and Register, shown while signed out. Logging in comes back to the page it was started from. */
export function AuthLinks({ className }: { className?: string }) {
  const { _ } = useLingui();
  const { pathname, search } = useLocation();
  return (
    <div className={cx(styles.links, className)}>
      <ButtonLink to={loginPathReturningTo(pathname + search)} variant="ghost" className={styles.link}>
        {_(shellTexts.nav.login)}
      </ButtonLink>
      <ButtonLink to="/register" className={styles.link}>
        {_(shellTexts.nav.register)}
      </ButtonLink>
    </div>
  );
}

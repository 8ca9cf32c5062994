import { useLocation } from 'react-router';
import { ButtonLink } from './ui/button';
import { loginPathReturningTo } from '#web/lib/safe-next-path';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import styles from './signed-out-notice.module.css';

/**
 * What a page that needs an account shows after its visitor signed out while on it (Logout in
 * another tab, an expired session): why it is empty, and a way back in that returns here.
 */
export function SignedOutNotice({ text, logIn }: { text: string; logIn: string }) {
  const { pathname, search } = useLocation();
  return (
    <div className={cx(layout.stack, layout.gap4, styles.notice)}>
      <p>{text}</p>
      <ButtonLink to={loginPathReturningTo(pathname + search)}>{logIn}</ButtonLink>
    </div>
  );
}

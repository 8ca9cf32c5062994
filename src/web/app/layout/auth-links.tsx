import { messages } from '../../../shared/messages.js';
import { ButtonLink } from '../../components/ui/button';
import { cx } from '../../lib/class-names';
import styles from './auth-links.module.css';

/** Login and Register, shown while signed out. */
export function AuthLinks({ className }: { className?: string }) {
  return (
    <div className={cx(styles.links, className)}>
      <ButtonLink to="/login" variant="ghost" className={styles.link}>
        {messages.nav.login}
      </ButtonLink>
      <ButtonLink to="/register" className={styles.link}>
        {messages.nav.register}
      </ButtonLink>
    </div>
  );
}

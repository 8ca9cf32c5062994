import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import styles from './auth-card.module.css';

interface AuthCardProps {
  title: string;
  intro?: string;
  /** The "Already have an account? Log in" line under the form. */
  footer: ReactNode;
  children: ReactNode;
}

/** The calm, centred card the account pages share. */
export function AuthCard({ title, intro, footer, children }: AuthCardProps) {
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <div className={styles.card}>
        <div className={cx(layout.stack, layout.gap2)}>
          <h1 id={titleId} className={styles.title}>
            {title}
          </h1>
          {intro && <p className={styles.intro}>{intro}</p>}
        </div>
        {children}
        <p className={styles.footer}>{footer}</p>
      </div>
    </section>
  );
}

interface AuthFooterLinkProps {
  /** The question before the link: "Already have an account?" */
  prompt: string;
  to: string;
  label: string;
}

/** The footer's question and the link to the other account page that answers it. */
export function AuthFooterLink({ prompt, to, label }: AuthFooterLinkProps) {
  return (
    <>
      {prompt} <Link to={to}>{label}</Link>
    </>
  );
}

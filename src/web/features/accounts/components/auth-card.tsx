import { useId, type ReactNode } from 'react';
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
        <div className={styles.heading}>
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

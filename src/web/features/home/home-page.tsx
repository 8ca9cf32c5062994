import { useId } from 'react';
import { messages } from '../../../shared/messages.js';
import { ButtonLink } from '../../components/ui/button';
import { RouteIllustration } from '../../components/ui/route-illustration';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSession } from '../../lib/use-session';
import styles from './home-page.module.css';

const text = messages.home;

/** The pitch; the search tabs and the true headline figures (GET /api/stats) arrive with their issues. */
export function HomePage() {
  useDocumentTitle();
  const soonTitleId = useId();
  const session = useSession();
  return (
    <>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <div className={styles.copy}>
            <p className={styles.eyebrow}>{text.eyebrow}</p>
            <h1 className={styles.title}>{text.title}</h1>
            <p className={styles.intro}>{text.intro}</p>
            <div className={styles.actions}>
              {!session && <ButtonLink to="/register">{text.registerCta}</ButtonLink>}
              <ButtonLink to="/how-it-works" variant="secondary">
                {text.howItWorksCta}
              </ButtonLink>
            </div>
          </div>
          <RouteIllustration className={styles.illustration} />
        </div>
      </section>
      <div className={styles.below}>
        <section className={styles.soon} aria-labelledby={soonTitleId}>
          <h2 id={soonTitleId} className={styles.soonTitle}>
            {text.searchSoonTitle}
          </h2>
          <p>
            {text.searchSoonText} {!session && text.searchSoonSignUp}
          </p>
        </section>
      </div>
    </>
  );
}

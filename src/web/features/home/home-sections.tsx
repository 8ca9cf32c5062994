import { useId } from 'react';
import { ContactUsLink } from '#web/components/contact-us-link';
import { ButtonLink } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import layout from '#web/components/ui/layout.module.css';
import typography from '#web/components/ui/typography.module.css';
import { useSession } from '#web/lib/use-session';
import pageStyles from '#web/components/ui/page.module.css';
import { cx } from '#web/lib/class-names';
import listStyles from '#web/components/ui/plain-list.module.css';
import styles from './home-sections.module.css';
import { useLingui } from '@lingui/react';
import { homeTexts } from './home-texts';

const text = homeTexts;

/** Below the hero: How It Works, About (built by parents) and Contact, each leading to its page. */
export function HomeSections() {
  const { _ } = useLingui();
  const session = useSession();
  const stepsId = useId();
  const aboutId = useId();
  const contactId = useId();
  return (
    <div className={cx(pageStyles.column, pageStyles.sections, styles.sections)}>
      <section className={cx(layout.stack, layout.gap6)} aria-labelledby={stepsId}>
        <h2 id={stepsId} className={styles.title}>
          {_(text.howItWorksTitle)}
        </h2>
        <ol className={cx(listStyles.bare, layout.columns, layout.three, layout.gap6)}>
          {text.steps.map((step, index) => (
            <li key={step.title.id} className={cx(layout.stack, layout.gap2)}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.stepTitle}>{_(step.title)}</h3>
              <p className={typography.muted}>{_(step.text)}</p>
            </li>
          ))}
        </ol>
        <ButtonLink to="/how-it-works" variant="secondary" className={styles.link}>
          {_(text.howItWorksLink)}
        </ButtonLink>
      </section>
      <div className={cx(layout.columns, layout.two, layout.gap6)}>
        <Card as="section" className={styles.card} aria-labelledby={aboutId}>
          <h2 id={aboutId} className={styles.title}>
            {_(text.aboutTitle)}
          </h2>
          <p>{_(text.aboutText)}</p>
          <p className={typography.muted}>{_(text.mobileApps)}</p>
          <div className={styles.actions}>
            <ButtonLink to="/about" variant="secondary">
              {_(text.aboutLink)}
            </ButtonLink>
            {!session && <ButtonLink to="/register">{_(text.registerCta)}</ButtonLink>}
          </div>
        </Card>
        <Card as="section" className={styles.card} aria-labelledby={contactId}>
          <h2 id={contactId} className={styles.title}>
            {_(text.contactTitle)}
          </h2>
          <p>{_(text.contactText)}</p>
          <div className={styles.actions}>
            <ContactUsLink />
          </div>
        </Card>
      </div>
    </div>
  );
}

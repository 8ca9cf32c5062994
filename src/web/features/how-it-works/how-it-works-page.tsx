import { faqAnchor } from '#shared/how-it-works-faq.js';
import avatarStyles from '#web/components/ui/avatar.module.css';
import { ContactUsLink } from '#web/components/contact-us-link';
import { ButtonLink } from '#web/components/ui/button';
import { Card, CardTitle } from '#web/components/ui/card';
import layout from '#web/components/ui/layout.module.css';
import typography from '#web/components/ui/typography.module.css';
import { usePageLanguage } from '#web/lib/i18n';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useSession } from '#web/lib/use-session';
import { FaqAccordion } from './faq-accordion';
import { PageHero } from '#web/components/ui/page-hero';
import pageStyles from '#web/components/ui/page.module.css';
import { cx } from '#web/lib/class-names';
import listStyles from '#web/components/ui/plain-list.module.css';
import styles from './how-it-works-page.module.css';
import { howItWorksTexts } from '#web/features/how-it-works/how-it-works-texts';
import { LineIcon, linePaths } from '#web/components/ui/line-icon';

const text = howItWorksTexts;

/** How It Works: three steps, why choose us, getting started, FAQ and the support mail link. */
export function HowItWorksPage() {
  const { _, language } = usePageLanguage();
  useDocumentTitle(_(text.title));
  const session = useSession();
  const faq = text.faq.map((entry) => ({ anchor: faqAnchor(entry.question), ...(language === 'es' ? entry.es : entry) }));
  return (
    <div className={pageStyles.page}>
      <PageHero title={_(text.title)} subtitle={_(text.subtitle)} />
      <div className={cx(pageStyles.column, pageStyles.narrow, pageStyles.sections, styles.content)}>
        <section className={cx(layout.stack, layout.gap5)}>
          <h2 className={styles.heading}>{_(text.stepsTitle)}</h2>
          <ol className={cx(listStyles.bare, layout.columns, layout.three, layout.gap5)}>
            {text.steps.map((step, index) => (
              <Card as="li" key={step.title.id}>
                <span className={cx(avatarStyles.avatar, styles.number)} aria-hidden="true">
                  {index + 1}
                </span>
                <CardTitle as="h3">{_(step.title)}</CardTitle>
                <p className={typography.muted}>{_(step.text)}</p>
              </Card>
            ))}
          </ol>
        </section>

        <section className={cx(layout.stack, layout.gap5)}>
          <h2 className={styles.heading}>{_(text.whyTitle)}</h2>
          <ul className={cx(listStyles.bare, layout.columns, layout.three, layout.gap5)}>
            {text.why.map((reason) => (
              <li key={reason.title.id} className={cx(layout.beside, layout.gap3)}>
                <LineIcon d={linePaths.check} className={styles.check} />
                <div>
                  <h3 className={styles.reasonTitle}>{_(reason.title)}</h3>
                  <p className={typography.muted}>{_(reason.text)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section className={cx(layout.stack, layout.gap4, styles.start)}>
          <h2 className={styles.heading}>{_(text.startTitle)}</h2>
          <ol className={cx(layout.stack, layout.gap2, styles.startList)}>
            {text.start.map((item) => (
              <li key={item.id}>{_(item)}</li>
            ))}
          </ol>
          <div className={cx(layout.row, layout.gap3)}>
            <ButtonLink to="/">{_(text.startSearch)}</ButtonLink>
            {!session && (
              <ButtonLink to="/register" variant="secondary">
                {_(text.startRegister)}
              </ButtonLink>
            )}
          </div>
        </section>

        <section className={cx(layout.stack, layout.gap5)}>
          <h2 className={styles.heading}>{_(text.faqTitle)}</h2>
          <FaqAccordion items={faq} />
        </section>

        <section className={cx(layout.stack, layout.gap3, styles.support)}>
          <h2 className={styles.heading}>{_(text.supportTitle)}</h2>
          <p>{_(text.supportText)}</p>
          <p className={cx(layout.row, layout.gap4, styles.supportLinks)}>
            <a href={`mailto:${text.supportEmail}`} className={styles.mail}>
              {text.supportEmail}
            </a>
            <ContactUsLink />
          </p>
        </section>
      </div>
    </div>
  );
}

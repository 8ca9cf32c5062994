import { usePageLanguage } from '#web/lib/i18n';
import { contactTexts } from './contact-texts';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useSession } from '#web/lib/use-session';
import { ContactForm } from './contact-form';
import { ContactSidebar } from './contact-sidebar';
import { PageHero } from '#web/components/ui/page-hero';
import { Card } from '#web/components/ui/card';
import pageStyles from '#web/components/ui/page.module.css';
import { cx } from '#web/lib/class-names';
import styles from './contact-page.module.css';

const text = contactTexts;

/** Contact: the form (pre-filled for signed-in parents) and the other ways to reach us. */
export function ContactPage() {
  const { _ } = usePageLanguage();
  useDocumentTitle(_(text.title));
  const user = useSession()?.user;
  return (
    <div className={pageStyles.page}>
      <PageHero title={_(text.title)} subtitle={_(text.subtitle)} />
      <div className={cx(pageStyles.column, pageStyles.narrow, styles.content)}>
        <Card as="section" className={styles.formCard} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.heading}>
            {_(text.formTitle)}
          </h2>
          {user && <p className={styles.welcome}>{_(text.welcomeBack)}</p>}
          {/* A new form per account, so signing in or out elsewhere re-fills the right details. */}
          <ContactForm key={user?.id ?? 'guest'} user={user} />
        </Card>
        <ContactSidebar />
      </div>
    </div>
  );
}

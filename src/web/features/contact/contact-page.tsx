import { messages } from '#shared/messages.js';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useSession } from '#web/lib/use-session';
import { ContactForm } from './contact-form';
import { ContactSidebar } from './contact-sidebar';
import { PageHero } from '#web/components/ui/page-hero';
import styles from './contact-page.module.css';

const text = messages.contactPage;

/** Contact: the form (pre-filled for signed-in parents) and the other ways to reach us. */
export function ContactPage() {
  useDocumentTitle(messages.pages.contact.title);
  const user = useSession()?.user;
  return (
    <div className={styles.page}>
      <PageHero title={text.title} subtitle={text.subtitle} />
      <div className={styles.content}>
        <section className={styles.formCard} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.heading}>
            {text.formTitle}
          </h2>
          {user && <p className={styles.welcome}>{text.welcomeBack}</p>}
          {/* A new form per account, so signing in or out elsewhere re-fills the right details. */}
          <ContactForm key={user?.id ?? 'guest'} user={user} />
        </section>
        <ContactSidebar />
      </div>
    </div>
  );
}

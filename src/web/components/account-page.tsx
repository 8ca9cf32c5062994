import { useId, type ReactNode } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import type { Session } from '#web/lib/session';
import { cx } from '#web/lib/class-names';
import { usePageLanguage } from '#web/lib/i18n';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useSignedInGuard } from '#web/lib/use-signed-in-guard';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { SignedOutNotice } from './signed-out-notice';
import layout from '#web/components/ui/layout.module.css';
import typography from './ui/typography.module.css';
import pageStyles from './ui/page.module.css';
import styles from './account-page.module.css';

/** The page's words, from the feature's catalogue (its page loads it). */
interface AccountPageTexts {
  documentTitle: MessageDescriptor;
  title: MessageDescriptor;
  intro?: MessageDescriptor;
  /** What the page says, with a way to log in, after its visitor signed out while on it. */
  signedOut: MessageDescriptor;
  logIn: MessageDescriptor;
}

interface AccountPageProps {
  texts: AccountPageTexts;
  /** `form` for one form (a claim), `wide` for a dashboard. */
  width: 'form' | 'wide';
  /** The page itself, for the signed-in account. */
  children: (session: Session) => ReactNode;
}

/**
 * A page for an account (the provider's programs, a claim, the operator's reviews): a visitor
 * arriving signed out goes to log in and comes back; the title stays while the content changes.
 */
export function AccountPage({ texts, width, children }: AccountPageProps) {
  const { _ } = usePageLanguage();
  useDocumentTitle(_(texts.documentTitle));
  const access = useSignedInGuard();
  if (access.status === 'redirecting') return null;
  return (
    <div className={cx(pageStyles.page, pageStyles.column, styles.page, styles[width])}>
      <header className={cx(layout.stack, layout.gap2)}>
        <h1 className={styles.title}>{_(texts.title)}</h1>
        {texts.intro && <p className={typography.muted}>{_(texts.intro)}</p>}
      </header>
      {access.status === 'signed-out' ? <SignedOutNotice text={_(texts.signedOut)} logIn={_(texts.logIn)} /> : children(access.session)}
    </div>
  );
}

/** One titled part of an account page. */
export function AccountSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cx(layout.stack, layout.gap4)}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {title}
      </h2>
      {intro && <p className={typography.muted}>{intro}</p>}
      {children}
    </section>
  );
}

/** While the page's data loads. */
export function LoadingLine({ text }: { text: string }) {
  return (
    <p role="status" className={typography.muted}>
      {text}
    </p>
  );
}

/** The page's data did not load: say so, and offer to try again. */
export function LoadFailed({ text, retry, onRetry }: { text: string; retry?: string; onRetry?: () => void }) {
  return (
    <div className={cx(layout.stack, layout.gap3, styles.state)}>
      <Alert>{text}</Alert>
      {retry && onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retry}
        </Button>
      )}
    </div>
  );
}

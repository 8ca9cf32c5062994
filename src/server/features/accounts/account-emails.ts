import { composeEmail } from '#server/mail/compose.js';
import type { OutgoingEmail } from '#server/mail/outbox.repository.js';
import type { Language } from '#server/language.js';
import { accountEmailTexts } from './account-email-texts.js';

export { signInPaused } from './account-email-texts.js';

interface Recipient {
  firstName: string;
  emailId: string;
}

/** The words of an email whose point is one link: what it is about, why, the button, why it came. */
interface LinkEmailText {
  subject: string;
  body: readonly string[];
  action: string;
  footer: string;
}

type LinkEmailName = 'verify' | 'reset' | 'signInPaused';

function linkEmail(kind: OutgoingEmail['kind'], to: Recipient, url: string, language: Language, name: LinkEmailName): OutgoingEmail {
  const text = accountEmailTexts[language];
  const words: LinkEmailText = text[name];
  return {
    kind,
    to: to.emailId,
    subject: words.subject,
    ...composeEmail({
      language,
      greeting: text.greeting(to.firstName),
      paragraphs: words.body,
      action: { label: words.action, url },
      footer: [words.footer],
    }),
  };
}

/** The email with a registration's (or a resend's) verification link. */
export function verificationEmail(to: Recipient, url: string, language: Language): OutgoingEmail {
  return linkEmail('verify-email', to, url, language, 'verify');
}

/** The email with a password reset link. */
export function passwordResetEmail(to: Recipient, url: string, language: Language): OutgoingEmail {
  return linkEmail('reset-password', to, url, language, 'reset');
}

/** Told once when wrong passwords pause signing in to the account (docs/decisions/0035); the link leads to a reset. */
export function signInPausedEmail(to: Recipient, forgotPasswordUrl: string, language: Language): OutgoingEmail {
  return linkEmail('sign-in-paused', to, forgotPasswordUrl, language, 'signInPaused');
}

import { messages } from '#shared/messages.js';
import { composeEmail } from '#server/mail/compose.js';
import type { OutgoingEmail } from '#server/mail/outbox.repository.js';

const text = messages.accountEmails;

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

function linkEmail(kind: OutgoingEmail['kind'], to: Recipient, url: string, words: LinkEmailText): OutgoingEmail {
  return {
    kind,
    to: to.emailId,
    subject: words.subject,
    ...composeEmail({
      greeting: text.greeting(to.firstName),
      paragraphs: words.body,
      action: { label: words.action, url },
      footer: [words.footer],
    }),
  };
}

/** The email with a registration's (or a resend's) verification link. */
export function verificationEmail(to: Recipient, url: string): OutgoingEmail {
  return linkEmail('verify-email', to, url, text.verify);
}

/** The email with a password reset link. */
export function passwordResetEmail(to: Recipient, url: string): OutgoingEmail {
  return linkEmail('reset-password', to, url, text.reset);
}

/**
 * Kept with the server, not in the shared messages: only the server sends it, and the shared
 * messages load with the home page, whose first download has little room (docs/decisions/0010).
 */
export const signInPaused: LinkEmailText = {
  subject: 'Signing in to your CareRoute account is paused for 15 minutes',
  body: [
    'Someone tried to sign in to your CareRoute account with a wrong password 10 times. To keep your account safe, signing in to it is paused for 15 minutes.',
    'If it was you, wait 15 minutes and try again, or choose a new password now with the link below. If it was not you, nobody got in; choosing a new password is a good idea if you use this one elsewhere.',
  ],
  action: 'Choose a new password',
  footer: 'You got this email because of failed sign-ins to the CareRoute account with this address.',
};

/** Told once when wrong passwords pause signing in to the account (docs/decisions/0035); the link leads to a reset. */
export function signInPausedEmail(to: Recipient, forgotPasswordUrl: string): OutgoingEmail {
  return linkEmail('sign-in-paused', to, forgotPasswordUrl, signInPaused);
}

import { messages } from '#shared/messages.js';
import { composeEmail } from '#server/mail/compose.js';
import type { OutgoingEmail } from '#server/mail/outbox.repository.js';

const text = messages.accountEmails;

interface Recipient {
  firstName: string;
  emailId: string;
}

/** The email with a registration's (or a resend's) verification link. */
export function verificationEmail(to: Recipient, url: string): OutgoingEmail {
  return {
    kind: 'verify-email',
    to: to.emailId,
    subject: text.verifySubject,
    ...composeEmail({
      greeting: text.greeting(to.firstName),
      paragraphs: text.verifyBody,
      action: { label: text.verifyAction, url },
      footer: [text.verifyFooter],
    }),
  };
}

/** The email with a password reset link. */
export function passwordResetEmail(to: Recipient, url: string): OutgoingEmail {
  return {
    kind: 'reset-password',
    to: to.emailId,
    subject: text.resetSubject,
    ...composeEmail({
      greeting: text.greeting(to.firstName),
      paragraphs: text.resetBody,
      action: { label: text.resetAction, url },
      footer: [text.resetFooter],
    }),
  };
}

import type { Page } from '@playwright/test';
import { messages } from '../src/shared/messages.js';
import { expect } from './fixtures.js';
import { waitForEmail, type ReceivedEmail } from './mailbox.js';

const SUBJECTS = {
  'verify-email': messages.accountEmails.verify.subject,
  'reset-password': messages.accountEmails.reset.subject,
} as const;

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * The newest verification or reset email the app sent to the address, as it arrived at the e2e
 * SMTP server. `since`, taken before the action that sends one, skips the emails before it.
 */
export function waitForAccountEmail(to: string, kind: keyof typeof SUBJECTS, since?: Date): Promise<ReceivedEmail> {
  return waitForEmail({ to, subject: exactly(SUBJECTS[kind]), ...(since ? { since } : {}) });
}

/** The one link of the email that opens `pathname`. */
export function linkIn(email: ReceivedEmail, pathname: '/verify-email' | '/reset-password'): string {
  const links = [...new Set(email.links)].filter((candidate) => new URL(candidate).pathname === pathname);
  expect(links, `one ${pathname} link in: ${email.text}`).toHaveLength(1);
  return links[0] as string;
}

/** Opens the verification link from the parent's newest verification email and waits for the page to confirm. */
export async function verifyEmailInBrowser(page: Page, emailId: string): Promise<void> {
  await page.goto(linkIn(await waitForAccountEmail(emailId, 'verify-email'), '/verify-email'));
  await expect(page.getByRole('status').filter({ hasText: messages.accountLinks.emailVerified })).toBeVisible();
}

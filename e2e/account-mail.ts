import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { messages } from '../src/shared/messages.js';
import { expect } from './fixtures.js';

interface OutboxEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * The newest email of this kind to the address, as the app wrote it to its outbox (the e2e server
 * runs on the embedded SQLite database under E2E_DATA_DIR). Polls: the email is written in the
 * request's transaction, but the journey may look before the page's request has finished.
 */
export async function waitForAccountEmail(to: string, kind: 'verify-email' | 'reset-password'): Promise<OutboxEmail> {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'careroute.sqlite');
  let found: OutboxEmail | undefined;
  await expect
    .poll(
      () => {
        const db = new SQLite(file, { readonly: true, fileMustExist: true });
        try {
          found = db
            .prepare(
              'SELECT subject, text_body AS text, html_body AS html FROM email_outbox WHERE to_address = ? AND kind = ? ORDER BY created_at DESC, id DESC LIMIT 1',
            )
            .get(to.toLowerCase(), kind) as OutboxEmail | undefined;
        } finally {
          db.close();
        }
        return found !== undefined;
      },
      { message: `a ${kind} email to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return found as OutboxEmail;
}

/** The link of an email's plain-text part that opens `pathname`. */
export function linkIn(email: OutboxEmail, pathname: '/verify-email' | '/reset-password'): string {
  const url = (email.text.match(/https?:\/\/\S+/g) ?? []).find((candidate) => new URL(candidate).pathname === pathname);
  expect(url, `a ${pathname} link in: ${email.text}`).toBeTruthy();
  return url as string;
}

/** Opens the verification link from the parent's newest verification email and waits for the page to confirm. */
export async function verifyEmailInBrowser(page: Page, emailId: string): Promise<void> {
  await page.goto(linkIn(await waitForAccountEmail(emailId, 'verify-email'), '/verify-email'));
  await expect(page.getByRole('status').filter({ hasText: messages.accountLinks.emailVerified })).toBeVisible();
}

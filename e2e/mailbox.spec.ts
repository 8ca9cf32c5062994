import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import SQLite from 'better-sqlite3';
import { waitForEmail } from './mailbox.js';

/**
 * Commits an email to the running app's outbox as a feature does, in the app's own database
 * (playwright.config.ts puts its folder in E2E_DATA_DIR), without a feature that sends one.
 */
function commitToOutbox(email: { to: string; subject: string; text: string; html: string; headers: Record<string, string> }): string {
  const id = randomUUID();
  const now = new Date().toISOString();
  const sqlite = new SQLite(path.join(process.env.E2E_DATA_DIR!, 'careroute.sqlite'));
  try {
    sqlite
      .prepare(
        `insert into email_outbox (id, created_at, kind, to_address, subject, text_body, html_body, headers, status, attempts, next_attempt_at)
         values (?, ?, 'alert', ?, ?, ?, ?, ?, 'pending', 0, ?)`,
      )
      .run(id, now, email.to, email.subject, email.text, email.html, JSON.stringify(email.headers), now);
  } finally {
    sqlite.close();
  }
  return id;
}

// The outbox row is written straight into the embedded database; a PostgreSQL run has none.
test.skip(Boolean(process.env.DATABASE_URL), 'the e2e server runs on PostgreSQL');

test('the production server sends an email from its outbox to the run’s SMTP server, and the mailbox reads it', async ({ baseURL }) => {
  const since = new Date();
  const to = `mailbox.${Date.now()}@example.com`;
  const link = `${baseURL}/account`;
  const id = commitToOutbox({
    to,
    subject: 'Mailbox check',
    text: `Hi,\n\nOpen your account: ${link}`,
    html: `<p>Hi,</p><p><a href="${link}">Open your account</a></p>`,
    headers: { 'List-Unsubscribe': `<${baseURL}/api/unsubscribe/check>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });

  const email = await waitForEmail({ to: to.toUpperCase(), subject: /^Mailbox check$/, since });
  expect(email.subject).toBe('Mailbox check');
  expect(email.text).toContain(`Open your account: ${link}`);
  expect(email.html).toContain(`href="${link}"`);
  expect(email.links).toEqual([link]);
  expect(email.headers['list-unsubscribe']).toBe(`<${baseURL}/api/unsubscribe/check>`);
  expect(email.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect(email.headers['message-id']).toContain(id);

  await expect(waitForEmail({ to: 'nobody@example.com', timeoutMs: 500 })).rejects.toThrow(/no email to nobody@example.com.*Mailbox check/);
});

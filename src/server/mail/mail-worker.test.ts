import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MailConfig } from '#server/config.js';
import { headerValue, startTestSmtpServer, type TestSmtpServer } from '#server/test/smtp-test-server.js';
import { createTestDatabase, testEngines, type TestDatabase } from '#server/test/test-database.js';
import { composeEmail } from './compose.js';
import { startMailWorker, type MailWorker, type MailWorkerOptions } from './mail-worker.js';
import { enqueueEmail, type OutgoingEmail } from './outbox.repository.js';
import type { MailLog } from './transport.js';

const PUBLIC_URL = 'https://careroute.test';

function resetEmail(to: string): OutgoingEmail {
  return {
    kind: 'reset-password',
    to,
    subject: 'Reset your CareRoute password',
    ...composeEmail({
      greeting: 'Hi Ana,',
      paragraphs: ['Someone asked to reset your password. The link works once, for an hour.'],
      action: { label: 'Choose a new password', url: `${PUBLIC_URL}/reset-password?token=t0k3n` },
      footer: ['If it was not you, ignore this email.'],
    }),
    headers: { 'List-Unsubscribe': `<${PUBLIC_URL}/api/unsubscribe/u1>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

function collectingLog(): MailLog & { lines: { fields: object; message: string }[] } {
  const lines: { fields: object; message: string }[] = [];
  const add = (fields: object, text: string) => void lines.push({ fields, message: text });
  return { lines, info: add, warn: add, error: add };
}

for (const engine of testEngines) {
  describe(`the mail worker on ${engine}`, () => {
    let database: TestDatabase;
    let smtp: TestSmtpServer;
    const workers: MailWorker[] = [];
    const mail = (): MailConfig => ({ smtpUrl: smtp.url, from: 'CareRoute <no-reply@careroute.test>' });
    const worker = (options: Partial<MailWorkerOptions> = {}) => {
      const started = startMailWorker({ db: database.db, mail: mail(), dataDir: '/nonexistent', log: collectingLog(), pollMs: false, ...options });
      workers.push(started);
      return started;
    };
    const row = (id: string) => database.db.selectFrom('emailOutbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      smtp = await startTestSmtpServer();
    });
    afterEach(async () => {
      await Promise.all(workers.splice(0).map((started) => started.stop()));
      smtp.received.length = 0;
      smtp.refuseRecipient = undefined;
      smtp.beforeAccept = undefined;
      await database.db.deleteFrom('emailOutbox').execute();
    });
    afterAll(async () => {
      await smtp?.close();
      await database?.destroy();
    });

    it('sends a committed email once, to its recipient, with both parts, absolute links and its headers, and marks it sent', async () => {
      const id = await database.db.transaction().execute((trx) => enqueueEmail(trx, resetEmail('ana@example.org')));
      const log = collectingLog();
      const sender = worker({ log });
      expect(await sender.runOnce()).toBe(1);
      expect(await sender.runOnce()).toBe(0);

      expect(smtp.received).toHaveLength(1);
      const [email] = smtp.received;
      expect(email!.envelopeTo).toEqual(['ana@example.org']);
      expect(email!.messageId).toBe(`${id}@careroute.test`);
      expect(email!.parsed.subject).toBe('Reset your CareRoute password');
      expect(email!.parsed.text).toContain(`Choose a new password: ${PUBLIC_URL}/reset-password?token=t0k3n`);
      expect(email!.parsed.html).toContain(`href="${PUBLIC_URL}/reset-password?token=t0k3n"`);
      const links = [...(email!.parsed.html || '').matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toMatch(/^https:\/\/careroute\.test\//);
      expect(headerValue(email!.parsed, 'List-Unsubscribe')).toBe(`<${PUBLIC_URL}/api/unsubscribe/u1>`);
      expect(headerValue(email!.parsed, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, claimedUntil: null, sentAt: expect.any(String) });
      expect(log.lines.map((line) => line.message)).toEqual(['email sent']);
      // No personal data in the logs: neither the address nor the body.
      expect(JSON.stringify(log.lines)).not.toMatch(/ana@example\.org|Hi Ana|t0k3n/);
    });

    it('leaves an email uncommitted with its transaction unsent', async () => {
      await expect(
        database.db.transaction().execute(async (trx) => {
          await enqueueEmail(trx, resetEmail('ana@example.org'));
          throw new Error('what caused the email failed');
        }),
      ).rejects.toThrow('what caused the email failed');
      expect(await worker().runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(0);
    });

    it('tries again after a 451, after the back-off, and then delivers it once', async () => {
      const id = await enqueueEmail(database.db, resetEmail('ana@example.org'));
      let refusals = 0;
      smtp.refuseRecipient = () => (refusals++ === 0 ? { code: 451, message: '4.7.1 Greylisted, try again later' } : undefined);
      const sender = worker({ backoffMs: 300 });

      expect(await sender.runOnce()).toBe(1);
      const putOff = await row(id);
      expect(putOff).toMatchObject({ status: 'pending', attempts: 1, claimedUntil: null, lastError: expect.stringContaining('451 4.7.1 Greylisted') });
      expect(Date.parse(putOff.nextAttemptAt)).toBeGreaterThan(Date.now());
      // Not due yet: the back-off holds it.
      expect(await sender.runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(0);

      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(await sender.runOnce()).toBe(1);
      expect(smtp.received.map((email) => email.messageId)).toEqual([`${id}@careroute.test`]);
      expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
      expect(refusals).toBe(2);
    });

    it('marks an email refused with 550 as failed and never tries it again', async () => {
      const id = await enqueueEmail(database.db, resetEmail('nobody@example.org'));
      let refusals = 0;
      smtp.refuseRecipient = () => (refusals++, { code: 550, message: '5.1.1 No such user here' });
      const sender = worker({ backoffMs: 1 });

      expect(await sender.runOnce()).toBe(1);
      expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1, claimedUntil: null, sentAt: null, lastError: expect.stringContaining('550 5.1.1 No such user here') });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await sender.runOnce()).toBe(0);
      expect(refusals).toBe(1);
      expect(smtp.received).toHaveLength(0);
    });

    it('gives an email up as failed after the last of its attempts fails temporarily, doubling the wait each time', async () => {
      const id = await enqueueEmail(database.db, resetEmail('ana@example.org'));
      smtp.refuseRecipient = () => ({ code: 421, message: '4.3.2 Service shutting down' });
      const sender = worker({ backoffMs: 20, maxAttempts: 3 });
      const waits: number[] = [];
      for (let attempt = 1; attempt <= 3; attempt++) {
        const before = Date.now();
        while ((await sender.runOnce()) === 0) await new Promise((resolve) => setTimeout(resolve, 5));
        const after = await row(id);
        if (after.status === 'pending') waits.push(Date.parse(after.nextAttemptAt) - before);
      }
      expect(await row(id)).toMatchObject({ status: 'failed', attempts: 3, lastError: expect.stringContaining('421') });
      expect(waits).toHaveLength(2);
      expect(waits[0]).toBeGreaterThanOrEqual(20);
      expect(waits[1]).toBeGreaterThanOrEqual(40);
    });

    it('finds new emails by itself while polling, and stops', async () => {
      const sender = worker({ pollMs: 20 });
      const id = await enqueueEmail(database.db, resetEmail('ana@example.org'));
      const [email] = await smtp.waitForCount(1, 5000);
      expect(email!.messageId).toBe(`${id}@careroute.test`);
      await sender.stop();
      await enqueueEmail(database.db, resetEmail('ana@example.org'));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(smtp.received).toHaveLength(1);
    });

    it('without SMTP_URL writes each email as an .eml file under dataDir/outbox and marks it sent', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'careroute-mail-'));
      try {
        const id = await enqueueEmail(database.db, resetEmail('ana@example.org'));
        const log = collectingLog();
        expect(await worker({ mail: { smtpUrl: undefined, from: 'CareRoute <no-reply@careroute.test>' }, dataDir, log }).runOnce()).toBe(1);
        const files = readdirSync(path.join(dataDir, 'outbox'));
        expect(files).toEqual([expect.stringMatching(new RegExp(`-reset-password-${id}\\.eml$`))]);
        const parsed = await simpleParser(readFileSync(path.join(dataDir, 'outbox', files[0]!)));
        expect(parsed.subject).toBe('Reset your CareRoute password');
        expect(parsed.text).toContain(`${PUBLIC_URL}/reset-password?token=t0k3n`);
        expect(await row(id)).toMatchObject({ status: 'sent' });
        expect(log.lines).toContainEqual({ fields: expect.objectContaining({ outboxId: id, file: expect.stringContaining(path.join(dataDir, 'outbox')) }), message: expect.any(String) });
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
}

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '#server/db/database.js';
import { startServer, type ServerProcess } from '#server/test/server-process.js';
import { startTestSmtpServer, type SmtpRefusal, type TestSmtpServer } from '#server/test/smtp-test-server.js';
import { composeEmail } from './compose.js';
import { enqueueEmail } from './outbox.repository.js';

const email = (subject: string) => ({
  kind: 'verify-email' as const,
  to: 'ana@example.org',
  subject,
  ...composeEmail({ greeting: 'Hi Ana,', paragraphs: ['Confirm your email.'], action: { label: 'Confirm', url: 'http://127.0.0.1/verify?token=x' } }),
});

describe('the server process and its mail worker', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careroute-mail-server-'));
  let server: ServerProcess | undefined;
  let smtp: TestSmtpServer | undefined;
  let db: Db | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await db?.destroy();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends what is committed to the outbox, and on SIGTERM cuts off a hung send, leaves it pending and exits 0', { timeout: 30_000 }, async () => {
    smtp = await startTestSmtpServer();
    server = await startServer({ dataDir, jwtSecret: randomBytes(32).toString('hex'), env: { SMTP_URL: smtp.url } });
    db = openDatabase({ engine: 'sqlite', file: path.join(dataDir, 'careroute.sqlite') });

    const first = await enqueueEmail(db, email('First'));
    const [received] = await smtp.waitForCount(1, 10_000);
    expect(received!.messageId.split('@')[0]).toBe(first);

    // The next send never gets an answer: shutdown must not wait for it for ever.
    let held: ((refusal: SmtpRefusal) => void) | undefined;
    smtp.beforeAccept = () => new Promise<SmtpRefusal>((resolve) => (held = resolve));
    const second = await enqueueEmail(db, email('Second'));
    const deadline = Date.now() + 10_000;
    while (!held && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(held).toBeDefined();

    const stopping = Date.now();
    expect(await server.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    // The worker's grace for a send in flight (5 s) fits inside the shutdown's (8 s).
    expect(Date.now() - stopping).toBeLessThan(8000);
    held!({ code: 451, message: 'too late' });
    expect(server.output()).toContain('email send cut off by shutdown');
    expect(server.output()).not.toContain('ana@example.org');

    const row = await db.selectFrom('emailOutbox').selectAll().where('id', '=', second).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', attempts: 0, claimedUntil: null });
    expect(smtp.received).toHaveLength(1);
  });
});

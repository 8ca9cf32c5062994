import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '#server/test/free-port.js';
import { headerValue, startTestSmtpServer, type TestSmtpServer } from '#server/test/smtp-test-server.js';
import { classifyMailError, createMailTransport, describeMailError, type MailLog, type OutboxMessage } from './transport.js';

const FROM = 'CareRoute <no-reply@careroute.test>';

const message = (overrides: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id: 'row-1',
  kind: 'alert',
  to: 'ana@example.org',
  subject: 'An infant opening along your route',
  text: 'Hi Ana,\n\nSee it: https://careroute.test/programs/p-1',
  html: '<p>Hi Ana,</p><p><a href="https://careroute.test/programs/p-1">See it</a></p>',
  headers: {
    'List-Unsubscribe': '<https://careroute.test/api/unsubscribe/abc>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
  ...overrides,
});

/** Collects log lines as the worker's pino logger would get them. */
function collectingLog(): MailLog & { lines: { fields: object; message: string }[] } {
  const lines: { fields: object; message: string }[] = [];
  const add = (fields: object, text: string) => void lines.push({ fields, message: text });
  return { lines, info: add, warn: add, error: add };
}

/** The error nodemailer gives for a send, or fails the test when the send went through. */
async function sendError(send: Promise<void>): Promise<unknown> {
  try {
    await send;
  } catch (error) {
    return error;
  }
  throw new Error('the send was expected to fail');
}

describe('the SMTP transport, against a real SMTP server on loopback', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(() => smtp?.close());

  it('delivers to the recipient with the subject, both parts, the From address, the extra headers and the row id in the Message-ID', async () => {
    const transport = createMailTransport({ mail: { smtpUrl: smtp.url, from: FROM }, dataDir: '/nonexistent', log: collectingLog() });
    await transport.send(message());
    transport.close();
    const [email] = await smtp.waitForCount(1);
    expect(email!.envelopeTo).toEqual(['ana@example.org']);
    expect(email!.parsed.subject).toBe('An infant opening along your route');
    expect(email!.parsed.from?.value).toEqual([{ name: 'CareRoute', address: 'no-reply@careroute.test' }]);
    expect(email!.parsed.text).toContain('https://careroute.test/programs/p-1');
    expect(email!.parsed.html).toContain('<a href="https://careroute.test/programs/p-1">See it</a>');
    expect(headerValue(email!.parsed, 'List-Unsubscribe')).toBe('<https://careroute.test/api/unsubscribe/abc>');
    expect(headerValue(email!.parsed, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(email!.messageId).toBe('row-1@careroute.test');
  });

  it('reports a 4xx answer as temporary and a 5xx answer as permanent', async () => {
    const transport = createMailTransport({ mail: { smtpUrl: smtp.url, from: FROM }, dataDir: '/nonexistent', log: collectingLog() });
    smtp.refuseRecipient = (address) =>
      address.startsWith('later') ? { code: 451, message: '4.3.0 Try again later' } : { code: 550, message: '5.1.1 No such user' };
    try {
      const later = await sendError(transport.send(message({ to: 'later@example.org' })));
      expect(later).toMatchObject({ responseCode: 451 });
      expect(classifyMailError(later)).toBe('temporary');
      const never = await sendError(transport.send(message({ to: 'never@example.org' })));
      expect(never).toMatchObject({ responseCode: 550 });
      expect(classifyMailError(never)).toBe('permanent');
      expect(describeMailError(never)).toMatch(/^EENVELOPE: 550 5\.1\.1 No such user/);
    } finally {
      smtp.refuseRecipient = undefined;
      transport.close();
    }
  });

  it('reports a refused connection as temporary', async () => {
    // A port with nothing listening.
    const port = await freePort();
    const transport = createMailTransport({ mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: FROM }, dataDir: '/nonexistent', log: collectingLog() });
    const error = await sendError(transport.send(message()));
    transport.close();
    expect(error).toMatchObject({ code: expect.stringMatching(/ESOCKET|ECONNECTION|ECONNREFUSED/) });
    expect(classifyMailError(error)).toBe('temporary');
  });
});

describe('the file transport (no SMTP_URL)', () => {
  it('writes an .eml file under dataDir/outbox that a mail reader opens, and logs the file, not the address or the body', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'careroute-mail-'));
    try {
      const log = collectingLog();
      const transport = createMailTransport({ mail: { smtpUrl: undefined, from: FROM }, dataDir, log });
      await transport.send(message());
      const files = readdirSync(path.join(dataDir, 'outbox'));
      expect(files).toEqual([expect.stringMatching(/-alert-row-1\.eml$/)]);
      const file = path.join(dataDir, 'outbox', files[0]!);
      const parsed = await simpleParser(readFileSync(file));
      expect(parsed.to).toMatchObject({ text: 'ana@example.org' });
      expect(parsed.subject).toBe('An infant opening along your route');
      expect(parsed.text).toContain('https://careroute.test/programs/p-1');
      expect(parsed.html).toContain('href="https://careroute.test/programs/p-1"');
      expect(headerValue(parsed, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
      expect(log.lines).toEqual([{ fields: { outboxId: 'row-1', kind: 'alert', file }, message: expect.stringContaining('file') }]);
      expect(JSON.stringify(log.lines)).not.toMatch(/ana@example\.org|Hi Ana/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('classifyMailError and describeMailError', () => {
  it.each([
    [{ responseCode: 421 }, 'temporary'],
    [{ responseCode: 452, code: 'EENVELOPE' }, 'temporary'],
    [{ responseCode: 554, code: 'EMESSAGE' }, 'permanent'],
    [{ responseCode: 550, code: 'EENVELOPE' }, 'permanent'],
    [{ code: 'ETIMEDOUT' }, 'temporary'],
    [{ code: 'ECONNECTION' }, 'temporary'],
    [{ code: 'ESOCKET', originalCode: 'ECONNRESET' }, 'temporary'],
    [{ code: 'EAUTH', responseCode: 535 }, 'temporary'],
    [{ code: 'EENVELOPE' }, 'permanent'],
    [{ code: 'ENOSPC' }, 'temporary'],
  ] as const)('%o is %s', (error, expected) => {
    expect(classifyMailError(Object.assign(new Error('failed'), error))).toBe(expected);
  });

  it('keeps at most 500 characters and never the SMTP password', () => {
    const long = Object.assign(new Error(`could not sign in as mailer:s3cr%t! ${'x'.repeat(600)}`), { code: 'EAUTH' });
    const described = describeMailError(long, 'smtp://mailer:s3cr%25t!@mail.example:587');
    expect(described).toHaveLength(500);
    expect(described).toMatch(/^EAUTH: could not sign in as mailer:\[redacted\]/);
    expect(described).not.toContain('s3cr');
  });
});

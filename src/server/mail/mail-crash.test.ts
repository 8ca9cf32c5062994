import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type SmtpRefusal, type TestSmtpServer } from '#server/test/smtp-test-server.js';
import { createTestDatabase, testEngines, type TestDatabase } from '#server/test/test-database.js';
import { startMailWorker } from './mail-worker.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const EMAILS = 10;
const LEASE_MS = 1000;

interface Child {
  process: ChildProcessWithoutNullStreams;
  /** Resolves with the first line of output that starts with `prefix`, after earlier ones. */
  lines: string[];
  waitForLine(prefix: string, timeoutMs?: number): Promise<string>;
  exited: Promise<NodeJS.Signals | null>;
}

function startChild(database: TestDatabase, env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/test/mail-crash-child.ts'], {
    cwd: repoRoot,
    env: { ...process.env, CRASH_DATABASE: JSON.stringify(database.target), CRASH_EMAILS: String(EMAILS), CRASH_LEASE_MS: String(LEASE_MS), ...env },
  });
  const lines: string[] = [];
  let errors = '';
  createInterface({ input: child.stdout }).on('line', (line) => lines.push(line));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
  return {
    process: child,
    lines,
    exited,
    waitForLine: async (prefix, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const line = lines.find((candidate) => candidate.startsWith(prefix));
        if (line) return line;
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`no "${prefix}" line from the child; it said:\n${lines.join('\n')}\n${errors}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  };
}

const idsSaid = (child: Child, word: string) => child.lines.filter((line) => line.startsWith(`${word} `)).map((line) => line.slice(word.length + 1));

for (const engine of testEngines) {
  describe(`a SIGKILL between commit and send, on ${engine}`, () => {
    let database: TestDatabase;
    let smtp: TestSmtpServer;
    let child: Child | undefined;
    beforeAll(async () => {
      smtp = await startTestSmtpServer();
    });
    afterEach(async () => {
      if (child && child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
      await child?.exited;
      child = undefined;
      smtp.received.length = 0;
      smtp.beforeAccept = undefined;
      await database?.destroy();
    });
    afterAll(() => smtp?.close());

    /** A fresh instance's worker sends what is left; then what the SMTP server got is compared with what was committed. */
    async function expectEachCommittedEmailSentOnce(committed: string[], uncommitted: string[] = []) {
      expect(committed).toHaveLength(EMAILS);
      const worker = startMailWorker({
        db: database.connectAgain(),
        mail: { smtpUrl: smtp.url, from: 'CareRoute <no-reply@careroute.test>' },
        dataDir: '/nonexistent',
        log: { info: () => undefined, warn: () => undefined, error: () => undefined },
        pollMs: 50,
      });
      try {
        // The email in flight at the kill waits for the dead worker's lease to run out.
        await smtp.waitForCount(EMAILS, LEASE_MS + 10_000);
        await new Promise((resolve) => setTimeout(resolve, 300));
      } finally {
        await worker.stop();
      }
      const received = smtp.received.map((email) => email.messageId.split('@')[0]!);
      expect(received.toSorted()).toEqual(committed.toSorted());
      const rows = await database.db.selectFrom('emailOutbox').select(['id', 'status']).execute();
      expect(rows.map((row) => row.id).toSorted()).toEqual(committed.toSorted());
      for (const row of rows) expect(row.status).toBe('sent');
      for (const id of uncommitted) expect(received).not.toContain(id);
    }

    it('killed after committing, before sending anything: a fresh worker sends every email once', { timeout: 30_000 }, async () => {
      database = await createTestDatabase(engine);
      child = startChild(database, { CRASH_MODE: 'idle' });
      await child.waitForLine('ready');
      child.process.kill('SIGKILL');
      expect(await child.exited).toBe('SIGKILL');
      expect(smtp.received).toHaveLength(0);
      await expectEachCommittedEmailSentOnce(idsSaid(child, 'committed'));
    });

    it('killed while sending, with a transaction still open: a fresh worker sends every committed email once and never the uncommitted one', { timeout: 30_000 }, async () => {
      database = await createTestDatabase(engine);
      // The SMTP server takes three emails, then holds the fourth's answer: the kill lands mid-send.
      let held: ((refusal: SmtpRefusal) => void) | undefined;
      let offered = 0;
      smtp.beforeAccept = () => (++offered <= 3 ? undefined : new Promise<SmtpRefusal>((resolve) => (held = resolve)));
      child = startChild(database, { CRASH_MODE: 'send', SMTP_URL: smtp.url });
      await child.waitForLine('ready');
      const deadline = Date.now() + 15_000;
      while (!held && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
      expect(held).toBeDefined();
      expect(smtp.received).toHaveLength(3);
      child.process.stdin.write('open-transaction\n');
      await child.waitForLine('uncommitted');
      child.process.kill('SIGKILL');
      expect(await child.exited).toBe('SIGKILL');
      // The dead worker's connection is gone; the held email was never accepted.
      held!({ code: 451, message: 'too late' });
      smtp.beforeAccept = undefined;
      await expectEachCommittedEmailSentOnce(idsSaid(child, 'committed'), idsSaid(child, 'uncommitted'));
    });
  });
}

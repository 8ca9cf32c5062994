import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '#server/test/smtp-test-server.js';
import { createTestDatabase, testEngines, type TestDatabase } from '#server/test/test-database.js';
import { composeEmail } from './compose.js';
import { startMailWorker } from './mail-worker.js';
import { enqueueEmail } from './outbox.repository.js';
import type { MailLog } from './transport.js';

const EMAILS = 50;

/** Counts the emails one worker says it sent. */
function countingLog(): MailLog & { sent: number } {
  const log = {
    sent: 0,
    info: (_fields: object, message: string) => {
      if (message === 'email sent') log.sent += 1;
    },
    warn: () => undefined,
    error: () => undefined,
  };
  return log;
}

for (const engine of testEngines) {
  describe(`two mail workers on one ${engine} database`, () => {
    let database: TestDatabase;
    let smtp: TestSmtpServer;
    beforeAll(async () => {
      database = await createTestDatabase(engine);
      smtp = await startTestSmtpServer();
    });
    afterAll(async () => {
      await smtp?.close();
      await database?.destroy();
    });

    it(`send each of ${EMAILS} emails exactly once, racing for them`, async () => {
      const ids = new Set<string>();
      for (let index = 0; index < EMAILS; index++) {
        const content = composeEmail({ greeting: 'Hi,', paragraphs: [`Email ${index}`] });
        ids.add(await enqueueEmail(database.db, { kind: 'alert', to: `parent${index}@example.org`, subject: `Email ${index}`, ...content }));
      }
      // A moment per message keeps both workers busy at once, so their claims really overlap.
      smtp.beforeAccept = () => new Promise((resolve) => setTimeout(() => resolve(undefined), 3));
      const mail = { smtpUrl: smtp.url, from: 'CareRoute <no-reply@careroute.test>' };
      // Each worker on its own connections, as two app instances have.
      const logs = [countingLog(), countingLog()];
      const workers = [database.db, database.connectAgain()].map((db, index) =>
        startMailWorker({ db, mail, dataDir: '/nonexistent', log: logs[index]!, pollMs: 5, batchSize: 5 }),
      );
      try {
        await smtp.waitForCount(EMAILS, 20_000);
        // Any repeat would arrive a moment later.
        await new Promise((resolve) => setTimeout(resolve, 200));
      } finally {
        await Promise.all(workers.map((worker) => worker.stop()));
      }

      const received = smtp.received.map((email) => email.messageId.split('@')[0]);
      expect(received).toHaveLength(EMAILS);
      expect(new Set(received)).toEqual(ids);
      expect(logs.map((log) => log.sent).reduce((sum, sent) => sum + sent)).toBe(EMAILS);
      // Both took part: the race was real.
      for (const log of logs) expect(log.sent).toBeGreaterThan(0);
      const statuses = await database.db.selectFrom('emailOutbox').select(['status', 'attempts']).execute();
      expect(statuses).toHaveLength(EMAILS);
      for (const row of statuses) expect(row).toEqual({ status: 'sent', attempts: 1 });
    });
  });
}

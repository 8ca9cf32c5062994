import type { Db } from '#server/db/database.js';
import { startMailWorker } from '#server/mail/mail-worker.js';
import type { TestSmtpServer } from './smtp-test-server.js';

/** Sends what the outbox holds now, once, with a quiet mail worker, to the test SMTP server. */
export async function deliverOutbox(db: Db, smtp: TestSmtpServer): Promise<void> {
  const worker = startMailWorker({
    db,
    mail: { smtpUrl: smtp.url, from: 'CareRoute <no-reply@careroute.test>' },
    dataDir: '/nonexistent',
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
    pollMs: false,
  });
  await worker.runOnce();
  await worker.stop();
}

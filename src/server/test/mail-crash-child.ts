/**
 * An app instance's mail side, run as a child process by mail-crash.test.ts and killed with SIGKILL.
 * It commits CRASH_EMAILS emails (each in a transaction of its own, saying `committed <id>` after
 * each commit), then, with CRASH_MODE=send, starts a mail worker on SMTP_URL with a CRASH_LEASE_MS
 * lease; with CRASH_MODE=idle it sends nothing. A line `open-transaction` on standard input makes
 * it enqueue one more email in a transaction it never commits (`uncommitted <id>`).
 */
import { createInterface } from 'node:readline';
import { openDatabase, type DatabaseTarget } from '#server/db/database.js';
import { composeEmail } from '#server/mail/compose.js';
import { startMailWorker } from '#server/mail/mail-worker.js';
import { enqueueEmail, type OutgoingEmail } from '#server/mail/outbox.repository.js';

const target = JSON.parse(process.env.CRASH_DATABASE ?? '') as DatabaseTarget;
const count = Number(process.env.CRASH_EMAILS);
const mode = process.env.CRASH_MODE;
const say = (line: string) => process.stdout.write(`${line}\n`);

const email = (index: number): OutgoingEmail => ({
  kind: 'alert',
  to: `parent${index}@example.org`,
  subject: `Opening ${index}`,
  ...composeEmail({ greeting: 'Hi,', paragraphs: [`Opening ${index}`], action: { label: 'See it', url: `https://careroute.test/programs/${index}` } }),
});

const db = openDatabase(target);
for (let index = 0; index < count; index++) {
  const id = await db.transaction().execute((trx) => enqueueEmail(trx, email(index)));
  say(`committed ${id}`);
}

createInterface({ input: process.stdin }).on('line', (line) => {
  if (line !== 'open-transaction') return;
  // Its own connection, as another request would have; the transaction never ends.
  void openDatabase(target)
    .transaction()
    .execute(async (trx) => {
      say(`uncommitted ${await enqueueEmail(trx, email(count))}`);
      await new Promise(() => undefined);
    });
});

if (mode === 'send') {
  startMailWorker({
    db,
    mail: { smtpUrl: process.env.SMTP_URL, from: 'CareRoute <no-reply@careroute.test>' },
    dataDir: '/nonexistent',
    log: { info: () => undefined, warn: () => undefined, error: (fields, message) => process.stderr.write(`${message} ${JSON.stringify(fields)}\n`) },
    pollMs: 10,
    batchSize: 4,
    leaseMs: Number(process.env.CRASH_LEASE_MS),
  });
}
say('ready');

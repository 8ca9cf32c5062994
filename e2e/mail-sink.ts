/**
 * The e2e runs' SMTP server: accepts every message on loopback and keeps it as an .eml file in
 * MAILBOX_DIR, where e2e/mailbox.ts reads it. playwright.config.ts starts it beside the app (the app's
 * SMTP_URL points here) and stops it with the run. Run: node --import tsx e2e/mail-sink.ts
 */
import { mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

const folder = process.env.MAILBOX_DIR;
const port = Number(process.env.SMTP_PORT);
if (!folder || !Number.isInteger(port)) throw new Error('MAILBOX_DIR and SMTP_PORT must be set');
mkdirSync(folder, { recursive: true });

let sequence = 0;
const server = new SMTPServer({
  disabledCommands: ['STARTTLS'],
  authOptional: true,
  logger: false,
  onData: (stream, _session, callback) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.once('error', callback);
    stream.once('end', () => {
      // Arrival order in the name; written aside and renamed, so a reader never sees half a message.
      const file = path.join(folder, `${Date.now()}-${String(++sequence).padStart(6, '0')}.eml`);
      writeFile(`${file}.partial`, Buffer.concat(chunks))
        .then(() => rename(`${file}.partial`, file))
        .then(() => callback(), callback);
    });
  },
});
server.on('error', (error) => console.error('mail sink:', error.message));
server.listen(port, '127.0.0.1');
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => server.close(() => process.exit(0)));

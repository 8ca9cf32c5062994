import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { MailConfig } from '#server/config.js';

/** One outbox row, as the transport sends it. */
export interface OutboxMessage {
  /** The outbox row's id: in logs, in the file name and in the Message-ID. */
  id: string;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers such as List-Unsubscribe and List-Unsubscribe-Post. */
  headers: Record<string, string>;
}

/** The part of a pino logger the mail code uses; Fastify's app.log fits. */
export interface MailLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface MailTransport {
  /** Sends the message, or throws; `classifyMailError` says whether trying again can help. The signal cuts a send off. */
  send(message: OutboxMessage, signal?: AbortSignal): Promise<void>;
  close(): void;
}

/** Long enough for a slow server, short enough that a worker's lease on a row outlives the attempt. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise each email becomes an .eml file under
 * dataDir/outbox, so nothing is lost and a newcomer can open what the app sent (docs/decisions/0022).
 */
export function createMailTransport({ mail, dataDir, log }: { mail: MailConfig; dataDir: string; log: MailLog }): MailTransport {
  if (mail.smtpUrl) return smtpTransport(mail.smtpUrl, mail.from);
  return fileTransport(path.join(dataDir, 'outbox'), mail.from, log);
}

function smtpTransport(smtpUrl: string, from: string): MailTransport {
  // One connection per message, no pool: the pool re-sends a message on its own when a connection
  // drops mid-message, and retrying is the outbox's job, where it is counted and backed off.
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  return {
    send: async (message, signal) => {
      await transporter.sendMail({ ...mailOptions(message, from), ...(signal ? { signal } : {}) });
    },
    close: () => transporter.close(),
  };
}

function fileTransport(folder: string, from: string, log: MailLog): MailTransport {
  return {
    send: async (message) => {
      const raw = await new MailComposer(mailOptions(message, from)).compile().build();
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const file = path.join(folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.kind}-${message.id}.eml`);
      // Written aside and renamed, so a reader of the folder never sees half an email.
      // An email holds a parent's address and a sign-in link: readable by the app's own user only.
      await writeFile(`${file}.partial`, raw, { mode: 0o600 });
      await rename(`${file}.partial`, file);
      // The path, the row and its kind; never the address or the body (personal data stays out of logs).
      log.info({ outboxId: message.id, kind: message.kind, file }, 'email written to a file (SMTP_URL is not set)');
    },
    close: () => undefined,
  };
}

function mailOptions(message: OutboxMessage, from: string) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: message.headers,
    // The same Message-ID on every attempt of one row, so a repeat after a crash (docs/decisions/0022)
    // is recognisable as the same email by mail systems that look.
    messageId: `<${message.id}@${senderDomain(from)}>`,
  };
}

function senderDomain(from: string): string {
  return /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'careroute.localhost';
}

export type MailFailure = 'temporary' | 'permanent';

/** Network failures: the server may well answer next time. */
const TEMPORARY_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETLS', 'EAUTH', 'ENOAUTH']);

/**
 * Whether trying again later can help. An SMTP 4xx answer, a refused or reset connection and a
 * timeout are temporary; a 5xx answer is the server's final word on this email. A failed sign-in
 * to the server (even its 535) is treated as temporary: the email is fine, the credentials are
 * not, and they can be fixed before the retries run out. Anything else (a full disk while writing
 * a file, say) is temporary too: the outbox gives up after a number of attempts anyway.
 */
export function classifyMailError(error: unknown): MailFailure {
  const failure = (error ?? {}) as { code?: unknown; originalCode?: unknown; responseCode?: unknown };
  const codes = [failure.code, failure.originalCode].filter((code): code is string => typeof code === 'string');
  if (codes.some((code) => code === 'EAUTH' || code === 'ENOAUTH')) return 'temporary';
  if (typeof failure.responseCode === 'number') {
    if (failure.responseCode >= 500 && failure.responseCode < 600) return 'permanent';
    if (failure.responseCode >= 400 && failure.responseCode < 500) return 'temporary';
  }
  if (codes.some((code) => TEMPORARY_CODES.has(code))) return 'temporary';
  // Nodemailer's own "this message cannot be sent" errors without a server answer (no recipient, bad address).
  if (codes.some((code) => code === 'EENVELOPE' || code === 'EMESSAGE')) return 'permanent';
  return 'temporary';
}

/**
 * What the outbox row keeps of a failure: the server's answer or the error's message, at most
 * 500 characters (the column's size), without the SMTP URL's password should a message quote it.
 */
export function describeMailError(error: unknown, smtpUrl?: string): string {
  const failure = (error ?? {}) as { response?: unknown; message?: unknown; code?: unknown };
  let text = typeof failure.response === 'string' ? failure.response : typeof failure.message === 'string' ? failure.message : String(error);
  if (typeof failure.code === 'string' && !text.includes(failure.code)) text = `${failure.code}: ${text}`;
  const password = smtpUrl && URL.canParse(smtpUrl) ? decodeURIComponent(new URL(smtpUrl).password) : '';
  if (password) text = text.split(password).join('[redacted]');
  return text.replace(/\s+/g, ' ').trim().slice(0, 500);
}

import type { MailConfig } from '#server/config.js';
import type { Db } from '#server/db/database.js';
import { claimDueEmails, markEmailFailed, markEmailSent, releaseEmail, rescheduleEmail, type ClaimedEmail } from './outbox.repository.js';
import { classifyMailError, createMailTransport, describeMailError, type MailLog, type MailTransport } from './transport.js';

export interface MailWorkerOptions {
  db: Db;
  mail: MailConfig;
  /** Without SMTP_URL the emails go to dataDir/outbox as .eml files. */
  dataDir: string;
  log: MailLog;
  /** How long to wait between looks at the outbox when it had nothing due; false: never by itself, only runOnce(). */
  pollMs?: number | false;
  /** The wait after the first temporary failure; it doubles with each further one, up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /** Attempts before a temporarily failing email is given up as failed. */
  maxAttempts?: number;
  /** Emails claimed at once. */
  batchSize?: number;
  /** How long a claim holds; a worker that dies leaves rows that others take once it runs out. */
  leaseMs?: number;
  /** How long stop() lets a send in flight finish before cutting it off. */
  stopGraceMs?: number;
  /** Another transport than SMTP_URL's or the .eml files (tests). */
  transport?: MailTransport;
}

export interface MailWorker {
  /** Stops looking, lets the send in flight finish (or cuts it off after the grace), gives back untried claims. */
  stop(): Promise<void>;
  /** Sends every email due now, a batch at a time; resolves to how many it handled (sent, failed or put off). */
  runOnce(): Promise<number>;
}

export const MAIL_DEFAULTS = {
  pollMs: 1000,
  backoffMs: 30_000,
  maxBackoffMs: 3_600_000,
  maxAttempts: 8,
  batchSize: 10,
  // A batch sent one by one, each within the transport's timeouts (under a minute), ends well inside it.
  leaseMs: 10 * 60_000,
  stopGraceMs: 5000,
} as const;

/**
 * Sends the outbox (docs/decisions/0022): claims due rows with a lease, sends each, and marks it sent,
 * puts it off with a doubling back-off after a temporary failure, or marks it failed after a
 * permanent one or too many attempts. Start one per instance; any number may share a database.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, log } = options;
  const settings = { ...MAIL_DEFAULTS, ...definedOnly(options) };
  const transport = options.transport ?? createMailTransport({ mail: options.mail, dataDir: options.dataDir, log });
  let stopRequested = false;
  // Aborted when stop()'s grace runs out: cuts off the send in flight.
  const cutOff = new AbortController();
  let running: Promise<number> = Promise.resolve(0);
  let timer: NodeJS.Timeout | undefined;

  async function deliver(email: ClaimedEmail): Promise<void> {
    const fields = { outboxId: email.id, kind: email.kind, attempt: email.attempts + 1 };
    try {
      await transport.send(email, cutOff.signal);
    } catch (error) {
      await recordFailure(email, fields, error);
      return;
    }
    // Not inside the try: a database error here is no failed send (the round fails; the lease runs out).
    await markEmailSent(db, email, new Date());
    log.info(fields, 'email sent');
  }

  async function recordFailure(email: ClaimedEmail, fields: { outboxId: string; kind: string; attempt: number }, error: unknown): Promise<void> {
    if (cutOff.signal.aborted) {
      // Cut off by stop(): the server may or may not have taken it; the next worker sends it (at least once).
      await releaseEmail(db, email);
      log.warn(fields, 'email send cut off by shutdown; it stays in the outbox');
      return;
    }
    const failure = classifyMailError(error);
    const lastError = describeMailError(error, options.mail.smtpUrl);
    const { responseCode, code } = (error ?? {}) as { responseCode?: unknown; code?: unknown };
    // The server's code, never its text: an answer may quote the address.
    const why = { ...fields, responseCode, code };
    if (failure === 'permanent' || fields.attempt >= settings.maxAttempts) {
      await markEmailFailed(db, email, lastError);
      log.error({ ...why, failure }, 'email failed for good');
      return;
    }
    const delay = Math.min(settings.backoffMs * 2 ** (fields.attempt - 1), settings.maxBackoffMs);
    await rescheduleEmail(db, email, { nextAttemptAt: new Date(Date.now() + delay), lastError });
    log.warn({ ...why, retryInMs: delay }, 'email send failed; will try again');
  }

  async function sendDue(): Promise<number> {
    let handled = 0;
    while (!stopRequested) {
      const batch = await claimDueEmails(db, { now: new Date(), leaseMs: settings.leaseMs, limit: settings.batchSize });
      for (const [index, email] of batch.entries()) {
        if (stopRequested) {
          for (const untried of batch.slice(index)) await releaseEmail(db, untried);
          break;
        }
        await deliver(email);
        handled += 1;
      }
      if (batch.length < settings.batchSize) break;
    }
    return handled;
  }

  // One round at a time per worker, whoever asks (the poll or a test).
  const runOnce = () => {
    const round = running.then(sendDue, sendDue);
    running = round.catch(() => 0);
    return round;
  };

  const poll = async () => {
    try {
      await runOnce();
    } catch (error) {
      log.error({ err: error }, 'mail worker: could not read the outbox; trying again');
    }
    if (!stopRequested && settings.pollMs !== false) {
      timer = setTimeout(poll, settings.pollMs);
      // Waiting for the next look must not keep the process alive on its own.
      timer.unref();
    }
  };
  if (settings.pollMs !== false) void poll();

  return {
    runOnce,
    stop: async () => {
      // No further claims or sends; the email in flight may finish within the grace.
      stopRequested = true;
      if (timer) clearTimeout(timer);
      const grace = setTimeout(() => cutOff.abort(new Error('the mail worker is stopping')), settings.stopGraceMs);
      await running;
      clearTimeout(grace);
      transport.close();
    },
  };
}

function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

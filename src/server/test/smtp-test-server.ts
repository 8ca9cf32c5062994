import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  /** RCPT TO addresses, as the client gave them. */
  envelopeTo: string[];
  parsed: ParsedMail;
  /** The Message-ID without angle brackets: the outbox row id is in front of the @. */
  messageId: string;
}

/** An SMTP answer other than acceptance, e.g. { code: 451, message: 'try later' }. */
export interface SmtpRefusal {
  code: number;
  message: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:port, for SMTP_URL. */
  url: string;
  port: number;
  /** Every message this server accepted (answered 250 to), in order. */
  received: ReceivedEmail[];
  /** Asked at each RCPT TO; a refusal answers with its code. Accepts when unset. */
  refuseRecipient?: (address: string) => SmtpRefusal | undefined;
  /** Awaited after a message's data arrived and before the answer; a refusal answers with its code. */
  beforeAccept?: (email: ReceivedEmail) => Promise<SmtpRefusal | undefined> | SmtpRefusal | undefined;
  /** Resolves once `count` messages were accepted, or throws after timeoutMs. */
  waitForCount(count: number, timeoutMs?: number): Promise<ReceivedEmail[]>;
  close(): Promise<void>;
}

const refusal = ({ code, message }: SmtpRefusal) => Object.assign(new Error(message), { responseCode: code });

/** A real SMTP server on a loopback port (no TLS, any or no sign-in), keeping what it accepted. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedEmail[] = [];
  const server: TestSmtpServer = {
    url: '',
    port: 0,
    received,
    waitForCount: async (count, timeoutMs = 10_000) => {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`the SMTP server got ${received.length} messages, not ${count}, within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return received.slice(0, count);
    },
    close: () => new Promise((resolve) => smtp.close(() => resolve())),
  };
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onRcptTo: (address, _session, callback) => {
      const refused = server.refuseRecipient?.(address.address);
      callback(refused ? refusal(refused) : undefined);
    },
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then(async (parsed) => {
          const email: ReceivedEmail = {
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            parsed,
            messageId: (parsed.messageId ?? '').replace(/^<|>$/g, ''),
          };
          const refused = await server.beforeAccept?.(email);
          if (refused) return callback(refusal(refused));
          received.push(email);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  // Errors after start (a client that vanished mid-message) are the tests' subject, not a crash.
  smtp.on('error', () => undefined);
  const { port } = smtp.server.address() as AddressInfo;
  server.port = port;
  server.url = `smtp://127.0.0.1:${port}`;
  return server;
}

/**
 * A header's value as sent (unfolded). mailparser's parsed `headers` gathers the List-* headers
 * under one "list" key, so the sent lines are the plain way to check them.
 */
export function headerValue(parsed: ParsedMail, name: string): string | undefined {
  const line = parsed.headerLines.find((header) => header.key === name.toLowerCase())?.line;
  return line?.slice(line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
}

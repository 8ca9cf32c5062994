import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

/** The folder, under the run's data directory, where e2e/mail-sink.ts keeps what the app sent. */
export const MAILBOX_FOLDER = 'mailbox';

export interface ReceivedEmail {
  subject: string;
  text: string;
  html: string;
  /** Header names in lower case, values as sent (List-Unsubscribe and the like). */
  headers: Record<string, string>;
  /** Every link, the HTML part's first, then any other in the text part, each once. */
  links: string[];
}

export interface EmailQuery {
  /** The recipient's address (any case). */
  to: string;
  subject?: RegExp;
  /** Only emails that arrived at or after this moment: take it before the action that sends one. */
  since?: Date;
  timeoutMs?: number;
}

/**
 * The newest email the app sent to `to` (and matching `subject`), waiting for it to arrive. The app's
 * mail worker looks at its outbox every second, so allow a few seconds.
 */
export async function waitForEmail({ to, subject, since, timeoutMs = 15_000 }: EmailQuery): Promise<ReceivedEmail> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const folder = path.join(dataDir, MAILBOX_FOLDER);
  const deadline = Date.now() + timeoutMs;
  const seen: string[] = [];
  for (;;) {
    const files = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort().reverse();
    seen.length = 0;
    for (const name of files) {
      if (since && Number(name.split('-')[0]) < since.getTime()) continue;
      const email = await readEmail(path.join(folder, name));
      seen.push(`${email.to} "${email.subject}"`);
      if (email.to.toLowerCase() === to.toLowerCase() && (!subject || subject.test(email.subject))) return email.received;
    }
    if (Date.now() > deadline) {
      throw new Error(`no email to ${to}${subject ? ` with a subject like ${subject}` : ''} within ${timeoutMs} ms; the mailbox has: ${seen.join('; ') || 'nothing'}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function readEmail(file: string): Promise<{ to: string; subject: string; received: ReceivedEmail }> {
  const parsed = await simpleParser(await readFile(file));
  const to = [parsed.to ?? []].flat().flatMap((address) => address.value.map((entry) => entry.address ?? '')).join(', ');
  const html = typeof parsed.html === 'string' ? parsed.html : '';
  const text = parsed.text ?? '';
  const hrefs = [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));
  const inText = text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
  // mailparser gathers the List-* headers under one key; the sent lines keep each as it was.
  const headers = Object.fromEntries(
    parsed.headerLines.map((header) => [header.key, header.line.slice(header.line.indexOf(':') + 1).replace(/\r?\n[ \t]+/g, ' ').trim()]),
  );
  const subject = parsed.subject ?? '';
  return { to, subject, received: { subject, text, html, headers, links: [...new Set([...hrefs, ...inText])] } };
}

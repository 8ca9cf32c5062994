import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { apiText } from '#server/api-texts.js';
import { composeEmail } from '#server/mail/compose.js';
import { deliverOutbox } from '#server/test/deliver-outbox.js';
import { bearer, nextRemoteAddress, registerParent, type Parent } from '#server/test/factories.js';
import { latestEmail, linkIn } from '#server/test/outbox-links.js';
import { startTestSmtpServer, type ReceivedEmail, type TestSmtpServer } from '#server/test/smtp-test-server.js';
import { createTestApp, type TestApp } from '#server/test/test-app.js';
import { testEngines } from '#server/test/test-database.js';
import { accountEmailTexts } from './account-email-texts.js';
import { signInPausedEmail } from './account-emails.js';

const PUBLIC_URL = 'https://careroute.example';
const SPANISH_BROWSER = { 'accept-language': 'es-US,es;q=0.9' };
const ENGLISH_BROWSER = { 'accept-language': 'en-US,en;q=0.9' };
const spanish = accountEmailTexts.es;
const english = messages.accountEmails;

/** The parent's emails are in their language: the request's when there is one, else the stored one (docs/decisions/0038). */
describe.each(testEngines)('the language of account emails on %s', (engine) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    t = await createTestApp(engine, { publicUrl: PUBLIC_URL });
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const storedLanguage = async (parent: Parent) =>
    (await t.database.db.selectFrom('users').select('language').where('id', '=', parent.user.id).executeTakeFirstOrThrow()).language;
  const post = (url: string, payload: object | undefined, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextRemoteAddress() });

  /** Sends what the outbox holds over SMTP, and answers the newest message to the address with this subject. */
  async function delivered(to: string, subject: string): Promise<ReceivedEmail> {
    await deliverOutbox(t.database.db, smtp);
    const email = smtp.received.findLast((received) => received.envelopeTo.includes(to) && received.parsed.subject === subject);
    if (!email) throw new Error(`no "${subject}" delivered to ${to}`);
    return email;
  }

  it('keeps Spanish from a Spanish browser at registration and sends the verification email in Spanish', async () => {
    const parent = await registerParent(t.app, { firstName: 'Ana' }, SPANISH_BROWSER);
    expect(await storedLanguage(parent)).toBe('es');
    // The web follows it once the parent signs in (docs/decisions/0037).
    expect(parent.user.language).toBe('es');

    const email = await delivered(parent.user.emailId, spanish.verify.subject);
    expect(email.parsed.subject).toBe('Confirme su correo electrónico para CareRoute');
    const text = email.parsed.text ?? '';
    expect(text).toMatch(/^Hola, Ana:/);
    for (const paragraph of spanish.verify.body) expect(text).toContain(paragraph);
    expect(text).toContain(`${spanish.verify.action}: ${PUBLIC_URL}/verify-email?token=`);
    expect(text).toContain(spanish.verify.footer);
    expect(text).not.toContain(english.verify.body[0]);
    expect(email.parsed.html).toContain('<html lang="es">');
    expect(email.parsed.html).toContain('Confirmar mi correo electrónico');

    // The Spanish link works like the English one.
    const { token } = linkIn(text, '/verify-email');
    expect((await post('/api/auth/verify-email', { token }, {})).statusCode).toBe(200);
  });

  it('sends the exact English email as before to an English browser, and to one that says nothing', async () => {
    for (const headers of [ENGLISH_BROWSER, {}]) {
      const parent = await registerParent(t.app, { firstName: 'Ana' }, headers);
      expect(await storedLanguage(parent)).toBe('en');
      const stored = await latestEmail(t.database.db, 'verify-email', parent.user.emailId);
      const { url } = linkIn(stored.textBody, '/verify-email');
      const expected = composeEmail({
        greeting: 'Hi Ana,',
        paragraphs: english.verify.body,
        action: { label: english.verify.action, url },
        footer: [english.verify.footer],
      });
      expect(stored.subject).toBe(english.verify.subject);
      expect(stored.textBody).toBe(expected.text);
      expect(stored.htmlBody).toBe(expected.html);
      expect(stored.htmlBody.startsWith('<!doctype html><html><body')).toBe(true);
      const email = await delivered(parent.user.emailId, english.verify.subject);
      expect(email.parsed.text?.trim()).toBe(expected.text);
    }
  });

  it('takes English for an odd or hostile header, and never fails the registration', async () => {
    const odd = ['*', 'fr-CA', '', 'fr-CA,fr;q=0.9', 'es;q=0', 'es;q=abc', 'es;q=2', ';;;,,,', 'x'.repeat(8000), `${'fr;q=0.5,'.repeat(2000)}es`];
    for (const value of odd) {
      const parent = await registerParent(t.app, {}, { 'accept-language': value });
      expect(await storedLanguage(parent), JSON.stringify(value.slice(0, 40))).toBe('en');
      expect((await latestEmail(t.database.db, 'verify-email', parent.user.emailId)).subject).toBe(english.verify.subject);
    }
  });

  it('sends a Spanish reset email to a Spanish request, whatever the stored language; else the stored one', async () => {
    const englishParent = await registerParent(t.app, { firstName: 'Ana' });
    expect((await post('/api/auth/forgot-password', { emailId: englishParent.user.emailId }, SPANISH_BROWSER)).statusCode).toBe(200);
    const email = await delivered(englishParent.user.emailId, spanish.reset.subject);
    expect(email.parsed.subject).toBe('Elija una nueva contraseña para CareRoute');
    expect(email.parsed.text).toMatch(/^Hola, Ana:/);
    for (const paragraph of spanish.reset.body) expect(email.parsed.text).toContain(paragraph);
    expect(email.parsed.html).toContain('<html lang="es">');
    // The Spanish link resets the password.
    const { token } = linkIn(email.parsed.text ?? '', '/reset-password');
    expect((await post('/api/auth/reset-password', { token, password: 'a new long password' }, {})).statusCode).toBe(200);

    const spanishParent = await registerParent(t.app, {}, SPANISH_BROWSER);
    expect((await post('/api/auth/forgot-password', { emailId: spanishParent.user.emailId }, {})).statusCode).toBe(200);
    expect((await latestEmail(t.database.db, 'reset-password', spanishParent.user.emailId)).subject).toBe(spanish.reset.subject);
    expect((await post('/api/auth/forgot-password', { emailId: spanishParent.user.emailId }, ENGLISH_BROWSER)).statusCode).toBe(200);
    expect((await latestEmail(t.database.db, 'reset-password', spanishParent.user.emailId)).subject).toBe(english.reset.subject);

    // An address with no account: the same answer as one with an account, in the request's language.
    const someone = await post('/api/auth/forgot-password', { emailId: spanishParent.user.emailId }, SPANISH_BROWSER);
    const nobody = await post('/api/auth/forgot-password', { emailId: 'nobody.es@example.com' }, SPANISH_BROWSER);
    expect(nobody.statusCode).toBe(200);
    expect(nobody.json()).toEqual(someone.json());
    expect(nobody.json()).toEqual({ success: true, message: apiText(messages.accountLinks.resetRequested, 'es') });
    expect((await post('/api/auth/forgot-password', { emailId: 'nobody.en@example.com' }, ENGLISH_BROWSER)).json()).toEqual({
      success: true,
      message: messages.accountLinks.resetRequested,
    });
  });

  it('resends the verification email in the language of the request, else the stored one', async () => {
    const parent = await registerParent(t.app);
    const resend = (headers: Record<string, string>) => post('/api/auth/resend-verification', undefined, { ...bearer(parent.token), ...headers });
    expect((await resend(SPANISH_BROWSER)).statusCode).toBe(200);
    expect((await latestEmail(t.database.db, 'verify-email', parent.user.emailId)).subject).toBe(spanish.verify.subject);
    expect((await resend({ 'accept-language': 'fr-CA' })).statusCode).toBe(200);
    expect((await latestEmail(t.database.db, 'verify-email', parent.user.emailId)).subject).toBe(english.verify.subject);
  });
});

describe('the sign-in-paused email', () => {
  it('is in the language given, marked on the HTML; the English is as it was', () => {
    const to = { firstName: 'Ana', emailId: 'ana@example.org' };
    const es = signInPausedEmail(to, `${PUBLIC_URL}/forgot-password`, 'es');
    expect(es.subject).toBe(spanish.signInPaused.subject);
    expect(es.text).toMatch(/^Hola, Ana:/);
    expect(es.text).toContain(`Elegir una nueva contraseña: ${PUBLIC_URL}/forgot-password`);
    expect(es.html).toContain('<html lang="es">');
    const en = signInPausedEmail(to, `${PUBLIC_URL}/forgot-password`, 'en');
    expect(en.subject).toBe('Signing in to your CareRoute account is paused for 15 minutes');
    expect(en.text).toMatch(/^Hi Ana,/);
    expect(en.html).toContain('<html><body');
  });
});

import { describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPTS_PER_MINUTE } from '#shared/constants.js';
import { messages } from '#shared/messages.js';
import { accountMessage, profileResponse } from '#shared/schemas/accounts.js';
import { bearer, nextRemoteAddress, registerParent, type Parent } from '#server/test/factories.js';
import { latestEmail, linkIn } from '#server/test/outbox-links.js';
import { testEngines } from '#server/test/test-database.js';
import { RESETS_PER_EMAIL_PER_HOUR } from './account-links.routes.js';
import { useTestApp } from '#server/test/use-test-app.js';

const PUBLIC_URL = 'https://careroute.example';

/** Forgot password: an answer that reveals nothing, a one-hour single-use link, every session signed out (docs/decisions/0023). */
describe.each(testEngines)('password reset on %s', (engine) => {
  const t = useTestApp(engine, { publicUrl: PUBLIC_URL });

  const post = (url: string, payload?: object, remoteAddress = nextRemoteAddress()) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const forgot = (emailId: string, remoteAddress?: string) => post('/api/auth/forgot-password', { emailId }, remoteAddress);
  const reset = (token: string, password: string) => post('/api/auth/reset-password', { token, password });
  const resetLink = async (parent: Parent) => linkIn((await latestEmail(t.database.db, 'reset-password', parent.user.emailId)).textBody, '/reset-password');
  const login = (parent: Parent, password: string) => post('/api/auth/login', { emailId: parent.user.emailId, password });
  const resetEmails = (to: string) =>
    t.database.db.selectFrom('emailOutbox').select('id').where('kind', '=', 'reset-password').where('toAddress', '=', to).execute();
  const expectRefusal = (response: { statusCode: number; json(): unknown }, status: number, error: string, code: string) => {
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, error, code });
  };

  it('answers the same for an address with an account and one without, and emails only the first', async () => {
    const parent = await registerParent(t.app, { firstName: 'Ana' });
    const known = await forgot(`  ${parent.user.emailId.toUpperCase()} `);
    const unknown = await forgot('nobody.here@example.com');
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(unknown.body);
    expect(accountMessage.parse(known.json()).message).toBe(messages.accountLinks.resetRequested);
    expect(await resetEmails('nobody.here@example.com')).toEqual([]);

    const email = await latestEmail(t.database.db, 'reset-password', parent.user.emailId);
    expect(email.subject).toBe(messages.accountEmails.reset.subject);
    expect(email.textBody).toMatch(/^Hi Ana,/);
    expect(email.textBody).toContain(messages.accountEmails.reset.footer);
    const { url } = linkIn(email.textBody, '/reset-password');
    expect(url.startsWith(`${PUBLIC_URL}/reset-password?token=`)).toBe(true);
    expect(email.htmlBody).toContain(`href="${url}"`);
    const stored = await t.database.db.selectFrom('accountTokens').selectAll().where('userId', '=', parent.user.id).where('purpose', '=', 'reset-password').execute();
    expect(stored.map((row) => Date.parse(row.expiresAt) - Date.parse(row.createdAt))).toEqual([3600_000]);
  });

  it('sets the new password once, signs out every session, and counts the address as verified', async () => {
    const parent = await registerParent(t.app);
    const otherDevice = (await login(parent, parent.password)).json() as { token: string };
    await forgot(parent.user.emailId);
    const { token } = await resetLink(parent);

    const done = await reset(token, 'a brand new secret');
    expect(done.statusCode).toBe(200);
    expect(accountMessage.parse(done.json()).message).toBe(messages.accountLinks.passwordReset);
    for (const old of [parent.token, otherDevice.token]) {
      expect((await t.app.inject({ url: `/api/users/${parent.user.id}/profile`, headers: bearer(old) })).statusCode).toBe(401);
    }
    expect((await login(parent, parent.password)).statusCode).toBe(401);
    const signedIn = await login(parent, 'a brand new secret');
    expect(signedIn.statusCode).toBe(200);
    expect(profileResponse.parse(signedIn.json()).user.emailVerified).toBe(true);

    expectRefusal(await reset(token, 'another new secret'), 400, messages.accountLinks.used, 'LINK_USED');
    expect((await login(parent, 'a brand new secret')).statusCode).toBe(200);
  });

  it('refuses an unknown, an expired, a replaced and a verification link, and a short password, each naming the problem', async () => {
    expectRefusal(await reset('A'.repeat(43), 'a brand new secret'), 400, messages.accountLinks.invalid, 'LINK_INVALID');
    const parent = await registerParent(t.app);
    const verification = linkIn((await latestEmail(t.database.db, 'verify-email', parent.user.emailId)).textBody, '/verify-email');
    expectRefusal(await reset(verification.token, 'a brand new secret'), 400, messages.accountLinks.invalid, 'LINK_INVALID');

    await forgot(parent.user.emailId);
    const first = await resetLink(parent);
    await forgot(parent.user.emailId);
    const second = await resetLink(parent);
    expectRefusal(await reset(first.token, 'a brand new secret'), 400, messages.accountLinks.used, 'LINK_USED');
    expectRefusal(await reset(second.token, 'short'), 400, 'Password must be at least 8 characters', 'VALIDATION_ERROR');

    await t.database.db
      .updateTable('accountTokens')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', parent.user.id)
      .where('purpose', '=', 'reset-password')
      .execute();
    expectRefusal(await reset(second.token, 'a brand new secret'), 400, messages.accountLinks.resetExpired, 'LINK_EXPIRED');
    expect((await login(parent, parent.password)).statusCode).toBe(200);
  });

  it(`limits one email to ${RESETS_PER_EMAIL_PER_HOUR} requests an hour from any address, in any case`, async () => {
    const parent = await registerParent(t.app);
    for (let sent = 0; sent < RESETS_PER_EMAIL_PER_HOUR; sent += 1) {
      const emailId = sent % 2 === 0 ? parent.user.emailId : parent.user.emailId.toUpperCase();
      expect((await forgot(emailId)).statusCode).toBe(200);
    }
    expectRefusal(await forgot(parent.user.emailId), 429, messages.accountLinks.tooManyResets, 'RATE_LIMITED');
    expect(await resetEmails(parent.user.emailId)).toHaveLength(RESETS_PER_EMAIL_PER_HOUR);
    // Someone else's address is not held up.
    expect((await forgot('someone.else@example.com')).statusCode).toBe(200);
  });

  it(`limits one address to ${LOGIN_ATTEMPTS_PER_MINUTE} requests a minute, whatever emails it names`, async () => {
    const address = nextRemoteAddress();
    for (let sent = 0; sent < LOGIN_ATTEMPTS_PER_MINUTE; sent += 1) {
      expect((await forgot(`guess.${sent}@example.com`, address)).statusCode).toBe(200);
    }
    expect((await forgot('guess.last@example.com', address)).statusCode).toBe(429);
  });
});

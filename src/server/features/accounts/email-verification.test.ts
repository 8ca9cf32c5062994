import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.js';
import { accountMessage, emailVerifiedAnswer, profileResponse } from '#shared/schemas/accounts.js';
import { claim } from '#shared/schemas/provider.js';
import { bearer, nextRemoteAddress, registerParent, type Parent } from '#server/test/factories.js';
import { latestEmail, linkIn } from '#server/test/outbox-links.js';
import { makeProgram } from '#server/test/program-factory.js';
import { claimFor } from '#server/test/role-factories.js';
import { testEngines } from '#server/test/test-database.js';
import { RESENDS_PER_QUARTER_HOUR } from './account-links.routes.js';
import { useTestApp } from '#server/test/use-test-app.js';

const PUBLIC_URL = 'https://careroute.example';
const program = makeProgram({ lat: 42.37, lng: -71.11, name: 'Sunny Days', licenseNumber: 'EEC-1234' });

/** Verification links: sent at registration and on request, single use, 48 hours (docs/decisions/0023). */
describe.each(testEngines)('email verification on %s', (engine) => {
  const t = useTestApp(engine, { publicUrl: PUBLIC_URL }, [program]);

  const post = (url: string, payload?: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {}, remoteAddress: nextRemoteAddress() });
  const verify = (token: string) => post('/api/auth/verify-email', { token });
  const verificationLink = async (parent: Parent) => linkIn((await latestEmail(t.database.db, 'verify-email', parent.user.emailId)).textBody, '/verify-email');
  const isVerified = async (parent: Parent) =>
    profileResponse.parse((await t.app.inject({ url: `/api/users/${parent.user.id}/profile`, headers: bearer(parent.token) })).json()).user.emailVerified;
  const expectRefusal = (response: { statusCode: number; json(): unknown }, status: number, error: string, code: string) => {
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, error, code });
  };

  it('emails a link at registration: to the address, with the parent name, both parts, and only a hash stored', async () => {
    const parent = await registerParent(t.app, { firstName: 'Ana' });
    expect(parent.user.emailVerified).toBe(false);
    const email = await latestEmail(t.database.db, 'verify-email', parent.user.emailId);
    expect(email).toMatchObject({ subject: messages.accountEmails.verify.subject, status: 'pending' });
    const { url, token } = linkIn(email.textBody, '/verify-email');
    expect(url.startsWith(`${PUBLIC_URL}/verify-email?token=`)).toBe(true);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(email.textBody).toMatch(/^Hi Ana,/);
    expect(email.textBody).toContain(messages.accountEmails.verify.footer);
    expect(email.htmlBody).toContain(`href="${url}"`);
    const stored = await t.database.db.selectFrom('accountTokens').selectAll().where('userId', '=', parent.user.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ purpose: 'verify-email', tokenHash: createHash('sha256').update(token).digest('hex'), usedAt: null });
    const lifetime = Date.parse(stored[0]?.expiresAt ?? '') - Date.parse(stored[0]?.createdAt ?? '');
    expect(lifetime).toBe(48 * 3600_000);
  });

  it('verifies with the link once; the same link again is a 400 that says it was used', async () => {
    const parent = await registerParent(t.app);
    const { token } = await verificationLink(parent);
    const first = await verify(token);
    expect(first.statusCode).toBe(200);
    expect(emailVerifiedAnswer.parse(first.json())).toEqual({ success: true, message: messages.accountLinks.emailVerified, userId: parent.user.id });
    expect(await isVerified(parent)).toBe(true);
    expectRefusal(await verify(token), 400, messages.accountLinks.used, 'LINK_USED');
  });

  it('refuses an unknown, an expired and a reset link with a 400 naming the problem', async () => {
    expectRefusal(await verify('A'.repeat(43)), 400, messages.accountLinks.invalid, 'LINK_INVALID');
    const parent = await registerParent(t.app);
    const { token } = await verificationLink(parent);
    await t.database.db
      .updateTable('accountTokens')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userId', '=', parent.user.id)
      .execute();
    expectRefusal(await verify(token), 400, messages.accountLinks.verifyExpired, 'LINK_EXPIRED');
    expect(await isVerified(parent)).toBe(false);

    expect((await post('/api/auth/forgot-password', { emailId: parent.user.emailId })).statusCode).toBe(200);
    const reset = linkIn((await latestEmail(t.database.db, 'reset-password', parent.user.emailId)).textBody, '/reset-password');
    expectRefusal(await verify(reset.token), 400, messages.accountLinks.invalid, 'LINK_INVALID');
    expectRefusal(await post('/api/auth/verify-email', {}), 400, 'Token is required', 'VALIDATION_ERROR');
  });

  it('resends a new link to a signed-in parent; the older link stops working, the new one works', async () => {
    const parent = await registerParent(t.app);
    const old = await verificationLink(parent);
    expect((await post('/api/auth/resend-verification')).statusCode).toBe(401);
    const resent = await post('/api/auth/resend-verification', undefined, parent.token);
    expect(resent.statusCode).toBe(200);
    expect(accountMessage.parse(resent.json()).message).toBe(messages.accountLinks.verificationSent);
    const fresh = await verificationLink(parent);
    expect(fresh.token).not.toBe(old.token);
    expectRefusal(await verify(old.token), 400, messages.accountLinks.used, 'LINK_USED');
    expect((await verify(fresh.token)).statusCode).toBe(200);
    expectRefusal(await post('/api/auth/resend-verification', undefined, parent.token), 409, messages.accountLinks.alreadyVerified, 'ALREADY_VERIFIED');
  });

  it(`limits resends to ${RESENDS_PER_QUARTER_HOUR} per account, from any address`, async () => {
    const parent = await registerParent(t.app);
    for (let sent = 0; sent < RESENDS_PER_QUARTER_HOUR; sent += 1) {
      expect((await post('/api/auth/resend-verification', undefined, parent.token)).statusCode).toBe(200);
    }
    expectRefusal(await post('/api/auth/resend-verification', undefined, parent.token), 429, messages.accountLinks.tooManyResends, 'RATE_LIMITED');
    const other = await registerParent(t.app);
    expect((await post('/api/auth/resend-verification', undefined, other.token)).statusCode).toBe(200);
  });

  it('lets an unverified parent save, but not claim a program until the address is verified', async () => {
    const parent = await registerParent(t.app);
    expect((await post('/api/daycares', { name: 'Little Acorns' }, parent.token)).statusCode).toBe(201);
    expectRefusal(await post('/api/provider/claims', claimFor(program), parent.token), 403, messages.accountLinks.verifyBeforeClaiming, 'EMAIL_NOT_VERIFIED');
    expect(await t.database.db.selectFrom('programClaims').select('id').where('userId', '=', parent.user.id).execute()).toEqual([]);
    expect((await verify((await verificationLink(parent)).token)).statusCode).toBe(200);
    const filed = await post('/api/provider/claims', claimFor(program), parent.token);
    expect(filed.statusCode).toBe(201);
    expect(claim.parse(filed.json()).status).toBe('pending');
  });

  it('keeps no account and no email when registration fails on a taken address', async () => {
    const parent = await registerParent(t.app);
    const again = await post('/api/auth/register', {
      firstName: 'Maya',
      lastName: 'Okafor',
      emailId: parent.user.emailId,
      password: 'correct horse battery',
      address: '12 Elm Street, Somerville, MA 02144',
      phoneNumber: '(617) 555-0142',
    });
    expect(again.statusCode).toBe(409);
    const emails = await t.database.db.selectFrom('emailOutbox').select('id').where('toAddress', '=', parent.user.emailId).execute();
    expect(emails).toHaveLength(1);
  });
});

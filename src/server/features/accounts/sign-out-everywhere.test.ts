import { describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { messages } from '#shared/messages.js';
import { passwordChanged } from '#shared/schemas/account-settings.js';
import { bearer, logIn, nextRemoteAddress, registerParent, type Parent } from '#server/test/factories.js';
import type { Db } from '#server/db/database.js';
import { testEngines } from '#server/test/test-database.js';
import { useTestApp } from '#server/test/use-test-app.js';

/** A password change signs every other session out; Sign out everywhere signs out all of them (docs/decisions/0023). */
describe.each(testEngines)('token versions on %s', (engine) => {
  const t = useTestApp(engine);

  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, payload, headers: bearer(token), remoteAddress: nextRemoteAddress() });
  const profile = (parent: Parent, token: string) => call(token, 'GET', `/api/users/${parent.user.id}/profile`);
  const unauthorized = { success: false, error: messages.auth.unauthorized, code: 'UNAUTHORIZED' };

  /** What a signed-in parent does that writes: each must refuse a session that has ended with a 401, never a 500. */
  const writes = (parent: Parent) =>
    [
      ['POST /api/daycares', 'POST', '/api/daycares', { name: 'Little Acorns' }],
      ['POST /api/routes', 'POST', '/api/routes', { origin: 'Quincy, MA', destination: 'Boston, MA' }],
      [
        'PUT preferences',
        'PUT',
        `/api/users/${parent.user.id}/preferences`,
        { emailNotifications: true, locationServices: false, marketingEmails: false },
      ],
      ['POST /api/contact', 'POST', '/api/contact', { category: 'account', name: 'Maya', email: parent.user.emailId, subject: 'Hello', message: 'A question about my account.' }],
    ] as const;

  /** The parent's first session and the one on another device have both ended: the profile and every write answer them 401. */
  async function expectSignedOut(parent: Parent, otherDevice: string): Promise<void> {
    for (const old of [parent.token, otherDevice]) {
      const refused = await profile(parent, old);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(unauthorized);
    }
    for (const [, method, url, payload] of writes(parent)) {
      expect((await call(otherDevice, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
  }

  it('signs out a session whose token came before a password change, and keeps the one that changed it', async () => {
    const parent = await registerParent(t.app);
    const login = await logIn(t.app, { emailId: parent.user.emailId, password: parent.password });
    const otherDevice = (login.json() as { token: string }).token;
    expect((await profile(parent, otherDevice)).statusCode).toBe(200);

    const changed = await call(parent.token, 'PUT', `/api/users/${parent.user.id}/password`, {
      currentPassword: parent.password,
      newPassword: 'a brand new secret',
    });
    expect(changed.statusCode).toBe(200);
    const { token: fresh } = passwordChanged.parse(changed.json());

    await expectSignedOut(parent, otherDevice);
    expect((await profile(parent, fresh)).statusCode).toBe(200);
  });

  it('signs out every session, the asking one included, when the parent asks to sign out everywhere', async () => {
    const parent = await registerParent(t.app);
    const other = await registerParent(t.app);
    const login = await logIn(t.app, { emailId: parent.user.emailId, password: parent.password });
    const otherDevice = (login.json() as { token: string }).token;

    // Only the parent may end their own sessions.
    const foreign = await call(other.token, 'POST', `/api/users/${parent.user.id}/sign-out-everywhere`);
    expect(foreign.statusCode).toBe(403);
    expect((await profile(parent, otherDevice)).statusCode).toBe(200);

    const answer = await call(parent.token, 'POST', `/api/users/${parent.user.id}/sign-out-everywhere`);
    expect(answer.statusCode).toBe(204);
    expect(answer.body).toBe('');
    await expectSignedOut(parent, otherDevice);
    // A second request with an ended token changes nothing more: it is a 401 like any other.
    expect((await call(parent.token, 'POST', `/api/users/${parent.user.id}/sign-out-everywhere`)).statusCode).toBe(401);

    // Signing in again works and the other parent's session never moved.
    const again = await logIn(t.app, { emailId: parent.user.emailId, password: parent.password });
    expect(again.statusCode).toBe(200);
    expect((await profile(parent, (again.json() as { token: string }).token)).statusCode).toBe(200);
    expect((await profile(other, other.token)).statusCode).toBe(200);
  });

  it('answers 401, not 500, to a correctly signed token of a deleted account', async () => {
    const parent = await registerParent(t.app);
    expect((await profile(parent, parent.token)).statusCode).toBe(200);
    await t.database.db.deleteFrom('accountTokens').where('userId', '=', parent.user.id).execute();
    await t.database.db.deleteFrom('users').where('id', '=', parent.user.id).execute();
    for (const [name, method, url, payload] of writes(parent)) {
      const answer = await call(parent.token, method, url, payload);
      expect(answer.statusCode, name).toBe(401);
      expect(answer.json(), name).toEqual(unauthorized);
    }
  });

  // A real race needs the deletion committed by another connection while the write waits on it:
  // PostgreSQL's row locks make that happen on cue; SQLite's one connection cannot interleave it.
  it.runIf(engine === 'postgres')('answers 401, not 500, when the account is deleted while a signed-in write waits', async () => {
    const parent = await registerParent(t.app);
    const deletion = await t.database.db.startTransaction().execute();
    await deletion.deleteFrom('accountTokens').where('userId', '=', parent.user.id).execute();
    await deletion.deleteFrom('users').where('id', '=', parent.user.id).execute();
    // The token check still sees the account (the deletion is not committed); the insert's
    // foreign-key check then waits on the deleted row until the deletion commits.
    const answered = call(parent.token, 'POST', '/api/daycares', { name: 'Little Acorns' });
    await waitForLockWait(t.database.db);
    await deletion.commit().execute();
    const answer = await answered;
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual(unauthorized);
  });

  const signed = (claims: Record<string, unknown>, subject: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + 60)
      .sign(new TextEncoder().encode(t.config.jwtSecret));

  it('refuses a token whose version is not the account’s, even when signed with the right secret', async () => {
    const parent = await registerParent(t.app);
    expect((await profile(parent, await signed({ userId: parent.user.id, ver: 1 }, parent.user.id))).statusCode).toBe(401);
    expect((await profile(parent, await signed({ userId: parent.user.id, ver: '0' }, parent.user.id))).statusCode).toBe(401);
  });

  it('takes a token from before versions as version 0: valid until the first password change', async () => {
    const parent = await registerParent(t.app);
    const older = await signed({ userId: parent.user.id }, parent.user.id);
    expect((await profile(parent, older)).statusCode).toBe(200);
    const changed = await call(parent.token, 'PUT', `/api/users/${parent.user.id}/password`, {
      currentPassword: parent.password,
      newPassword: 'a brand new secret',
    });
    expect(changed.statusCode).toBe(200);
    expect((await profile(parent, older)).statusCode).toBe(401);
  });
});

/** Until some statement waits on a row lock (PostgreSQL), at most 5 s. */
async function waitForLockWait(db: Db): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    const { rows } = await sql<{ waiting: number }>`SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock'`.execute(db);
    if ((rows[0]?.waiting ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no statement waited on the deletion');
}

import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages.js';
import type { Db } from '#server/db/database.js';
import { deliverOutbox } from '#server/test/deliver-outbox.js';
import { nextRemoteAddress, registerParent, type Parent } from '#server/test/factories.js';
import { latestEmail, linkIn } from '#server/test/outbox-links.js';
import { startTestSmtpServer, type TestSmtpServer } from '#server/test/smtp-test-server.js';
import { instancesSharingRedis } from '#server/test/instances-sharing-redis.js';
import { createTestApp, type TestApp } from '#server/test/test-app.js';
import { testEngines } from '#server/test/test-database.js';
import { signInPaused } from './account-emails.js';
import { SIGN_IN_FAILURES_PER_ACCOUNT, SIGN_IN_WINDOW_MS } from './sign-in-limit.js';

const ADDRESSES = 3;
const login = (app: FastifyInstance, emailId: string, password: string, remoteAddress = nextRemoteAddress()) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { emailId, password }, remoteAddress });
const paused = { success: false, error: messages.auth.signInPaused, code: 'RATE_LIMITED' };
const pausedEmails = (db: Db, to: string) => db.selectFrom('emailOutbox').selectAll().where('kind', '=', 'sign-in-paused').where('toAddress', '=', to).execute();

/** 20 wrong passwords for one account from 3 addresses, in turn: the statuses, in order. */
async function twentyWrong(app: FastifyInstance, emailId: string, apps: FastifyInstance[] = [app]): Promise<number[]> {
  const addresses = Array.from({ length: ADDRESSES }, () => nextRemoteAddress());
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await login(apps[attempt % apps.length]!, emailId, `wrong guess ${attempt}`, addresses[attempt % ADDRESSES]);
    statuses.push(answer.statusCode);
  }
  return statuses;
}
const expectedStatuses = [...Array<number>(SIGN_IN_FAILURES_PER_ACCOUNT).fill(401), ...Array<number>(20 - SIGN_IN_FAILURES_PER_ACCOUNT).fill(429)];

/** Wrong passwords count per account across addresses, pause it for a while and tell the parent once (docs/decisions/0035). */
describe.each(testEngines)('the per-account sign-in limit on %s', (engine) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    t = await createTestApp(engine);
    smtp = await startTestSmtpServer();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers 429 to the attempts after 10 wrong passwords from 3 addresses, right ones too, and emails the parent once', async () => {
    const parent = await registerParent(t.app);
    const other = await registerParent(t.app);
    expect(await twentyWrong(t.app, parent.user.emailId)).toEqual(expectedStatuses);

    const right = await login(t.app, parent.user.emailId, parent.password);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(paused);
    const retryAfter = Number(right.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_WINDOW_MS / 1000);
    // Another account, and the same address, are not touched.
    expect((await login(t.app, other.user.emailId, other.password)).statusCode).toBe(200);

    // One email for the pause, however many attempts followed; delivered over SMTP.
    expect(await pausedEmails(t.database.db, parent.user.emailId)).toHaveLength(1);
    await deliverOutbox(t.database.db, smtp);
    // The registration's verification email went out too; one pause email beside it.
    const delivered = smtp.received.filter(
      (email) => email.envelopeTo.includes(parent.user.emailId) && email.parsed.subject === signInPaused.subject,
    );
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.parsed.text).toContain('/forgot-password');
  });

  it('is never for ever: once the window ends the right password signs in, and the count starts again', async () => {
    const parent = await registerParent(t.app);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    expect(await twentyWrong(t.app, parent.user.emailId)).toEqual(expectedStatuses);
    vi.setSystemTime(Date.now() + SIGN_IN_WINDOW_MS - 1000);
    expect((await login(t.app, parent.user.emailId, parent.password)).statusCode).toBe(429);
    vi.setSystemTime(Date.now() + 1001);
    expect((await login(t.app, parent.user.emailId, parent.password)).statusCode).toBe(200);
    expect((await login(t.app, parent.user.emailId, 'wrong again')).statusCode).toBe(401);
  });

  it('forgets mistakes at a right password, so a parent who mistypes now and then is never paused', async () => {
    const parent = await registerParent(t.app);
    for (let round = 0; round < 3; round++) {
      for (let attempt = 1; attempt < SIGN_IN_FAILURES_PER_ACCOUNT; attempt++) {
        expect((await login(t.app, parent.user.emailId, 'a typo')).statusCode).toBe(401);
      }
      expect((await login(t.app, parent.user.emailId, parent.password)).statusCode).toBe(200);
    }
    expect(await pausedEmails(t.database.db, parent.user.emailId)).toHaveLength(0);
  });

  it('pauses an address without an account the same way, so the answer tells nobody which have one, and emails nobody', async () => {
    const nobody = `nobody.${randomBytes(4).toString('hex')}@example.com`;
    expect(await twentyWrong(t.app, nobody)).toEqual(expectedStatuses);
    expect(await pausedEmails(t.database.db, nobody)).toHaveLength(0);
  });

  it('ends the pause when the parent resets the password with the emailed link', async () => {
    const parent = await registerParent(t.app);
    expect(await twentyWrong(t.app, parent.user.emailId)).toEqual(expectedStatuses);
    const asked = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { emailId: parent.user.emailId }, remoteAddress: nextRemoteAddress() });
    expect(asked.statusCode).toBe(200);
    const { token } = linkIn((await latestEmail(t.database.db, 'reset-password', parent.user.emailId)).textBody, '/reset-password');
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'a fresh long secret' }, remoteAddress: nextRemoteAddress() });
    expect(reset.statusCode).toBe(200);
    expect((await login(t.app, parent.user.emailId, 'a fresh long secret')).statusCode).toBe(200);
  });

  it('does not count addresses exempt from the rate limits (RATE_LIMIT_EXEMPT)', async () => {
    const exempt = await createTestApp(engine, { rateLimitExempt: ['10.99.0.1'] });
    try {
      const parent: Parent = await registerParent(exempt.app);
      for (let attempt = 0; attempt < 20; attempt++) {
        expect((await login(exempt.app, parent.user.emailId, 'wrong', '10.99.0.1')).statusCode).toBe(401);
      }
      expect((await login(exempt.app, parent.user.emailId, parent.password)).statusCode).toBe(200);
    } finally {
      await exempt.close();
    }
  });
});

/** Set (e.g. redis://127.0.0.1:6379) to run these; without a Redis server they are reported as skipped. */
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('the per-account sign-in limit across two instances sharing Redis', () => {
  const shared = instancesSharingRedis(redisUrl!);

  it('counts the wrong passwords of both together, keeps no address in Redis, and opens again when the key expires', async () => {
    const [a, b] = shared.apps as [FastifyInstance, FastifyInstance];
    const { keyPrefix } = shared;
    const redis = shared.redis();
    const parent = await registerParent(a);
    expect(await twentyWrong(a, parent.user.emailId, [a, b])).toEqual(expectedStatuses);
    expect((await login(b, parent.user.emailId, parent.password)).statusCode).toBe(429);

    const key = `${keyPrefix}sign-in-failures:${createHash('sha256').update(parent.user.emailId).digest('hex')}`;
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(SIGN_IN_WINDOW_MS);
    expect((await redis.keys(`${keyPrefix}*`)).join(' ')).not.toContain(parent.user.emailId);

    // The window's end, as Redis sees it.
    await redis.pexpire(key, 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await login(a, parent.user.emailId, parent.password)).statusCode).toBe(200);
  });
});

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPTS_PER_MINUTE } from '#shared/constants.js';
import { buildApp } from '#server/app.js';
import type { AppConfig } from '#server/config.js';
import { nextRemoteAddress } from '#server/test/factories.js';
import { testConfig } from '#server/test/test-app.js';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.js';

/** Set (e.g. redis://127.0.0.1:6379) to run these; without a Redis server they are reported as skipped. */
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limits with REDIS_URL, across two instances', () => {
  // This run's keys only: other runs (and other apps) may share the Redis server.
  const keyPrefix = `careroute-test-${randomBytes(6).toString('hex')}:`;
  let database: TestDatabase;
  let redis: Redis;
  const apps: FastifyInstance[] = [];
  const instance = async (overrides: Partial<AppConfig>, db = database.connectAgain()) => {
    const app = await buildApp({ config: testConfig(overrides), db, redisKeyPrefix: keyPrefix });
    apps.push(app);
    return app;
  };
  const wrongLogin = (app: FastifyInstance, remoteAddress: string, emailId = 'nobody@example.com') =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailId, password: 'not the password' },
      remoteAddress,
    });

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    redis = new Redis(redisUrl!);
  });
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  afterAll(async () => {
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await database?.destroy();
  });

  it('answer 429 at the same total when sign-in attempts are spread over both instances as on one', async () => {
    const [a, b] = [await instance({ redisUrl }), await instance({ redisUrl })];
    const client = nextRemoteAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LOGIN_ATTEMPTS_PER_MINUTE; attempt++) {
      statuses.push((await wrongLogin(attempt % 2 === 0 ? a! : b!, client)).statusCode);
    }
    expect(statuses.slice(0, LOGIN_ATTEMPTS_PER_MINUTE)).toEqual(Array(LOGIN_ATTEMPTS_PER_MINUTE).fill(401));
    expect(statuses.at(-1)).toBe(429);
    // And it stays shut on both, for this client only.
    expect((await wrongLogin(a!, client)).statusCode).toBe(429);
    expect((await wrongLogin(b!, client)).statusCode).toBe(429);
    // Another address: the address limit lets it through (another account, as that one's sign-ins are paused by now).
    expect((await wrongLogin(b!, nextRemoteAddress(), 'somebody@example.com')).statusCode).toBe(401);
    // The counters are in Redis under this app's prefix.
    expect(await redis.keys(`${keyPrefix}rate-limit:*`)).not.toHaveLength(0);
  });

  it('without REDIS_URL keeps a limit per instance, so the same attempts spread over two get through', async () => {
    const [a, b] = [await instance({ redisUrl: undefined }), await instance({ redisUrl: undefined })];
    const client = nextRemoteAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= LOGIN_ATTEMPTS_PER_MINUTE; attempt++) {
      statuses.push((await wrongLogin(attempt % 2 === 0 ? a! : b!, client)).statusCode);
    }
    expect(statuses).toEqual(Array(LOGIN_ATTEMPTS_PER_MINUTE + 1).fill(401));
  });

  it('refuses to start on a REDIS_URL where nothing answers, saying which setting', async () => {
    await expect(instance({ redisUrl: 'redis://127.0.0.1:9' })).rejects.toThrow(/REDIS_URL/);
  });
});

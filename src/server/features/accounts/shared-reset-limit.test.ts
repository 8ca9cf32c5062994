import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { nextRemoteAddress } from '#server/test/factories.js';
import { testConfig } from '#server/test/test-app.js';
import { createTestDatabase, type TestDatabase } from '#server/test/test-database.js';
import { RESETS_PER_EMAIL_PER_HOUR } from './account-links.routes.js';

/** Set (e.g. redis://127.0.0.1:6379) to run these; without a Redis server they are reported as skipped. */
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('the per-email reset limit with REDIS_URL, across two instances', () => {
  const keyPrefix = `careroute-test-${randomBytes(6).toString('hex')}:`;
  let database: TestDatabase;
  let redis: Redis;
  let apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    redis = new Redis(redisUrl!);
    apps = [
      await buildApp({ config: testConfig({ redisUrl }), db: database.connectAgain(), redisKeyPrefix: keyPrefix }),
      await buildApp({ config: testConfig({ redisUrl }), db: database.connectAgain(), redisKeyPrefix: keyPrefix }),
    ];
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await database?.destroy();
  });

  it('counts one email’s requests on both instances together, from any address', async () => {
    const forgot = (app: FastifyInstance, emailId: string) =>
      app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { emailId }, remoteAddress: nextRemoteAddress() });
    const emailId = `shared.${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let sent = 0; sent <= RESETS_PER_EMAIL_PER_HOUR; sent++) statuses.push((await forgot(apps[sent % 2]!, emailId)).statusCode);
    expect(statuses).toEqual([...Array<number>(RESETS_PER_EMAIL_PER_HOUR).fill(200), 429]);
    expect((await forgot(apps[0]!, emailId)).statusCode).toBe(429);
    expect((await forgot(apps[1]!, `other.${emailId}`)).statusCode).toBe(200);
  });
});

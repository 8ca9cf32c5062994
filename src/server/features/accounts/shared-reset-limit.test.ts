import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { nextRemoteAddress } from '#server/test/factories.js';
import { instancesSharingRedis } from '#server/test/instances-sharing-redis.js';
import { RESETS_PER_EMAIL_PER_HOUR } from './account-links.routes.js';

/** Set (e.g. redis://127.0.0.1:6379) to run these; without a Redis server they are reported as skipped. */
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('the per-email reset limit with REDIS_URL, across two instances', () => {
  const { apps } = instancesSharingRedis(redisUrl!);

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

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '#server/app.js';
import { testConfig } from './test-app.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface InstancesSharingRedis {
  /** The two app instances, ready once the suite's beforeAll ran. */
  apps: FastifyInstance[];
  /** A client of the same Redis, for looking at the keys. */
  redis(): Redis;
  /** Before every key of this run: other runs may share the Redis server. */
  keyPrefix: string;
}

/**
 * Two app instances on one SQLite database and one Redis (TEST_REDIS_URL), as several instances run;
 * set up before the suite's tests and taken down after, this run's keys removed.
 */
export function instancesSharingRedis(redisUrl: string): InstancesSharingRedis {
  const keyPrefix = `careroute-test-${randomBytes(6).toString('hex')}:`;
  const apps: FastifyInstance[] = [];
  let database: TestDatabase | undefined;
  let redis: Redis | undefined;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    redis = new Redis(redisUrl);
    for (let count = 0; count < 2; count++) {
      apps.push(await buildApp({ config: testConfig({ redisUrl }), db: database.connectAgain(), redisKeyPrefix: keyPrefix }));
    }
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    if (redis) {
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
    }
    await database?.destroy();
  });
  return {
    apps,
    keyPrefix,
    redis: () => {
      if (!redis) throw new Error('Redis is connected in beforeAll');
      return redis;
    },
  };
}

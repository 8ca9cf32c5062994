import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ATTEMPTS_PER_MINUTE } from '#shared/constants.js';
import { authSuccess } from '#shared/schemas/accounts.js';
import { nearbyResponse } from '#shared/schemas/search.js';
import { savedDaycareList } from '#shared/schemas/saved.js';
import { upsertPrograms } from './catalogue/catalogue.repository.js';
import { bearer, parentDetails } from './test/factories.js';
import { findNginx, startNginx, type NginxProcess } from './test/nginx-process.js';
import { makeProgram } from './test/program-factory.js';
import { freePort } from './test/free-port.js';
import { startServer, type ServerExit, type ServerProcess } from './test/server-process.js';
import { createTestDatabase, type TestDatabase } from './test/test-database.js';

// Two real server processes on one PostgreSQL schema and one Redis, behind nginx running the
// deploy folder's configuration (docs/decisions/0032-several-instances.md).

const nginxBinary = findNginx();
// CI installs nginx (.ci/run); there a missing one is a broken machine, never a quiet skip.
if (!nginxBinary && process.env.CI) {
  throw new Error('nginx is not installed but CI is set: .ci/run installs it with apt-get install -y nginx');
}
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const missing = !nginxBinary
  ? 'nginx is not installed (apt-get install -y nginx)'
  : !databaseUrl
    ? 'TEST_DATABASE_URL is not set'
    : !redisUrl
      ? 'TEST_REDIS_URL is not set'
      : undefined;

/** Where the searches look; the test's programs are within a few hundred metres. */
const HERE = { lat: 42.3601, lng: -71.0589 };
const SEARCHES = 200;
const SEARCHERS = 8;
/** Each searcher waits this long between its searches, so the stream lasts a few seconds. */
const SEARCH_PAUSE_MS = 40;
/** How long instance A is paused before the SIGTERM, taking requests it does not answer yet. */
const HOLD_MS = 300;

interface Answer {
  status: number;
  /** nginx's X-Served-By: the instance's host:port, or two of them when the first failed. */
  servedBy: string;
  body: string;
}

interface Request {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** The client's own address: any of 127/8 reaches nginx on 127.0.0.1 from an address of its own. */
  from?: string;
}

function send(port: number, { method = 'GET', path: requestPath, headers = {}, body, from }: Request): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: requestPath,
        agent: false,
        ...(from ? { localAddress: from } : {}),
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.once('end', () =>
          resolve({ status: response.statusCode ?? 0, servedBy: String(response.headers['x-served-by'] ?? ''), body: text }),
        );
        response.once('error', reject);
      },
    );
    request.once('error', reject);
    request.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

/** The test schema as the server processes must find it: in their connections' search_path. */
function inSchema(url: string, schema: string): string {
  const withPath = new URL(url);
  withPath.searchParams.set('options', `-c search_path=${schema}`);
  return withPath.toString();
}

describe.skipIf(missing)(`two app instances behind nginx${missing ? ` (skipped: ${missing})` : ''}`, () => {
  const keyPrefix = `careroute-test-${randomBytes(6).toString('hex')}:`;
  const dataDirs: string[] = [];
  const programs = [0, 1, 2, 3, 4].map((n) => makeProgram({ lat: HERE.lat + n * 0.001, lng: HERE.lng, name: `Harbor Kids ${n}` }));
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let nginx: NginxProcess | undefined;
  /** The site as operators run it, and two servers of the test's own that each pin one instance. */
  const ports = { site: 0, onlyA: 0, onlyB: 0 };
  const address = (server: ServerProcess) => `127.0.0.1:${server.port}`;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    await upsertPrograms(database.db, programs);
    ports.site = await freePort();
    ports.onlyA = await freePort();
    ports.onlyB = await freePort();

    // What README "Running several instances" says must match across instances.
    const env = {
      DATABASE_URL: inSchema(database.target.engine === 'postgres' ? database.target.url : databaseUrl!, database.schema!),
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: keyPrefix,
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${ports.site}`,
    };
    const jwtSecret = randomBytes(32).toString('hex');
    const start = () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'careroute-behind-nginx-'));
      dataDirs.push(dataDir);
      return startServer({ dataDir, jwtSecret, env });
    };
    [a, b] = await Promise.all([start(), start()]);

    const pinned = (port: number, server: ServerProcess) => `
      server {
        listen 127.0.0.1:${port};
        include snippets/careroute-proxy.conf;
        location / { proxy_pass http://${address(server)}; }
      }`;
    nginx = await startNginx(
      nginxBinary!,
      {
        CAREROUTE_LISTEN: `127.0.0.1:${ports.site}`,
        CAREROUTE_SERVER_NAME: 'localhost',
        CAREROUTE_INSTANCE_A: address(a),
        CAREROUTE_INSTANCE_B: address(b),
      },
      pinned(ports.onlyA, a) + pinned(ports.onlyB, b),
      [ports.site, ports.onlyA, ports.onlyB],
    );
  }, 60_000);

  afterAll(async () => {
    await nginx?.stop();
    await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
    await database?.destroy();
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('lets a parent registered through one instance sign in, save a daycare and list it through the other', async () => {
    const details = parentDetails();
    const registered = await send(ports.onlyA, { method: 'POST', path: '/api/auth/register', body: details });
    expect(registered.status, registered.body).toBe(201);
    expect(registered.servedBy).toBe(address(a));

    const signedIn = await send(ports.onlyB, {
      method: 'POST',
      path: '/api/auth/login',
      body: { emailId: details.emailId, password: details.password },
    });
    expect(signedIn.status, signedIn.body).toBe(200);
    expect(signedIn.servedBy).toBe(address(b));
    const { user, token } = authSuccess.parse(JSON.parse(signedIn.body));

    const program = programs[0]!;
    const saved = await send(ports.onlyB, {
      method: 'POST',
      path: '/api/daycares',
      headers: bearer(token),
      body: { placeId: program.id, name: program.name },
    });
    expect(saved.status, saved.body).toBe(201);
    expect(saved.servedBy).toBe(address(b));

    for (const port of [ports.onlyB, ports.onlyA]) {
      const listed = await send(port, { path: `/api/users/${user.id}/daycares`, headers: bearer(token) });
      expect(listed.status, listed.body).toBe(200);
      expect(savedDaycareList.parse(JSON.parse(listed.body))).toEqual([expect.objectContaining({ placeId: program.id, name: program.name })]);
    }

    // The site itself takes turns between the two.
    const servedBy = new Set<string>();
    for (let n = 0; n < 4; n++) servedBy.add((await send(ports.site, { path: '/api/health' })).servedBy);
    expect(servedBy).toEqual(new Set([address(a), address(b)]));
  });

  it('counts sign-in attempts by the client address nginx saw, across both instances (TRUST_PROXY and REDIS_URL)', { timeout: 30_000 }, async () => {
    let attempt = 0;
    const wrongLogin = (from: string, headers: Record<string, string> = {}) =>
      send(ports.site, {
        method: 'POST',
        path: '/api/auth/login',
        from,
        headers,
        // A new address each time: only the per-client limit is at work, not one per account.
        body: { emailId: `nobody.${(attempt += 1)}@example.com`, password: 'not the password' },
      });

    const statuses: number[] = [];
    const servedBy = new Set<string>();
    for (let n = 0; n <= LOGIN_ATTEMPTS_PER_MINUTE; n++) {
      const answer = await wrongLogin('127.0.0.2');
      statuses.push(answer.status);
      servedBy.add(answer.servedBy);
    }
    expect(statuses).toEqual([...Array<number>(LOGIN_ATTEMPTS_PER_MINUTE).fill(401), 429]);
    // Spread over both instances and still counted once: the counters are in the shared Redis.
    expect(servedBy).toEqual(new Set([address(a), address(b)]));

    // Another client is not held back: without TRUST_PROXY every request would come from nginx's 127.0.0.1.
    expect((await wrongLogin('127.0.0.3')).status).toBe(401);
    // nginx appends the address it saw and the app believes only that entry: a claimed address counts for nothing.
    expect((await wrongLogin('127.0.0.4', { 'x-forwarded-for': '127.0.0.2' })).status).toBe(401);
    expect((await wrongLogin('127.0.0.2', { 'x-forwarded-for': '127.0.0.9' })).status).toBe(429);
  });

  it('answers every search of a stream while one instance stops on SIGTERM in the middle of it', { timeout: 40_000 }, async () => {
    const answers: (Answer & { n: number; sentAt: number; answeredAt: number })[] = [];
    let sent = 0;
    let signalledAt = Infinity;
    let stopped: Promise<ServerExit> | undefined;
    // Paused, A takes the requests nginx sends it into its sockets and answers none of them: when
    // the signal comes, requests are certainly in flight there, not only by luck of timing.
    const stopMidStream = async () => {
      process.kill(a.pid, 'SIGSTOP');
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      signalledAt = Date.now();
      process.kill(a.pid, 'SIGTERM');
      process.kill(a.pid, 'SIGCONT');
      return a.exited;
    };
    // Each searcher from an address of its own, as parents are: one address's searches are limited a minute.
    const searcher = async (_: unknown, index: number) => {
      while (sent < SEARCHES) {
        const n = sent++;
        if (n === SEARCHES / 2) stopped = stopMidStream();
        const sentAt = Date.now();
        const answer = await send(ports.site, { path: `/api/search/nearby?lat=${HERE.lat}&lng=${HERE.lng}&radius=2000`, from: `127.0.1.${index + 1}` });
        answers.push({ n, sentAt, answeredAt: Date.now(), ...answer });
        await new Promise((resolve) => setTimeout(resolve, SEARCH_PAUSE_MS));
      }
    };
    const started = Date.now();
    await Promise.all(Array.from({ length: SEARCHERS }, searcher));
    const seconds = (Date.now() - started) / 1000;

    expect(await stopped).toEqual({ code: 0, signal: null });
    expect(answers).toHaveLength(SEARCHES);
    const failed = answers.filter((answer) => answer.status !== 200);
    expect(failed, `${failed.length} of ${SEARCHES} failed:\n${nginx?.output()}`).toEqual([]);
    for (const answer of answers) {
      expect(nearbyResponse.parse(JSON.parse(answer.body)).daycares.map((daycare) => daycare.name)).toContain('Harbor Kids 0');
    }
    // Requests were with A when the signal came; each was answered, by A or after it by B.
    const held = answers.filter((answer) => answer.servedBy.startsWith(address(a)) && answer.sentAt < signalledAt && answer.answeredAt > signalledAt);
    expect(held.length).toBeGreaterThan(0);
    // Both answered before the stop; after it, B alone (directly, or after A refused the connection).
    const before = new Set(answers.filter((answer) => answer.n < SEARCHES / 2 - SEARCHERS).map((answer) => answer.servedBy));
    expect(before).toEqual(new Set([address(a), address(b)]));
    const lastServers = answers.filter((answer) => answer.n >= SEARCHES - SEARCHERS).map((answer) => answer.servedBy.split(', ').at(-1));
    expect(new Set(lastServers)).toEqual(new Set([address(b)]));
    expect(seconds).toBeLessThan(30);
  });
});

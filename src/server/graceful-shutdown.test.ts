import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { pingDatabase } from './db/database.js';
import { closeGracefully } from './graceful-shutdown.js';
import { bearer, registerParent } from './test/factories.js';
import { connectionRefused, registerParentAt, sendHeadersOnly, startServer, type ServerProcess } from './test/server-process.js';
import { createTestApp } from './test/test-app.js';

const IN_FLIGHT = 20;

const saveHeaders = (token: string) => ({ ...bearer(token), 'content-type': 'application/json' });
const saveBody = (name: string) => JSON.stringify({ name, address: '12 Elm Street, Somerville, MA 02144' });

/** A keep-alive connection that has answered one request and now sits idle, as a browser's would. */
async function idleKeepAliveConnection(url: string): Promise<http.Agent> {
  const agent = new http.Agent({ keepAlive: true });
  await new Promise<void>((resolve, reject) => {
    http
      .get(`${url}/api/health`, { agent }, (response) => {
        response.resume();
        response.once('end', resolve);
      })
      .once('error', reject);
  });
  return agent;
}

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the server process on SIGTERM', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careroute-shutdown-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the requests in flight, refuses new connections, closes the database and exits 0', { timeout: 60_000 }, async () => {
    server = await startServer({ dataDir, jwtSecret: randomBytes(32).toString('hex') });
    const { token } = await registerParentAt(server);
    const idle = await idleKeepAliveConnection(server.url);
    const names = Array.from({ length: IN_FLIGHT }, (_, n) => `Draining Daycare ${n}`);
    const url = `${server.url}/api/daycares`;
    const inFlight = await Promise.all(names.map((name) => sendHeadersOnly(url, saveHeaders(token), saveBody(name))));

    process.kill(server.pid, 'SIGTERM');
    const { port } = server;
    await waitFor(() => connectionRefused(port));
    const answers = await Promise.all(inFlight.map((request) => request.finish()));

    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 201));
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toBe('');
    idle.destroy();

    // Closed cleanly: the write-ahead log was checkpointed into the file and removed.
    const file = path.join(dataDir, 'careroute.sqlite');
    expect(existsSync(`${file}-wal`)).toBe(false);
    const sqlite = new SQLite(file, { readonly: true });
    expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    const saved = sqlite.prepare('select name from saved_daycares order by name').pluck().all();
    sqlite.close();
    expect(saved).toEqual([...names].sort());
  });
});

describe('closeGracefully', () => {
  it('cuts off a request still unfinished after the grace period, then closes the database', async () => {
    const t = await createTestApp('sqlite');
    try {
      const { token } = await registerParent(t.app);
      const url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/daycares`;
      const finishing = await sendHeadersOnly(url, saveHeaders(token), saveBody('Finishing Daycare'));
      const stuck = await sendHeadersOnly(url, saveHeaders(token), saveBody('Stuck Daycare'));

      const started = Date.now();
      const closed = closeGracefully(t.app, t.database.db, 300);
      expect((await finishing.finish()).status).toBe(201);
      await closed;

      expect(Date.now() - started).toBeLessThan(5000);
      await expect(stuck.answer).rejects.toThrow();
      await expect(pingDatabase(t.database.db)).rejects.toThrow();
    } finally {
      await t.close();
    }
  });
});

import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { savedDaycare, savedDaycareList } from '#shared/schemas/saved.js';
import { registerParentAt, startServer, type ServerProcess } from '#server/test/server-process.js';

const TOTAL_SAVES = 1000;
const IN_FLIGHT = 25;
/** Enough answers that the kill lands in steady traffic, few enough to keep the test short. */
const KILL_AFTER_ACKNOWLEDGED = 300;

const nameOf = (n: number) => `Durable Daycare ${n}`;

/** Durability: what the server acknowledged with 201 survives SIGKILL (docs/decisions/0008). */
describe('saving daycares when the server process is killed', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careroute-durability-'));
  const jwtSecret = randomBytes(32).toString('hex');
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every save that answered 201, once, and an intact database', { timeout: 60_000 }, async () => {
    const first = await startServer({ dataDir, jwtSecret });
    servers.push(first);
    const { user, token } = await registerParentAt(first);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    const acknowledged = new Map<string, string>();
    const pending = new Set<string>();
    const unexpected: string[] = [];
    let inFlightAtKill: string[] | undefined;
    let killed: Promise<unknown> | undefined;
    let failedRequests = 0;
    let next = 0;

    const save = async (n: number) => {
      // Later requests must meet a dead process, so the only unanswered saves that may be stored are those in flight.
      if (killed) await killed;
      const name = nameOf(n);
      pending.add(name);
      try {
        const response = await fetch(`${first.url}/api/daycares`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ name, address: `${n} Elm Street, Somerville, MA 02144` }),
        });
        const text = await response.text();
        if (response.status !== 201) {
          unexpected.push(`${name}: ${response.status} ${text}`);
          return;
        }
        acknowledged.set(savedDaycare.parse(JSON.parse(text)).id, name);
      } catch {
        // The connection died with the process (or was refused afterwards): no answer, no promise made.
        failedRequests += 1;
      } finally {
        pending.delete(name);
      }
      if (!inFlightAtKill && acknowledged.size >= KILL_AFTER_ACKNOWLEDGED) {
        inFlightAtKill = [...pending];
        killed = first.exited;
        process.kill(first.pid, 'SIGKILL');
      }
    };
    const worker = async () => {
      while (next < TOTAL_SAVES) await save(next++);
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));

    expect(unexpected).toEqual([]);
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(inFlightAtKill?.length ?? 0).toBeGreaterThan(0);
    expect(acknowledged.size + failedRequests).toBe(TOTAL_SAVES);

    // Before anything else touches the file: the crash left its write-ahead log behind, and a consistent database.
    const file = path.join(dataDir, 'careroute.sqlite');
    expect(existsSync(`${file}-wal`)).toBe(true);
    const sqlite = new SQLite(file);
    expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    sqlite.close();

    const second = await startServer({ dataDir, jwtSecret });
    servers.push(second);
    const response = await fetch(`${second.url}/api/users/${user.id}/daycares`, { headers });
    expect(response.status).toBe(200);
    const stored = savedDaycareList.parse(await response.json());

    const storedIds = new Set(stored.map((daycare) => daycare.id));
    const storedNames = stored.map((daycare) => daycare.name);
    expect(storedIds.size).toBe(stored.length);
    expect(new Set(storedNames).size).toBe(stored.length);
    const lost = [...acknowledged].filter(([id]) => !storedIds.has(id));
    expect(lost).toEqual([]);
    const mayBeStored = new Set([...acknowledged.values(), ...(inFlightAtKill ?? [])]);
    expect(storedNames.filter((name) => !mayBeStored.has(name))).toEqual([]);

    expect(await second.stop('SIGTERM')).toEqual({ code: 0, signal: null });
  });
});

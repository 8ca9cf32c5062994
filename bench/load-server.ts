import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '..');
const READY_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export interface RunningServer {
  url: string;
  pid: number;
  /** SIGTERM, then SIGKILL if it has not exited after a while; removes the data folder. */
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the server takes it a moment later). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve, reject) => probe.once('error', reject).listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('could not find a free port');
  return address.port;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitUntilHealthy(url: string, child: ChildProcess, spawnError: () => Error | undefined): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const failed = spawnError();
    if (failed) throw failed;
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await sleep(200);
  }
  throw new Error(`the server did not answer /api/health within ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * The production build (`node dist/server/main.js`) on loopback with a fresh embedded database
 * and the demo catalogue, offline map services, and proxy headers trusted so each simulated
 * client can bring its own address. Its log goes to our standard error.
 */
export async function startServer(nodeFlags: string[] = []): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careroute-load-'));
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeFlags, path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      CATALOGUE_DEMO: 'true',
      GEO_PROVIDER: 'offline',
      MAP_TILE_URL: 'none',
      LOG_LEVEL: 'warn',
      // The embedded database, whatever this shell points at.
      DATABASE_URL: '',
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });
  child.stdout?.pipe(process.stderr);
  child.stderr?.pipe(process.stderr);
  // If this process ends first (an error, Ctrl-C, a kill), the server must not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  const killOnSignal = (signal: NodeJS.Signals) => {
    child.kill('SIGKILL');
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('exit', killOnExit);
  process.once('SIGINT', killOnSignal);
  process.once('SIGTERM', killOnSignal);

  const stop = async () => {
    process.off('exit', killOnExit);
    process.off('SIGINT', killOnSignal);
    process.off('SIGTERM', killOnSignal);
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited(child).then(() => true), sleep(STOP_TIMEOUT_MS).then(() => false)]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exited(child);
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(url, child, () => spawnError);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: child.pid as number, stop };
}

/** Resident memory of a process in MB, from /proc (Linux). */
export function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) / 1024;
}

/** Linux reports process CPU time in clock ticks of 1/100 s (USER_HZ) on every common platform. */
const TICKS_PER_SECOND = 100;

/** CPU time a process has used so far (user and system, all threads), in seconds, from /proc (Linux). */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name in parentheses may hold spaces; the fields after it are space-separated.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return (utime + stime) / TICKS_PER_SECOND;
}

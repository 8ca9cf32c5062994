import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..');

/** A port nobody listens on right now: the system picks one, we let it go and take it. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}

const hasExited = (server: ChildProcess) => server.exitCode !== null || server.signalCode !== null;

async function waitForHealth(baseUrl: string, server: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited(server)) throw new Error(`The server stopped (${server.exitCode ?? server.signalCode})`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${baseUrl}/api/health within ${timeoutMs} ms`);
}

/**
 * The production build (`npm run build` first) on a free loopback port and an empty database, with
 * the demo catalogue, the offline geocoder and router and the bundled base map, as the e2e tests
 * run it: deterministic, and nothing leaves this machine.
 */
export async function startProductionServer(): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careroute-audit-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CATALOGUE_DEMO: 'true',
      GEO_PROVIDER: 'offline',
      MAP_TILE_URL: 'none',
    },
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (!hasExited(server)) {
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

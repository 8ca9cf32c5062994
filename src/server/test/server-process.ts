import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { authSuccess, type AuthSuccess } from '#shared/schemas/accounts.js';
import { MALLOC_ENVIRONMENT } from '#server/malloc-settings.js';
import { parentDetails } from './factories.js';
import { freePort } from './free-port.js';
import { spawnTracked, type ChildExit } from './tracked-child.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const START_TIMEOUT_MS = 60_000;

export type ServerExit = ChildExit;

export interface ServerProcess {
  /** http://127.0.0.1:port, without a trailing slash. */
  url: string;
  port: number;
  pid: number;
  /** Resolves once the process has ended, however it ended. */
  exited: Promise<ServerExit>;
  /** Everything the process wrote to stdout and stderr so far, for failure messages. */
  output(): string;
  /** Sends the signal and waits for the process to end. */
  stop(signal: NodeJS.Signals): Promise<ServerExit>;
}

export interface ServerOptions {
  dataDir: string;
  /** Unset: the server generates one under dataDir. */
  jwtSecret?: string;
  /** Extra or overriding environment variables. */
  env?: Record<string, string>;
  /** The production build (`dist/server/main.js`; `npm run build` first) instead of the sources under tsx. */
  production?: boolean;
  /** Flags for node itself, e.g. --cpu-prof. */
  nodeFlags?: string[];
}

/**
 * Starts the real server (by default `src/server/main.ts` under tsx, since the build may not exist)
 * as a child process on a free loopback port and the embedded database under dataDir, and waits
 * until /api/health answers.
 */
export async function startServer({ dataDir, jwtSecret, env = {}, production = false, nodeFlags = [] }: ServerOptions): Promise<ServerProcess> {
  const port = await freePort();
  const entry = production ? ['dist/server/main.js'] : ['--import', 'tsx', 'src/server/main.ts'];
  const { child, output, exited } = spawnTracked(
    process.execPath,
    [...nodeFlags, ...entry],
    {
      cwd: repoRoot,
      env: {
        // As npm start and the systemd unit run it (docs/decisions/0039): the bench measures that.
        ...MALLOC_ENVIRONMENT,
        ...process.env,
        // Blank counts as unset: the server must use the SQLite file under DATA_DIR even when CI sets one.
        DATABASE_URL: '',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ...(jwtSecret ? { JWT_SECRET: jwtSecret } : {}),
        CATALOGUE_DEMO: 'false',
        GEO_PROVIDER: 'offline',
        MAP_TILE_URL: 'none',
        LOG_LEVEL: 'warn',
        ...env,
      },
    },
    'SIGKILL',
  );

  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid ?? -1,
    exited,
    output,
    stop: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  try {
    await waitForHealth(server);
  } catch (error) {
    await server.stop('SIGKILL');
    throw error;
  }
  return server;
}

/**
 * The production build on an empty database of its own with the demo catalogue, offline map
 * services and the bundled base map, as the e2e tests run it (benchmarks and audits measure this).
 * `stop` also removes the database.
 */
export async function startProductionServer(options: Pick<ServerOptions, 'env' | 'nodeFlags'> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careroute-production-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startServer({ ...options, dataDir, production: true, env: { CATALOGUE_DEMO: 'true', ...options.env } });
    return { ...server, stop: (signal) => server.stop(signal).finally(removeData) };
  } catch (error) {
    removeData();
    throw error;
  }
}

async function waitForHealth(server: ServerProcess): Promise<void> {
  let ended: ServerExit | undefined;
  void server.exited.then((exit) => (ended = exit));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (ended) throw new Error(`The server exited (${JSON.stringify(ended)}) before answering:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The server did not answer /api/health within ${START_TIMEOUT_MS} ms:\n${server.output()}`);
}

/** True when a new TCP connection to the port is refused (nothing listens any more). */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** Registers a new parent over HTTP with the real server and returns its answer (user and token). */
export async function registerParentAt(server: ServerProcess): Promise<AuthSuccess> {
  const response = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(parentDetails()),
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${await response.text()}`);
  return authSuccess.parse(await response.json());
}

export interface HttpAnswer {
  status: number;
  body: string;
}

export interface HalfSentRequest {
  /** Settles when the server answers, or rejects when it drops the connection. */
  answer: Promise<HttpAnswer>;
  /** Sends the body and waits for the answer. */
  finish(): Promise<HttpAnswer>;
}

/**
 * Sends a POST's headers and holds back its body. The server answers `Expect: 100-continue` just
 * before it hands the request to the app, so once this resolves the request is in flight inside
 * the server, on a connection of its own.
 */
export function sendHeadersOnly(url: string, headers: Record<string, string>, body: string): Promise<HalfSentRequest> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      agent: false,
      headers: { ...headers, 'content-length': Buffer.byteLength(body), expect: '100-continue' },
    });
    const answer = new Promise<HttpAnswer>((resolveAnswer, rejectAnswer) => {
      request.once('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.once('end', () => resolveAnswer({ status: response.statusCode ?? 0, body: text }));
        response.once('error', rejectAnswer);
      });
      request.once('error', rejectAnswer);
    });
    // A dropped connection is what some callers wait for; it is reported through `answer`, not as unhandled.
    answer.catch(() => undefined);
    request.once('error', reject);
    request.once('continue', () => resolve({ answer, finish: () => (request.end(body), answer) }));
    request.flushHeaders();
  });
}

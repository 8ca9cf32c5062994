import autocannon, { type Options, type Request, type Result } from 'autocannon';
import { cpuSeconds } from './process-figures.js';
import { trackMemory, type MemoryFigures } from './memory-track.js';
import { round } from './stats.js';

export interface PhaseSpec {
  /** What the figures are keyed by in the output. */
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Varies each request (e.g. its client address); called before every send. */
  setupRequest?: (request: Request) => Request;
  /** How long an answer may take before it counts as an error; 10 s unless said. */
  timeoutSeconds?: number;
}

export interface PhaseSettings {
  url: string;
  pid: number;
  durationSeconds: number;
  connections: number;
  /** Requests sent before measuring, so the JIT, caches and pools are warm. */
  warmupRequests: number;
}

export interface PhaseFigures {
  method: string;
  path: string;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; max: number };
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /**
   * The server's CPU time per answered request and the cores it kept busy: unlike req/s and
   * latency, barely moved by other work on the machine (or by the load generator beside it).
   */
  serverCpu: { msPerRequest: number; cores: number };
  memory: MemoryFigures;
}

function statusCodes(result: Result): Record<string, number> {
  return Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count = 0 }]) => [code, count]));
}

function options(spec: PhaseSpec, url: string): Options {
  const { method = 'GET', path, headers = {}, body, setupRequest, timeoutSeconds = 10 } = spec;
  return {
    url: `${url}${path}`,
    method,
    headers,
    ...(body === undefined ? {} : { body }),
    // A step that varies each request; without one every request is the same prebuilt buffer.
    ...(setupRequest ? { requests: [{ setupRequest }] } : {}),
    timeout: timeoutSeconds,
  };
}

/** Warms up, then loads one route for the set duration while sampling the server's memory. */
export async function runPhase(spec: PhaseSpec, settings: PhaseSettings): Promise<PhaseFigures> {
  const { url, pid, durationSeconds, connections, warmupRequests } = settings;
  process.stderr.write(`load: ${spec.name}: warming up (${warmupRequests} requests)\n`);
  const warmup = await autocannon({ ...options(spec, url), connections: Math.min(connections, 10), amount: warmupRequests });
  if (warmup.non2xx > 0 || warmup.errors > 0) {
    process.stderr.write(`load: ${spec.name}: warning: the warm-up got ${warmup.errors} errors and answers ${JSON.stringify(statusCodes(warmup))}\n`);
  }

  process.stderr.write(`load: ${spec.name}: ${durationSeconds} s at ${connections} connections on ${spec.method ?? 'GET'} ${spec.path}\n`);
  const memory = trackMemory(pid);
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({ ...options(spec, url), connections, duration: durationSeconds, title: spec.name });
  const cpuUsed = cpuSeconds(pid) - cpuBefore;
  const figures: PhaseFigures = {
    method: spec.method ?? 'GET',
    path: spec.path,
    requestsPerSecond: round(result.requests.average, 1),
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
    requests: result.requests.total,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: statusCodes(result),
    serverCpu: {
      msPerRequest: round((cpuUsed * 1000) / Math.max(1, result.requests.total), 3),
      cores: round(cpuUsed / result.duration, 2),
    },
    memory: memory.finish(),
  };
  process.stderr.write(
    `load: ${spec.name}: ${figures.requestsPerSecond} req/s, p50 ${figures.latencyMs.p50} ms, p99 ${figures.latencyMs.p99} ms, ` +
      `${figures.errors} errors, ${figures.non2xx} non-2xx, ${figures.serverCpu.msPerRequest} ms server CPU a request, RSS ${figures.memory.startMb} -> ${figures.memory.endMb} MB (${figures.memory.lowMb}-${figures.memory.peakMb})\n`,
  );
  return figures;
}

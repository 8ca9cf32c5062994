// `npm run bench:load`: autocannon against the production build on loopback, one phase per route
// (a trivial route as the reference, nearby search, route search, the blog list, sign-in), each
// BENCH_DURATION seconds (30) at BENCH_CONNECTIONS connections (50). Progress goes to standard
// error; one JSON line with every figure goes to standard output. A benchmark, not a test: it
// never fails on speed.
//   BENCH_PHASES=nearby,route             only those phases
//   BENCH_ACCEPT_ENCODING=identity        no compression (the default is a browser's header)
//   BENCH_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof"   node flags for the server
import { availableParallelism, loadavg } from 'node:os';
import { runPhase, type PhaseFigures, type PhaseSpec } from './load-phase.js';
import { startProductionServer } from '#server/test/server-process.js';
import { residentMb } from './process-figures.js';
import { loginPhase, registerLoadParent } from './login-load.js';
import { round } from './stats.js';
import { SEARCH_LIMITS } from '#shared/constants.js';

const TARGETS = { searchRequestsPerSecond: 1000, searchP99Ms: 50, errors: 0 } as const;
/**
 * V8 lets garbage pile up between full collections (with --trace-gc a 60 MB live heap was seen
 * reaching 220 MB before one), so RSS swings by well over 100 MB within a phase. Its floor (the
 * lowest sample of a phase) is what a leak raises: a floor this share above the first phase's
 * by the last phase is steady growth.
 */
const FLAT_MEMORY_GROWTH = 0.25;

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number above 0, not "${raw}"`);
  return value;
}

const durationSeconds = positiveInt('BENCH_DURATION', 30);
const connections = positiveInt('BENCH_CONNECTIONS', 50);
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING || 'gzip, deflate, br, zstd';

// What a parent's browser sends: the results page asks for one page of SEARCH_LIMITS.limitDefault
// programs in the chosen order (docs/decisions/0011-search-pages.md) and accepts compressed answers.
const browser = { accept: 'application/json', 'accept-encoding': acceptEncoding };
const search = (params: Record<string, string>) =>
  new URLSearchParams({ ...params, sort: 'relevance', limit: String(SEARCH_LIMITS.limitDefault) }).toString();
const allPhases: PhaseSpec[] = [
  // The cheapest route there is: a constant object, no database, under the compression threshold.
  { name: 'reference', path: '/api/config', headers: browser },
  { name: 'nearby', path: `/api/search/nearby?${search({ location: '02139' })}`, headers: browser },
  // The largest answer an API client can ask for: the figures for a page of SEARCH_LIMITS.limitMax.
  {
    name: 'nearbyLargestPage',
    path: `/api/search/nearby?location=02139&limit=${SEARCH_LIMITS.limitMax}`,
    headers: browser,
  },
  // Offline map services have no answers to cache (the geo cache sits in front of osm and google):
  // the warm-up leaves the route as warm as it gets, and each request still computes it afresh.
  { name: 'route', path: `/api/search/route?${search({ start: 'Quincy, MA', end: 'Cambridge, MA' })}`, headers: browser },
  { name: 'blog', path: '/api/blog', headers: browser },
  loginPhase(browser),
];

function chosenPhases(): PhaseSpec[] {
  const names = process.env.BENCH_PHASES?.split(',').map((name) => name.trim()).filter(Boolean) ?? [];
  const unknown = names.filter((name) => !allPhases.some((phase) => phase.name === name));
  if (unknown.length > 0) throw new Error(`BENCH_PHASES: no phase named ${unknown.join(', ')}`);
  return names.length > 0 ? allPhases.filter((phase) => names.includes(phase.name)) : allPhases;
}

function searchTarget(figures: PhaseFigures | undefined) {
  if (!figures) return null;
  return {
    requestsPerSecond: figures.requestsPerSecond >= TARGETS.searchRequestsPerSecond,
    p99: figures.latencyMs.p99 <= TARGETS.searchP99Ms,
    errors: figures.errors + figures.non2xx === TARGETS.errors,
  };
}

const phases = chosenPhases();
const machineLoad = round(loadavg()[0] as number, 2);
const server = await startProductionServer({
  nodeFlags: process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean),
  // Each simulated sign-in brings its own client address (X-Forwarded-For). The searches come from
  // this machine alone, far beyond a parent's rate: their per-address limit would answer 429.
  env: { TRUST_PROXY: 'true', RATE_LIMIT_EXEMPT: '127.0.0.1' },
});
try {
  await registerLoadParent(server.url);
  const startMb = residentMb(server.pid);
  const results: Record<string, PhaseFigures> = {};
  for (const phase of phases) {
    results[phase.name] = await runPhase(phase, {
      url: server.url,
      pid: server.pid,
      durationSeconds,
      connections,
      warmupRequests: phase.name === 'login' ? 20 : 500,
    });
  }
  const measured = Object.values(results);
  const nearby = searchTarget(results.nearby);
  const route = searchTarget(results.route);
  const figures = {
    bench: 'load',
    node: process.version,
    cores: availableParallelism(),
    // Other work on the machine when the run began (1-minute load average): the figures are only
    // comparable between runs taken under similar load.
    machineLoad,
    durationSeconds,
    connections,
    acceptEncoding,
    phases: results,
    memoryMb: {
      startMb: round(startMb, 1),
      endMb: round(residentMb(server.pid), 1),
      lowMb: Math.min(...measured.map((phase) => phase.memory.lowMb)),
      peakMb: Math.max(...measured.map((phase) => phase.memory.peakMb)),
    },
    targets: {
      ...TARGETS,
      nearby,
      route,
      searchMet: nearby && route ? [nearby, route].every((target) => Object.values(target).every(Boolean)) : null,
      memoryFlat: (measured.at(-1)?.memory.lowMb ?? 0) <= (1 + FLAT_MEMORY_GROWTH) * (measured[0]?.memory.lowMb ?? 0),
    },
  };
  console.log(JSON.stringify(figures));
} finally {
  await server.stop('SIGTERM');
}

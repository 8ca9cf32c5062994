// The national phase of `npm run bench` (BENCH_NATIONAL=1, or `-- --only national`): a US-wide
// catalogue imported into a fresh SQLite database, then the compiled server (`npm run build:server`,
// run first, as an operator runs it: no tsx in its memory) started on it as a child process and
// measured over HTTP (docs/decisions/0036). BENCH_NATIONAL_SIZE sets the size (250,000);
// BENCH_NATIONAL_NODE_FLAGS="--max-semi-space-size=8" gives node flags to the server.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { bumpCatalogueVersion } from '#server/catalogue/catalogue.repository.js';
import { CatalogueStore } from '#server/catalogue/catalogue-store.js';
import { migrateToLatest, openDatabase } from '#server/db/database.js';
import { startServer } from '#server/test/server-process.js';
import { cpuSeconds, residentMb } from './process-figures.js';
import { measureInTurns, round } from './stats.js';

const DEFAULT_SIZE = 250_000;
/** Loaded into the server: how long its event loop is held, every 100 ms (bench/event-loop-probe.mjs). */
const EVENT_LOOP_PROBE = fileURLToPath(new URL('./event-loop-probe.mjs', import.meta.url));
/** Generates and writes the national catalogue in a process of its own (bench/national-import.ts). */
const NATIONAL_IMPORT = fileURLToPath(new URL('./national-import.ts', import.meta.url));
const nodeFlags = process.env.BENCH_NATIONAL_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
/** Programs a refresh changes: what a nightly licensing import typically moves. */
const CHANGED_BY_REFRESH = 2_000;
/** As long as the server's version check interval: a refresh's window is about as long. */
const QUIET_WINDOW_MS = 5_000;
const SETTLE_MS = 15_000;

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

function heapAndBuffersMb(): number {
  collectGarbage();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return (heapUsed + arrayBuffers) / 1024 / 1024;
}

export async function nationalFigures(size = Number(process.env.BENCH_NATIONAL_SIZE) || DEFAULT_SIZE) {
  const build = spawnSync('npm', ['run', 'build:server'], { stdio: ['ignore', 2, 2] });
  if (build.status !== 0) throw new Error('npm run build:server failed');
  const machineLoadAtStart = round(loadavg()[0] as number, 2);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'careroute-national-'));
  const file = path.join(dataDir, 'careroute.sqlite');
  const db = openDatabase({ engine: 'sqlite', file });
  try {
    await migrateToLatest(db);
    const { importMs, refreshIds } = importNational(file, size);

    const index = await indexFigures(db);
    const startBegan = performance.now();
    const eventLoopFile = path.join(dataDir, 'event-loop.txt');
    const server = await startServer({
      dataDir,
      production: true,
      nodeFlags: [...nodeFlags, '--import', EVENT_LOOP_PROBE],
      env: { RATE_LIMIT_EXEMPT: '127.0.0.1,::1,::ffff:127.0.0.1', EVENT_LOOP_PROBE_FILE: eventLoopFile },
    });
    try {
      const nearbyUrl = `${server.url}/api/search/nearby?location=02139&limit=20`;
      const routeUrl = `${server.url}/api/search/route?start=${encodeURIComponent('Quincy, MA')}&end=${encodeURIComponent('Cambridge, MA')}&limit=20`;
      const firstAnswer = await fetch(nearbyUrl);
      if (!firstAnswer.ok) throw new Error(`nearby search answered ${firstAnswer.status}: ${await firstAnswer.text()}`);
      await firstAnswer.arrayBuffer();
      const searchableMs = performance.now() - startBegan;
      // CPU time says what the wall clock does not on a shared machine: how much work starting was.
      const searchableCpuSeconds = cpuSeconds(server.pid);

      const fetched = (url: string) => async () => {
        const response = await fetch(url);
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return response.arrayBuffer();
      };
      const total = async (url: string) => ((await (await fetch(url)).json()) as { total: number }).total;
      const { route, nearby } = await measureInTurns({ route: fetched(routeUrl), nearby: fetched(nearbyUrl) }, { runs: 200, warmup: 30 });
      const rssAfterWarmupMb = residentMb(server.pid);

      const refresh = await refreshFigures(db, refreshIds, server.url, [routeUrl, nearbyUrl], eventLoopFile);
      const rssAfterRefreshMb = residentMb(server.pid);
      return {
        size,
        nodeFlags,
        machineLoadAtStart,
        machineLoadAtEnd: round(loadavg()[0] as number, 2),
        importMs: round(importMs, 0),
        ...index,
        searchableMs: round(searchableMs, 0),
        searchableCpuSeconds,
        rssAfterWarmupMb: round(rssAfterWarmupMb, 1),
        routeTotal: await total(routeUrl),
        nearbyTotal: await total(nearbyUrl),
        httpRouteMs: route,
        httpNearbyMs: nearby,
        ...refresh,
        rssAfterRefreshMb: round(rssAfterRefreshMb, 1),
        rssSettledMb: round(await settledResidentMb(server.pid, nearbyUrl), 1),
      };
    } finally {
      await server.stop('SIGTERM');
    }
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The generated catalogue and its listings, written by a process of their own. */
function importNational(file: string, size: number): { importMs: number; refreshIds: string[] } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', NATIONAL_IMPORT, file, String(size), String(CHANGED_BY_REFRESH)], {
    stdio: ['ignore', 'pipe', 2],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error('bench/national-import.ts failed');
  return JSON.parse(run.stdout) as { importMs: number; refreshIds: string[] };
}

/**
 * The index alone, built in this process from the same database: what it holds in memory, and a
 * rebuild as a refresh runs it, timed by a 1 ms timer: its longest gap is the longest any request
 * could have waited for the event loop (the garbage collector's pauses included).
 */
async function indexFigures(db: ReturnType<typeof openDatabase>) {
  const before = heapAndBuffersMb();
  const store = new CatalogueStore(db);
  const began = performance.now();
  await store.reload();
  const indexBuildMs = performance.now() - began;
  const indexMb = heapAndBuffersMb() - before;
  const rebuild = await stalls(() => store.reload());
  return {
    indexSize: store.peek().size,
    indexBuildMs: round(indexBuildMs, 0),
    indexMb: round(indexMb, 1),
    indexRebuildMs: rebuild.ms,
    indexRebuildLongestStallMs: rebuild.longestStallMs,
  };
}

async function stalls(work: () => Promise<unknown>) {
  let last = performance.now();
  let longest = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  const began = performance.now();
  await work();
  const ms = performance.now() - began;
  clearInterval(timer);
  return { ms: round(ms, 0), longestStallMs: round(Math.max(longest, performance.now() - last), 1) };
}

/**
 * Resident memory once V8 has had time to give back what a refresh used: a search a second for
 * SETTLE_MS (its memory reducer runs when the process is mostly idle).
 */
async function settledResidentMb(pid: number, searchUrl: string): Promise<number> {
  const until = performance.now() + SETTLE_MS;
  while (performance.now() < until) {
    await (await fetch(searchUrl)).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return residentMb(pid);
}

/** The longest the server's event loop was held between two times, from the probe's lines. */
async function eventLoopHeld(eventLoopFile: string) {
  const lines = (await readFile(eventLoopFile, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => line.split(' ').map(Number) as [number, number]);
  return (from: number, to: number) => round(Math.max(0, ...lines.filter(([at]) => at > from && at <= to + 100).map(([, ms]) => ms)), 1);
}

/** Searches one after another while `work` runs: how long each waited, in order. */
async function searchesDuring(searchUrls: string[], work: () => Promise<void>) {
  const waits: number[] = [];
  let done = false;
  const searching = (async () => {
    for (let i = 0; !done; i += 1) {
      const began = performance.now();
      await (await fetch(searchUrls[i % searchUrls.length] as string)).arrayBuffer();
      waits.push(performance.now() - began);
    }
  })();
  await work();
  done = true;
  await searching;
  waits.sort((a, b) => a - b);
  return { searches: waits.length, p50Ms: round(waits[Math.floor(waits.length / 2)] ?? 0, 1), longestMs: round(waits.at(-1) ?? 0, 1) };
}

/**
 * An import that renames some programs, while searches keep coming: how long until the server
 * answers with the new names (its version check runs every 5 s, so up to that is waiting to
 * notice), and the longest any search waited meanwhile. The same searches for as long with no
 * refresh first: on a shared machine the longest wait of a quiet window is the floor to read
 * the refresh's against.
 */
async function refreshFigures(db: ReturnType<typeof openDatabase>, ids: string[], url: string, searchUrls: string[], eventLoopFile: string) {
  const rows = await db.selectFrom('cataloguePrograms').selectAll().where('id', 'in', ids.slice(0, 1)).execute();
  const probe = rows[0];
  if (!probe) throw new Error('no program to rename');
  const probeName = async () => ((await (await fetch(`${url}/api/catalogue/${encodeURIComponent(probe.id)}`)).json()) as { name: string }).name;
  const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

  const quietFrom = Date.now();
  const quietUntil = performance.now() + QUIET_WINDOW_MS;
  const quiet = await searchesDuring(searchUrls, async () => {
    while (performance.now() < quietUntil) {
      await probeName();
      await pause();
    }
  });

  const renamed = `${probe.name} (renamed)`;
  await db.updateTable('cataloguePrograms').set({ name: renamed }).where('id', '=', probe.id).execute();
  await db.updateTable('cataloguePrograms').set({ capacity: 99 }).where('id', 'in', ids).execute();
  // The version moves as an import moves it: every instance rebuilds its index at its next check.
  await bumpCatalogueVersion(db, new Date().toISOString());
  const quietTo = Date.now();
  const committed = performance.now();
  let staleForMs = 0;
  const refresh = await searchesDuring(searchUrls, async () => {
    while ((await probeName()) !== renamed) await pause();
    staleForMs = performance.now() - committed;
  });
  const refreshTo = Date.now();
  // The probe writes a line every 100 ms: one more after a window ends covers its last stretch.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const held = await eventLoopHeld(eventLoopFile);
  return {
    refreshStaleForMs: round(staleForMs, 0),
    refreshSearches: refresh.searches,
    refreshSearchP50Ms: refresh.p50Ms,
    refreshLongestSearchMs: refresh.longestMs,
    refreshLongestServerStallMs: held(quietTo, refreshTo),
    quietLongestServerStallMs: held(quietFrom, quietTo),
    quietSearches: quiet.searches,
    quietLongestSearchMs: quiet.longestMs,
  };
}

// `npm run bench`: the search engine's figures on a generated 100,000-program catalogue, and the
// importer's on a generated 50,000-row MA EEC file, matching one openings update against 100,000 alerts,
// and the free-text extractor per request. Prints one JSON line at the end with every figure. A
// benchmark, not a test: it never fails on speed. `-- --only extraction` runs the extractor's phase alone.
// BENCH_NATIONAL=1 adds the national phase (250,000 programs served over HTTP, bench/national-phase.ts);
// `-- --only national` runs it alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '#server/app.js';
import { CatalogueIndex } from '#server/catalogue/catalogue-index.js';
import type { Program } from '#shared/schemas/catalogue.js';
import { upsertPrograms } from '#server/catalogue/catalogue.repository.js';
import { generateCatalogue } from '#server/catalogue/demo-catalogue.js';
import { migrateToLatest, openDatabase } from '#server/db/database.js';
import type { GeoPoint } from '#server/geo/types.js';
import { testConfig } from '#server/test/test-app.js';
import { putDemoListingSections } from '#server/catalogue/demo-listings.repository.js';
import type { ListingSectionRow } from '#server/db/schema.js';
import { ListingStore } from '#server/features/search/listing-store.js';
import { parseArgs } from 'node:util';
import { availableParallelism } from 'node:os';
import { alertMatchingFigures } from './alert-matching.js';
import { extractionFigures } from './extraction.js';
import { importFigures } from './import-figures.js';
import { ALL_LISTING_FILTERS, DAY_PLAN, listingRows, serviceFigures } from './listing-search.js';
import { spreadAcrossUs } from './national-catalogue.js';
import { nationalFigures } from './national-phase.js';
import { routeLength, windingRoute } from './route-fixture.js';
import { measure, measureInTurns, round } from './stats.js';

const CATALOGUE_SIZE = 100_000;
const CORRIDOR_METERS = 1000;

/** The naive method: a 1,000 m radius around every third route point, deduplicated by id. */
function sampledSearch(index: CatalogueIndex, route: GeoPoint[]): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i < route.length; i += 3) {
    for (const hit of index.nearby(route[i] as GeoPoint, CORRIDOR_METERS)) found.add(hit.program.id);
  }
  return found;
}

/** Build time, memory, and corridor versus that sampling on one catalogue. */
async function indexFigures(programs: Program[]) {
  const heapBefore = process.memoryUsage().heapUsed;
  const began = performance.now();
  const index = CatalogueIndex.build(programs);
  const buildMs = performance.now() - began;
  const indexHeapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;

  const route = windingRoute(1000);
  const exact = index.corridor(route, CORRIDOR_METERS);
  const sampled = sampledSearch(index, route);
  const recall = exact.length === 0 ? 1 : exact.filter((hit) => sampled.has(hit.program.id)).length / exact.length;

  return {
    indexBuildMs: round(buildMs, 1),
    indexHeapMb: round(indexHeapMb, 1),
    exactCorridorHits: exact.length,
    exactCorridorMs: await measure(() => index.corridor(route, CORRIDOR_METERS)),
    specSampledMs: await measure(() => sampledSearch(index, route)),
    specSampledHits: sampled.size,
    specSampledRecall: round(recall, 4),
  };
}

async function httpFigures(programs: Program[], listings: ListingSectionRow[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'careroute-bench-'));
  const db = openDatabase({ engine: 'sqlite', file: path.join(dir, 'bench.sqlite') });
  try {
    await migrateToLatest(db);
    const importBegan = performance.now();
    await upsertPrograms(db, programs);
    const importMs = performance.now() - importBegan;
    await putDemoListingSections(db, listings);
    const reloadBegan = performance.now();
    await new ListingStore(db).reload();
    const listingReloadMs = performance.now() - reloadBegan;

    const appBegan = performance.now();
    // Every measured search comes from this machine: exempt from the per-address search limit.
    const app = await buildApp({ config: testConfig({ rateLimitExempt: ['127.0.0.1'] }), db });
    const appStartMs = performance.now() - appBegan;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const url = `http://127.0.0.1:${port}/api/search/route?start=${encodeURIComponent('Framingham, MA')}&end=${encodeURIComponent('Boston, MA')}&limit=50`;
    const filteredUrl = `${url}&${new URLSearchParams(ALL_LISTING_FILTERS).toString()}`;
    // What the parents' journey asks for: few enough filters that some programs along this route pass.
    const journeyUrl = `${url}&openings=infant&openUntil=18:00`;
    const plannedUrl = `${url}&${new URLSearchParams(DAY_PLAN).toString()}`;
    const total = async (each: string) => ((await (await fetch(each)).json()) as { total: number }).total;
    const fetched = (each: string) => async () => (await fetch(each)).arrayBuffer();
    const { unfiltered, filtered, journey, priceSorted, planned } = await measureInTurns({
      unfiltered: fetched(url),
      filtered: fetched(filteredUrl),
      journey: fetched(journeyUrl),
      priceSorted: fetched(`${url}&sort=price`),
      planned: fetched(plannedUrl),
    });
    const figures = {
      catalogueUpsertMs: round(importMs, 0),
      listingSections: listings.length,
      listingReloadMs: round(listingReloadMs, 0),
      appStartMs: round(appStartMs, 0),
      httpRouteSearchMs: unfiltered,
      httpRouteSearchTotal: await total(url),
      httpFilteredRouteSearchMs: filtered,
      httpFilteredRouteSearchTotal: await total(filteredUrl),
      httpFilteredOverUnfilteredP50: round(filtered.p50 / unfiltered.p50, 2),
      httpFilteredOverUnfilteredP99: round(filtered.p99 / unfiltered.p99, 2),
      httpInfantOpeningsUntil18RouteSearchMs: journey,
      httpInfantOpeningsUntil18RouteSearchTotal: await total(journeyUrl),
      httpPriceSortedRouteSearchMs: priceSorted,
      httpPlannedRouteSearchMs: planned,
      httpPlannedOverUnfilteredP50: round(planned.p50 / unfiltered.p50, 2),
    };
    await app.close();
    return figures;
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

const { values: options } = parseArgs({ options: { only: { type: 'string' } } });
if (options.only === 'extraction') {
  console.log(JSON.stringify({ bench: 'search', node: process.version, extraction: extractionFigures() }));
  process.exit(0);
}
if (options.only === 'national') {
  console.log(JSON.stringify({ bench: 'search', node: process.version, cores: availableParallelism(), national250k: await nationalFigures() }));
  process.exit(0);
}

const route = windingRoute(1000);
// Nationwide density is what a real 100,000-program catalogue looks like; the dense one packs
// all of them into Massachusetts (about 50 times the real density there) as a stress case.
const dense = generateCatalogue(CATALOGUE_SIZE, 42);
const national = spreadAcrossUs(dense, 42);
// The demo catalogue's share of programs with a provider listing (about 40%), on both catalogues.
const nationalListings = listingRows(national, 42);
const figures = {
  bench: 'search',
  node: process.version,
  catalogueSize: CATALOGUE_SIZE,
  routePoints: route.length,
  routeKm: round(routeLength(route) / 1000, 1),
  corridorMeters: CORRIDOR_METERS,
  national: { ...(await indexFigures(national)), ...(await httpFigures(national, nationalListings)) },
  denseMassachusetts: { ...(await indexFigures(dense)), search: await serviceFigures(dense, listingRows(dense, 42), route) },
  maEecImport: await importFigures(dense.slice(0, 50_000)),
  alertMatching: await alertMatchingFigures(),
  extraction: extractionFigures(),
  // Minutes long (a 250,000-program import first): only when asked for.
  ...(process.env.BENCH_NATIONAL === '1' ? { national250k: await nationalFigures() } : {}),
};
console.log(JSON.stringify(figures));

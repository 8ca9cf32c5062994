import { performance } from 'node:perf_hooks';
import { openDatabase } from '#server/db/database.js';
import { listingSectionBatches, withSection, EMPTY_DIGEST } from '#server/features/listings/listing-summaries.js';
const db = openDatabase({ engine: 'sqlite', file: '/work/scratch/national/careroute.sqlite' });
const all: any[] = [];
for await (const rows of listingSectionBatches(db, 2000)) all.push(...rows);
for (let k = 0; k < 3; k++) {
let t = performance.now(); let n = 0; for (const r of all) n += JSON.parse(r.data) ? 1 : 0; const p = performance.now() - t;
t = performance.now(); for (const r of all) withSection(EMPTY_DIGEST, r); console.log('parse', Math.round(p), 'withSection', Math.round(performance.now() - t));
}
await db.destroy();

// The national phase's import, run as a child process by bench/national-phase.ts: a US-wide
// catalogue generated, spread over every US ZIP code and written with its listings into the SQLite
// file given. Prints { importMs, refreshIds } as JSON. A process of its own, because the gigabyte of
// generated programs left behind in the bench's process kept the machine busy (V8 collecting and
// giving memory back) while the server it measures started: 0.4-0.9 s slower to its first answer.
import { performance } from 'node:perf_hooks';
import { upsertPrograms } from '#server/catalogue/catalogue.repository.js';
import { generateCatalogue } from '#server/catalogue/demo-catalogue.js';
import { putDemoListingSections } from '#server/catalogue/demo-listings.repository.js';
import { openDatabase } from '#server/db/database.js';
import { listingRows } from './listing-search.js';
import { spreadAcrossUs } from './national-catalogue.js';

const [file, sizeText, changedText] = process.argv.slice(2);
if (!file || !sizeText || !changedText) throw new Error('usage: national-import.ts <sqlite file> <size> <programs a refresh changes>');

const db = openDatabase({ engine: 'sqlite', file });
try {
  const programs = spreadAcrossUs(generateCatalogue(Number(sizeText), 42), 42);
  const began = performance.now();
  await upsertPrograms(db, programs);
  await putDemoListingSections(db, listingRows(programs, 42));
  const importMs = performance.now() - began;
  const refreshIds = programs.slice(0, Number(changedText)).map((program) => program.id);
  console.log(JSON.stringify({ importMs, refreshIds }));
} finally {
  await db.destroy();
}

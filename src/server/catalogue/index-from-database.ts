import { Worker } from 'node:worker_threads';
import KDBush from 'kdbush';
import type { DatabaseTarget, Db } from '#server/db/database.js';
import { requestsTurn } from '#server/lib/requests-turn.js';
import { countOpenPrograms, openProgramBatches, readProgramDetails } from './catalogue.repository.js';
import { CatalogueColumns, type CatalogueColumnsParts } from './catalogue-columns.js';
import { CatalogueIndex } from './catalogue-index.js';
import { WORKER_TREE_FROM } from './spatial-tree.js';

/**
 * Rows read at a time while the index is built: each batch is a few milliseconds of work, after
 * which waiting requests have their turn, so a rebuild never holds one up for long (docs/decisions/0036).
 */
const BATCH_ROWS = 1000;

/** What the index worker hands back: the columns and the spatial tree's data. */
export interface ReadInWorker {
  parts: CatalogueColumnsParts;
  tree: ArrayBuffer;
}

/**
 * The index of every open program, built from a streamed compact read of the catalogue. With the
 * database's target, a large catalogue is read in a worker thread with a connection of its own:
 * the search's thread stays free for requests, and at start-up reads the listings meanwhile
 * (docs/decisions/0036).
 */
export async function indexFromDatabase(
  db: Db,
  version: number,
  { sizeHint, target, workerFrom = WORKER_TREE_FROM }: { sizeHint?: number; target?: DatabaseTarget; workerFrom?: number } = {},
): Promise<CatalogueIndex> {
  // Counting a large catalogue is a scan of its own: a rebuild starts from the size it replaces.
  const capacity = sizeHint ?? (await countOpenPrograms(db));
  const readDetails = (ids: readonly string[]) => readProgramDetails(db, ids);
  if (target && capacity >= workerFrom) {
    const { parts, tree } = await readInWorker(target, capacity);
    return CatalogueIndex.withTree(new CatalogueColumns(0, parts), KDBush.from(tree), readDetails, version);
  }
  return CatalogueIndex.over(await readColumns(db, capacity), readDetails, version);
}

/** The columns of every open program, read in batches with requests served between them. */
export async function readColumns(db: Db, capacity: number): Promise<CatalogueColumns> {
  const columns = new CatalogueColumns(capacity);
  for await (const rows of openProgramBatches(db, BATCH_ROWS)) {
    for (const row of rows) columns.add(row);
    await requestsTurn();
  }
  return columns;
}

// Run from the sources (tests, tsx), the worker loads them as the caller does.
const fromSource = import.meta.url.endsWith('.ts');
const workerUrl = new URL(fromSource ? './index-worker.ts' : './index-worker.js', import.meta.url);

function readInWorker(target: DatabaseTarget, capacity: number): Promise<ReadInWorker> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl, { workerData: { target, capacity }, ...(fromSource ? { execArgv: ['--import', 'tsx'] } : {}) });
    worker.once('message', (message: ReadInWorker) => resolve(message));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the index worker stopped (exit code ${code}) before answering`)));
  });
}

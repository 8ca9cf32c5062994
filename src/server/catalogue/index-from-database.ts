import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import KDBush from 'kdbush';
import type { DatabaseTarget, Db } from '#server/db/database.js';
import { requestsTurn } from '#server/lib/requests-turn.js';
import { countOpenPrograms, openProgramBatches, readProgramDetails } from './catalogue.repository.js';
import { CatalogueColumns, type CatalogueColumnsParts } from './catalogue-columns.js';
import { CatalogueIndex } from './catalogue-index.js';
import { readColumnsFile } from './columns-file.js';
import type { ReadRequest } from './index-reader.js';
import { WORKER_TREE_FROM } from './spatial-tree.js';

/**
 * Rows read at a time while the index is built: each batch is a few milliseconds of work, after
 * which waiting requests have their turn, so a rebuild never holds one up for long (docs/decisions/0036).
 */
const BATCH_ROWS = 1000;

/** What the index reader process hands over: the columns and the spatial tree's data. */
interface ReadApart {
  parts: CatalogueColumnsParts;
  tree: Uint8Array;
}

/**
 * The index of every open program, built from a streamed compact read of the catalogue. With the
 * database's target, a large catalogue is read by a child process over a connection of its own,
 * so that at start-up this process reads the listings meanwhile, on the other core; the child's
 * exit gives back all the memory the read took (docs/decisions/0036).
 */
export async function indexFromDatabase(
  db: Db,
  version: number,
  { sizeHint, target, apartFrom = WORKER_TREE_FROM }: { sizeHint?: number; target?: DatabaseTarget; apartFrom?: number } = {},
): Promise<CatalogueIndex> {
  // Counting a large catalogue is a scan of its own: a rebuild starts from the size it replaces.
  const capacity = sizeHint ?? (await countOpenPrograms(db));
  const readDetails = (ids: readonly string[]) => readProgramDetails(db, ids);
  if (target && capacity >= apartFrom) {
    const { parts, tree } = await readInChildProcess(target, capacity);
    return CatalogueIndex.withTree(new CatalogueColumns(0, parts), KDBush.from(tree.buffer), readDetails, version);
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

// Run from the sources (tests, tsx), the reader loads them as the caller does.
const fromSource = import.meta.url.endsWith('.ts');
const readerPath = fileURLToPath(new URL(fromSource ? './index-reader.ts' : './index-reader.js', import.meta.url));

async function readInChildProcess(target: DatabaseTarget, capacity: number): Promise<ReadApart> {
  const folder = await mkdtemp(path.join(tmpdir(), 'careroute-index-'));
  try {
    await new Promise<void>((resolve, reject) => {
      const reader = fork(readerPath, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], ...(fromSource ? { execArgv: ['--import', 'tsx'] } : {}) });
      reader.once('message', (message: { written: true } | { failed: string }) =>
        'failed' in message ? reject(new Error(`the catalogue index reader failed: ${message.failed}`)) : resolve(),
      );
      reader.once('error', reject);
      reader.once('exit', (code) => reject(new Error(`the catalogue index reader stopped (exit code ${code}) before answering`)));
      const request: ReadRequest = { target, capacity, folder };
      reader.send(request);
    });
    return await readColumnsFile<ReadApart>(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

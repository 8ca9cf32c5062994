import type { Db } from '#server/db/database.js';
import { requestsTurn } from '#server/lib/requests-turn.js';
import { countOpenPrograms, openProgramBatches, readProgramDetails } from './catalogue.repository.js';
import { CatalogueColumns } from './catalogue-columns.js';
import { CatalogueIndex } from './catalogue-index.js';

/**
 * Rows read at a time while the index is built: each batch is a few milliseconds of work, after
 * which waiting requests have their turn, so a rebuild never holds one up for long (docs/decisions/0036).
 */
const BATCH_ROWS = 1000;

/** The index of every open program, built from a streamed compact read of the catalogue. */
export async function indexFromDatabase(db: Db, version: number, sizeHint?: number): Promise<CatalogueIndex> {
  // Counting a large catalogue is a scan of its own: a rebuild starts from the size it replaces.
  const columns = new CatalogueColumns(sizeHint ?? (await countOpenPrograms(db)));
  for await (const rows of openProgramBatches(db, BATCH_ROWS)) {
    for (const row of rows) columns.add(row);
    await requestsTurn();
  }
  return CatalogueIndex.over(columns, (ids) => readProgramDetails(db, ids), version);
}

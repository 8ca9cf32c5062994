import type { Db } from '#server/db/database.js';
import { countOpenPrograms, openProgramBatches } from './catalogue.repository.js';
import { CatalogueColumns } from './catalogue-columns.js';
import { CatalogueIndex } from './catalogue-index.js';

/**
 * Rows read at a time while the index is built: each batch is a few milliseconds of work, after
 * which waiting requests have their turn, so a rebuild never holds one up for long (docs/decisions/0036).
 */
const BATCH_ROWS = 2000;

const requestsTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The index of every open program, built from a streamed compact read of the catalogue. */
export async function indexFromDatabase(db: Db, version: number): Promise<CatalogueIndex> {
  const columns = new CatalogueColumns(await countOpenPrograms(db));
  for await (const rows of openProgramBatches(db, BATCH_ROWS)) {
    for (const row of rows) columns.add(row);
    await requestsTurn();
  }
  return new CatalogueIndex(columns, version);
}

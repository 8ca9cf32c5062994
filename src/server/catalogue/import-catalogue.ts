import type { Program } from '#shared/schemas/catalogue.js';
import type { Db } from '#server/db/database.js';
import { upsertPrograms, type UpsertCounts } from './catalogue.repository.js';
import { applyClosures, type ClosureCounts, type ClosureScope } from './catalogue-closures.js';
import { ColumnMapError, isValidSourceName, readGenericCsvFile, type ColumnMap } from './importers/generic-csv.js';
import { readHifldFile } from './importers/hifld.js';
import { readMaEecFile } from './importers/ma-eec.js';
import { readOsmFile } from './importers/osm.js';
import type { ImportRow } from './importers/program-draft.js';

export const CATALOGUE_FORMATS = ['ma-eec', 'hifld', 'osm', 'csv'] as const;
export type CatalogueFormat = (typeof CATALOGUE_FORMATS)[number];

export interface ImportOptions {
  /** Required for `csv`: which column holds which field. */
  map?: ColumnMap;
  /** For `csv`: the source name and id prefix (default `csv`), so two unrelated files keep apart. */
  source?: string;
  /** Called in each batch's transaction with the programs new to the catalogue: alerts along routes. */
  onInserted?: (trx: Db, inserted: Program[]) => Promise<void>;
  /** Called in the transaction that closes programs the list no longer holds: saved-program alerts. */
  onClosed?: ClosureScope['onClosed'];
  /** Close programs missing from the file even when more than half of a source's are (MASS_CLOSE). */
  allowMassClose?: boolean;
}

/**
 * Formats that are whole licensing lists: a program missing from the file has left the list. An
 * OpenStreetMap extract covers whatever area it was cut to, so its absences mean nothing.
 */
const WHOLE_LISTS: ReadonlySet<CatalogueFormat> = new Set(['ma-eec', 'hifld', 'csv']);

export interface SkippedRow {
  line: number;
  reason: string;
}

export interface ImportSummary extends UpsertCounts, ClosureCounts {
  /** Records read from the file, imported or skipped. */
  rowsRead: number;
  skipped: SkippedRow[];
}

export function isCatalogueFormat(value: string): value is CatalogueFormat {
  return (CATALOGUE_FORMATS as readonly string[]).includes(value);
}

/** The records of a file in one of the formats, each a program or a reason it was left out. */
export function readCatalogueFile(file: string, format: CatalogueFormat, options: ImportOptions = {}): AsyncGenerator<ImportRow> {
  switch (format) {
    case 'ma-eec':
      return readMaEecFile(file);
    case 'hifld':
      return readHifldFile(file);
    case 'osm':
      return readOsmFile(file);
    case 'csv': {
      if (!options.map) throw new ColumnMapError('--format csv needs --map name=COLUMN,... to say which column is which');
      const source = options.source ?? 'csv';
      if (!isValidSourceName(source)) {
        throw new ColumnMapError(`--source must be lower-case letters, digits and dashes (at most 40), not "${source}"`);
      }
      return readGenericCsvFile(file, options.map, source);
    }
  }
}

/** Programs written per transaction: a file of any size is read and written a batch at a time. */
const IMPORT_BATCH = 1000;

/**
 * Streams a file and upserts its programs a batch at a time, so memory does not grow with the file
 * (only the ids seen so far are kept, to skip a second record with an id already seen). A bad
 * record is skipped with its line and reason and never stops the import.
 */
export async function importCatalogueFile(
  db: Db,
  file: string,
  format: CatalogueFormat,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const summary: ImportSummary = { rowsRead: 0, inserted: 0, updated: 0, unchanged: 0, skipped: [], closed: 0, reopened: 0, heldBack: 0 };
  const firstLineOf = new Map<string, number>();
  /** Per source, the states its programs in the file lie in. */
  const covered = new Map<string, Set<string>>();
  let batch: Program[] = [];
  const flush = async () => {
    const counts = await upsertPrograms(db, batch, options.onInserted);
    summary.inserted += counts.inserted;
    summary.updated += counts.updated;
    summary.unchanged += counts.unchanged;
    batch = [];
  };
  for await (const row of readCatalogueFile(file, format, options)) {
    summary.rowsRead += 1;
    if ('skipped' in row) {
      summary.skipped.push({ line: row.line, reason: row.skipped });
      continue;
    }
    const seen = firstLineOf.get(row.program.id);
    if (seen !== undefined) {
      summary.skipped.push({ line: row.line, reason: `same id (${row.program.id}) as line ${seen}` });
      continue;
    }
    firstLineOf.set(row.program.id, row.line);
    const states = covered.get(row.program.source) ?? new Set<string>();
    covered.set(row.program.source, states.add(row.program.state));
    batch.push(row.program);
    if (batch.length >= IMPORT_BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  if (WHOLE_LISTS.has(format)) {
    const seenIds = new Set(firstLineOf.keys());
    for (const [source, states] of covered) {
      const counts = await applyClosures(db, { source, states, seenIds, allowMassClose: options.allowMassClose, onClosed: options.onClosed });
      summary.closed += counts.closed;
      summary.reopened += counts.reopened;
      summary.heldBack += counts.heldBack;
    }
  }
  summary.skipped.sort((a, b) => a.line - b.line);
  return summary;
}

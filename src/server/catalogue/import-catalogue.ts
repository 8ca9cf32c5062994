import type { Program } from '#shared/schemas/catalogue.js';
import type { Db } from '#server/db/database.js';
import { upsertPrograms, type UpsertCounts } from './catalogue.repository.js';
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
}

export interface SkippedRow {
  line: number;
  reason: string;
}

export interface ImportSummary extends UpsertCounts {
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

/**
 * Reads a whole file, then upserts its programs: a bad record is skipped with its line and reason
 * and never stops the import. A second record with an id already seen in the file is skipped too.
 */
export async function importCatalogueFile(
  db: Db,
  file: string,
  format: CatalogueFormat,
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const programs: Program[] = [];
  const skipped: SkippedRow[] = [];
  const firstLineOf = new Map<string, number>();
  for await (const row of readCatalogueFile(file, format, options)) {
    if ('skipped' in row) {
      skipped.push({ line: row.line, reason: row.skipped });
      continue;
    }
    const seen = firstLineOf.get(row.program.id);
    if (seen !== undefined) {
      skipped.push({ line: row.line, reason: `same id (${row.program.id}) as line ${seen}` });
      continue;
    }
    firstLineOf.set(row.program.id, row.line);
    programs.push(row.program);
  }
  const counts = await upsertPrograms(db, programs, options.onInserted);
  skipped.sort((a, b) => a.line - b.line);
  return { ...counts, skipped };
}

import { createReadStream } from 'node:fs';
import { parse, type Info } from 'csv-parse';

/** The file is not in the format asked for (a missing column, not JSON...): the import stops. */
export class CatalogueFormatError extends Error {}

/** Headers compare without case or separators: `PROVIDER_NUMBER`, `provider number`, `ProviderNumber`. */
export function columnKey(header: string): string {
  return header.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

export class CsvColumns {
  private readonly index = new Map<string, number>();

  constructor(readonly header: string[]) {
    // The first of two look-alike headers wins, as a reader of the file would expect.
    header.forEach((name, position) => {
      const key = columnKey(name);
      if (!this.index.has(key)) this.index.set(key, position);
    });
  }

  has(column: string): boolean {
    return this.index.has(columnKey(column));
  }

  /** Stops the import when the file lacks a column the format needs. */
  require(columns: string[], formatName: string): void {
    const missing = columns.filter((column) => !this.has(column));
    if (missing.length > 0) {
      throw new CatalogueFormatError(`This is not ${formatName}: no column ${missing.join(', ')}`);
    }
  }

  /** A reader of one column, resolved once for the whole file. */
  reader(column: string): (fields: string[]) => string | undefined {
    const position = this.index.get(columnKey(column));
    return position === undefined ? () => undefined : (fields) => fields[position];
  }
}

export type CsvItem = { line: number; fields: string[] } | { line: number; error: string };

export interface CsvFile {
  columns: CsvColumns;
  records: AsyncGenerator<CsvItem>;
}

interface ParsedRecord {
  record: string[];
  info: Info;
}

function newlinesIn(fields: string[]): number {
  let count = 0;
  for (const field of fields) if (field.includes('\n')) count += field.split('\n').length - 1;
  return count;
}

/**
 * Streams a CSV file (a UTF-8 BOM is dropped) as records with the line each starts on. A record
 * with the wrong number of fields or broken quoting becomes an error item; the rest still import.
 */
export async function openCsv(file: string): Promise<CsvFile> {
  const unreadable: CsvItem[] = [];
  const parser = parse({
    bom: true,
    info: true,
    skip_empty_lines: true,
    relax_column_count: true,
    // A stray quote (`12 "B" St`) stays part of its field; strict parsing would lose the rows after it.
    relax_quotes: true,
    skip_records_with_error: true,
    on_skip: (error) => {
      // Only the kind of error, never the record's text: a family child care row is a private home.
      if (!error) return undefined;
      const line = typeof error.lines === 'number' ? error.lines : 0;
      unreadable.push({
        line,
        error:
          error.code === 'CSV_QUOTE_NOT_CLOSED'
            ? `a quote opened before line ${line} is never closed: the rest of the file could not be read`
            : `unreadable CSV (${error.message.split(':')[0]})`,
      });
      return undefined;
    },
  });
  const input = createReadStream(file);
  input.on('error', (error) => parser.destroy(error));
  const iterator = input.pipe(parser)[Symbol.asyncIterator]() as AsyncIterator<ParsedRecord>;

  const first = await iterator.next();
  if (first.done) throw new CatalogueFormatError('The file is empty');
  const header = first.value.record;

  async function* records(): AsyncGenerator<CsvItem> {
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield* unreadable.splice(0);
      const { record, info } = next.value;
      const line = info.lines - newlinesIn(record);
      yield record.length === header.length
        ? { line, fields: record }
        : { line, error: `${record.length} fields where the header has ${header.length}` };
    }
    yield* unreadable.splice(0);
  }
  return { columns: new CsvColumns(header), records: records() };
}

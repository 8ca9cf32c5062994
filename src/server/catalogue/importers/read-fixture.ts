import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Program } from '#shared/schemas/catalogue.js';
import { readCatalogueFile, type CatalogueFormat, type ImportOptions } from '../import-catalogue.js';

export const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

export interface FixtureRead {
  programs: Program[];
  skipped: { line: number; reason: string }[];
  /** The program read from a line, by line number. */
  at(line: number): Program;
}

/** Test helper: every record of a fixture, programs and skips apart. */
export async function readFixture(name: string, format: CatalogueFormat, options: ImportOptions = {}): Promise<FixtureRead> {
  const byLine = new Map<number, Program>();
  const skipped: FixtureRead['skipped'] = [];
  for await (const row of readCatalogueFile(path.join(FIXTURES, name), format, options)) {
    if ('skipped' in row) skipped.push({ line: row.line, reason: row.skipped });
    else byLine.set(row.line, row.program);
  }
  return {
    programs: [...byLine.values()],
    skipped,
    at(line) {
      const program = byLine.get(line);
      if (!program) throw new Error(`no program read from line ${line} of ${name}`);
      return program;
    },
  };
}

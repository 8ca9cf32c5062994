import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Program } from '#shared/schemas/catalogue.js';
import { importCatalogueFile } from '#server/catalogue/import-catalogue.js';
import { migrateToLatest, openDatabase } from '#server/db/database.js';
import { round } from './stats.js';

const MA_EEC_HEADER = [
  'PROVIDER_NUMBER', 'PROGRAM_NAME', 'PROGRAM_UMBRELLA', 'PROGRAM_STREET_ADDRESS1', 'PROGRAM_STREET_ADDRESS2',
  'PROGRAM_CITY', 'PROGRAM_ZIPCODE', 'PROGRAM_PHONE', 'LICENSING_REGION', 'SUBSIDY_REGION', 'PROGRAM_TYPE',
  'LICENSED_FUNDED', 'LICENSED_PROVIDER_STATUS', 'FUNDED_PROVIDER_STATUS', 'REGULATORY_STATUS', 'FIRST_ISSUED_DATE',
  'LICENSED_CAPACITY', 'INFANT_BIRTH15MO', 'INFANT_TODDLER_BIRTH33MO', 'TODDLER_15MO33MO', 'TODDLER_PRESCHOOL_15MOK',
  'PRESCHOOL_33MOK', 'PRESCHOOLSA_33MO8YR', 'KINDERGARTEN', 'KINDERGARTEN_SCHOOLAGE', 'SCHOOLAGE_5YR14YR',
  'MULTI_AGEGROUP_BIRTH14YR', 'VOUCHER_CONTRACT', 'C3_ATTESTATION', 'COI_CAT', 'SNAPSHOT_DATE',
];

const quote = (value: string | number | null) => (value === null || value === '' ? '' : `"${String(value).replace(/"/g, '""')}"`);

/** A generated file in the statewide MA EEC format: no coordinates, so every row is placed by ZIP. */
function maEecCsv(programs: Program[]): string {
  const rows = programs.map((program, i) =>
    [
      `P-${700000 + i}`, program.name, '', program.address, '', program.city, program.zip, program.phone,
      'Metro Boston', 'Region 6', program.programType ?? 'Center-based Care', 'Licensed', 'Current', '', '',
      program.firstLicensedAt, program.capacity, '', '', '', '', program.capacity, '', '', '', '', '',
      program.acceptsSubsidy ? 'true' : 'false', '', 'Low', '03/03/2026',
    ]
      .map(quote)
      .join(','),
  );
  return `${MA_EEC_HEADER.map(quote).join(',')}\n${rows.join('\n')}\n`;
}

/** Seconds to import `programs.length` rows into a fresh SQLite catalogue, then to import them again. */
export async function importFigures(programs: Program[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'careroute-import-bench-'));
  const file = path.join(dir, 'programs.csv');
  writeFileSync(file, maEecCsv(programs));
  const db = openDatabase({ engine: 'sqlite', file: path.join(dir, 'bench.sqlite') });
  try {
    await migrateToLatest(db);
    let began = performance.now();
    const first = await importCatalogueFile(db, file, 'ma-eec');
    const firstSeconds = (performance.now() - began) / 1000;
    began = performance.now();
    const again = await importCatalogueFile(db, file, 'ma-eec');
    const againSeconds = (performance.now() - began) / 1000;
    return {
      rows: programs.length,
      firstImportSeconds: round(firstSeconds, 2),
      firstImport: { inserted: first.inserted, skipped: first.skipped.length },
      reimportSeconds: round(againSeconds, 2),
      reimport: { inserted: again.inserted, updated: again.updated, unchanged: again.unchanged },
    };
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

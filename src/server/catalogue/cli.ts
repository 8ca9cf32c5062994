import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type AppConfig } from '#server/config.js';
import { createAlertEvents } from '#server/features/alerts/alert-events.js';
import type { Db } from '#server/db/database.js';
import { databaseCommandLine, isMainModule, UsageError, type Print } from '#server/lib/command-line.js';
import { catalogueStats, catalogueVersion, countPrograms } from './catalogue.repository.js';
import { ensureDemoCatalogue } from './demo-catalogue.js';
import { SourceDownloadError } from './download-source.js';
import { CATALOGUE_FORMATS, isCatalogueFormat, type ImportOptions, type ImportSummary } from './import-catalogue.js';
import { recentImportRuns, type ImportRun } from './import-runs.repository.js';
import { importSource, isUrl } from './import-source.js';
import { CatalogueFormatError } from './importers/csv-file.js';
import { ColumnMapError, parseColumnMap } from './importers/generic-csv.js';
import { CENSUS_BATCH_MAX } from '#server/geo/census/census-batch-geocoder.js';
import { GEOCODE_PROVIDERS, type GeocodeProvider } from './geocode-catalogue.js';
import { runGeocodeCommand, type GeocodeCommand } from './geocode-command.js';

const USAGE = `Usage:
  npm run catalogue -- import FILE|URL --format <${CATALOGUE_FORMATS.join('|')}> [--map name=COL,address=COL,lat=COL,lng=COL,...] [--source NAME] [--allow-mass-close]
  npm run catalogue -- geocode [--provider <${GEOCODE_PROVIDERS.join('|')}>] [--limit N] [--batch N] [--dry-run] [--unmatched FILE]
  npm run catalogue -- stats
  npm run catalogue -- runs     (the latest imports, by file or URL, with their counts)
  npm run catalogue -- demo      (loads the generated demo catalogue when the catalogue is empty)

A licensing list (ma-eec, hifld, csv) is the whole list: its programs missing from the file are closed
(out of the search, their page says since when) and closed ones back in it reopen; when more than half
of a source's programs would close at once, none do unless --allow-mass-close is given.
An https:// URL is downloaded only when it changed since its last good import (If-None-Match,
If-Modified-Since), streamed to a temporary file, then imported as a file is.
The database is DATABASE_URL (PostgreSQL) when set, else the SQLite file under DATA_DIR.
geocode places the programs known only by their ZIP or city at their street address (default provider
census; a second run continues where the first stopped); --dry-run asks and reports but writes nothing;
--batch sets how many addresses one request (census) or one recorded step holds; the addresses not matched are written as CSV to FILE (default DATA_DIR/geocode-unmatched.csv).
--map and --source are for --format csv; --map fields: id, name, type, category, address, city, state,
zip, lat, lng, phone, email, website, capacity, licenseNumber, licenseStatus, ageGroups, subsidy, hours,
firstLicensedAt, updatedAt, and quality facts where the list has them: qualitySystem, qualityLevel,
qualityMaxLevel, inspectionDate, inspectionViolations, inspectionUrl.`;

/** How many skipped lines the import prints; the counts cover them all. */
const SHOWN_SKIPS = 20;
/** How many of the latest runs `runs` lists. */
const SHOWN_RUNS = 20;

type Command =
  | { kind: 'import'; file: string; format: (typeof CATALOGUE_FORMATS)[number]; options: ImportOptions }
  | ({ kind: 'geocode' } & GeocodeCommand)
  | { kind: 'stats' }
  | { kind: 'runs' }
  | { kind: 'demo' };

function parseOptions(argv: string[]) {
  try {
    return parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        map: { type: 'string' },
        source: { type: 'string' },
        provider: { type: 'string' },
        limit: { type: 'string' },
        batch: { type: 'string' },
        'dry-run': { type: 'boolean' },
        unmatched: { type: 'string' },
        'allow-mass-close': { type: 'boolean' },
      },
    });
  } catch (error) {
    // An unknown option or a missing value: parseArgs' message says which.
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

function parseCommand(argv: string[]): Command {
  const { values, positionals } = parseOptions(argv);
  const [command, ...rest] = positionals;
  const geocodeOptions = [values.provider, values.limit, values.batch, values['dry-run'], values.unmatched].some((value) => value !== undefined);
  if (command === 'geocode') {
    if (rest.length > 0 || values.format || values.map || values.source) throw new UsageError('geocode takes only --provider, --limit, --batch, --dry-run and --unmatched');
    return parseGeocode(values);
  }
  if (geocodeOptions) throw new UsageError('--provider, --limit, --batch, --dry-run and --unmatched are for geocode only');
  if (command === 'stats' || command === 'demo' || command === 'runs') {
    if (rest.length > 0 || values.format || values.map || values.source) throw new UsageError(`"${command}" takes no arguments`);
    return { kind: command };
  }
  if (command !== 'import') throw new UsageError(command ? `Unknown command "${command}"` : 'No command given');
  const [file, ...extra] = rest;
  if (!file || extra.length > 0) throw new UsageError('import takes exactly one FILE');
  if (!values.format) throw new UsageError(`import needs --format <${CATALOGUE_FORMATS.join('|')}>`);
  if (!isCatalogueFormat(values.format)) {
    throw new UsageError(`Unknown format "${values.format}"; use one of ${CATALOGUE_FORMATS.join(', ')}`);
  }
  if (values.format !== 'csv' && (values.map || values.source)) throw new UsageError('--map and --source are for --format csv only');
  if (values.format === 'csv' && !values.map) throw new UsageError('--format csv needs --map name=COLUMN,...');
  if (!isUrl(file) && !existsSync(file)) throw new UsageError(`No such file: ${file}`);
  const options: ImportOptions = values.map ? { map: parseColumnMap(values.map) } : {};
  if (values.source) options.source = values.source;
  if (values['allow-mass-close']) options.allowMassClose = true;
  return { kind: 'import', file, format: values.format, options };
}

function wholeNumberOption(name: string, value: string | undefined, max: number): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max) throw new UsageError(`${name} must be a whole number from 1 to ${max}`);
  return number;
}

function parseGeocode(values: ReturnType<typeof parseOptions>['values']): Command {
  const provider = values.provider ?? 'census';
  if (!(GEOCODE_PROVIDERS as readonly string[]).includes(provider)) {
    throw new UsageError(`Unknown provider "${provider}"; use one of ${GEOCODE_PROVIDERS.join(', ')}`);
  }
  const limit = wholeNumberOption('--limit', values.limit, Number.MAX_SAFE_INTEGER);
  const batchSize = wholeNumberOption('--batch', values.batch, CENSUS_BATCH_MAX);
  return {
    kind: 'geocode',
    provider: provider as GeocodeProvider,
    ...(limit === undefined ? {} : { limit }),
    ...(batchSize === undefined ? {} : { batchSize }),
    dryRun: values['dry-run'] ?? false,
    ...(values.unmatched === undefined ? {} : { unmatchedFile: values.unmatched }),
  };
}

function printCounts(print: Print, title: string, counts: Record<string, number>): void {
  print(`${title}:`);
  for (const [key, count] of Object.entries(counts)) print(`  ${key.padEnd(22)} ${String(count).padStart(7)}`);
}

/** What an import tells the alerts: programs new to the catalogue, and programs that left their list. */
type ImportEvents = Pick<ImportOptions, 'onInserted' | 'onClosed'>;

async function runCommand(db: Db, command: Command, config: AppConfig, print: Print, events: ImportEvents): Promise<void> {
  if (command.kind === 'geocode') {
    await runGeocodeCommand(db, command, config, print);
    return;
  }
  if (command.kind === 'demo') {
    const inserted = await ensureDemoCatalogue(db);
    print(
      inserted > 0
        ? `Loaded ${inserted} demo programs (source "demo").`
        : `The catalogue already holds ${await countPrograms(db)} programs; the demo only loads into an empty catalogue.`,
    );
    return;
  }
  if (command.kind === 'stats') {
    const stats = await catalogueStats(db);
    print(`Catalogue: ${stats.total} programs, version ${await catalogueVersion(db)}`);
    printCounts(print, 'By source', stats.bySource);
    printCounts(print, 'By category', stats.byCategory);
    printCounts(print, 'By location precision', stats.byLocationPrecision);
    printCounts(print, 'By state', stats.byState);
    return;
  }
  if (command.kind === 'runs') {
    printRuns(print, await recentImportRuns(db, SHOWN_RUNS));
    return;
  }
  await runImport(db, command, config, print, events);
}

async function runImport(db: Db, command: Extract<Command, { kind: 'import' }>, config: AppConfig, print: Print, events: ImportEvents) {
  const started = performance.now();
  const outcome = await importSource(db, command.file, command.format, { ...command.options, ...events, userAgent: config.geo.userAgent });
  if (outcome.status === 'not-modified') print(`${command.file} has not changed since its last import: nothing to do.`);
  else printImport(print, command, outcome.summary, (performance.now() - started) / 1000);
}

function printImport(print: Print, command: Extract<Command, { kind: 'import' }>, summary: ImportSummary, seconds: number) {
  const name = isUrl(command.file) ? command.file : path.basename(command.file);
  print(`Imported ${name} (${command.format}) in ${seconds.toFixed(1)} s`);
  printCounts(print, 'Programs', {
    read: summary.rowsRead,
    inserted: summary.inserted,
    updated: summary.updated,
    unchanged: summary.unchanged,
    skipped: summary.skipped.length,
    closed: summary.closed,
    reopened: summary.reopened,
  });
  if (summary.heldBack > 0) {
    print(
      `${summary.heldBack} programs missing from the file were left open: more than half of a source's programs at once looks like a cut-short file. Check it, then import again with --allow-mass-close if they really left the list.`,
    );
  }
  if (summary.skipped.length > 0) {
    const shown = summary.skipped.slice(0, SHOWN_SKIPS);
    print(`Skipped (${shown.length === summary.skipped.length ? 'all' : `first ${shown.length} of ${summary.skipped.length}`}):`);
    for (const { line, reason } of shown) print(`  line ${line}: ${reason}`);
  }
}

function printRuns(print: Print, runs: ImportRun[]) {
  if (runs.length === 0) {
    print('No imports yet.');
    return;
  }
  for (const run of runs) {
    const counts =
      run.status === 'imported'
        ? ` read ${run.rowsRead}, inserted ${run.inserted}, updated ${run.updated}, unchanged ${run.unchanged}, skipped ${run.skipped}, closed ${run.closed}, reopened ${run.reopened}`
        : '';
    const error = run.error ? `: ${run.error}` : '';
    print(`${run.startedAt}  ${run.status.padEnd(12)} ${run.format.padEnd(6)} ${run.origin}${counts}${error}`);
  }
}

/** The catalogue command. */
export const runCatalogueCli = databaseCommandLine({
  name: 'catalogue',
  usage: USAGE,
  parse: parseCommand,
  // A column map the command line names is part of the command line.
  isUsageError: (error) => error instanceof ColumnMapError,
  config: loadConfig,
  run: async (db, command, config, print) => {
    const alerts = createAlertEvents(config);
    await runCommand(db, command, config, print, { onInserted: alerts.programsInserted, onClosed: alerts.programsClosed });
    return 0;
  },
  // These say what to fix in the file, the map, the download or the configuration.
  exitCodeOf: (error) =>
    error instanceof CatalogueFormatError || error instanceof ColumnMapError ? 2 : error instanceof SourceDownloadError ? 1 : undefined,
});

if (isMainModule(import.meta.url)) {
  process.exitCode = await runCatalogueCli(process.argv.slice(2));
}

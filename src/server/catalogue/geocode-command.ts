import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SingleBar } from 'cli-progress';
import { stringify } from 'csv-stringify/sync';
import type { AppConfig } from '#server/config.js';
import type { Db } from '#server/db/database.js';
import { addressGeocoderFor, geocodeCatalogue, type GeocodeOptions, type GeocodeProvider } from './geocode-catalogue.js';

export interface GeocodeCommand {
  provider: GeocodeProvider;
  limit?: number;
  batchSize?: number;
  dryRun: boolean;
  unmatchedFile?: string;
}

type Print = (line: string) => void;

/**
 * Progress as a bar on a terminal, as a line per batch otherwise (a log or CI keeps every line,
 * where a bar's redraws would fill it).
 */
function progressReporter(print: Print, interactive: boolean): { onProgress: NonNullable<GeocodeOptions['onProgress']>; stop: () => void } {
  if (interactive) {
    const bar = new SingleBar({ format: 'Geocoding [{bar}] {percentage}% | {value}/{total} addresses | {eta_formatted} left', hideCursor: true });
    let started = false;
    return {
      onProgress: (done, total) => {
        if (!started) bar.start(total, done);
        else bar.update(done);
        started = true;
      },
      stop: () => bar.stop(),
    };
  }
  return { onProgress: (done, total) => print(`Geocoding: ${done}/${total} addresses`), stop: () => undefined };
}

/** `catalogue geocode`: runs the pass, prints the summary and writes the unmatched rows as CSV. */
export async function runGeocodeCommand(db: Db, command: GeocodeCommand, config: AppConfig, print: Print, interactive = Boolean(process.stdout.isTTY)): Promise<void> {
  const geocoder = addressGeocoderFor(command.provider, config.geo, db, command.batchSize);
  const progress = progressReporter(print, interactive);
  const started = performance.now();
  let summary;
  try {
    summary = await geocodeCatalogue(db, geocoder, {
      ...(command.limit === undefined ? {} : { limit: command.limit }),
      dryRun: command.dryRun,
      onProgress: progress.onProgress,
    });
  } finally {
    progress.stop();
  }
  const seconds = (performance.now() - started) / 1000;
  print(`${command.dryRun ? 'Dry run: nothing written. ' : ''}Asked ${command.provider} about ${summary.asked} addresses in ${seconds.toFixed(1)} s${summary.asked > 0 ? ` (${Math.round(summary.asked / Math.max(seconds, 0.001))} a second)` : ''}:`);
  print(`  matched exactly        ${String(summary.exact).padStart(7)}`);
  print(`  matched approximately  ${String(summary.approximate).padStart(7)}`);
  print(`  not matched            ${String(summary.unmatched.length).padStart(7)}`);
  if (summary.unanswered > 0) print(`  not answered           ${String(summary.unanswered).padStart(7)}  (asked again next run)`);
  if (!command.dryRun) print(`Moved ${summary.moved} programs to their street address.`);
  if (summary.unmatched.length > 0) {
    const file = command.unmatchedFile ?? path.join(config.dataDir, 'geocode-unmatched.csv');
    const rows = summary.unmatched.map(({ id, name, street, city, state, zip }) => ({ id, name, address: street, city, state, zip }));
    await writeFile(file, stringify(rows, { header: true }), { mode: 0o600 });
    print(`The addresses not matched are in ${file}.`);
  }
}

import { readFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { z } from 'zod';
import type { Db } from '#server/db/database.js';
import type { BackgroundWork } from '#server/graceful-shutdown.js';
import { releaseLease, takeLease } from '#server/lib/job-lease.js';
import { geocodeCatalogue, type AddressGeocoder } from './geocode-catalogue.js';
import { CATALOGUE_FORMATS, type ImportOptions } from './import-catalogue.js';
import { parseColumnMap } from './importers/generic-csv.js';
import { importSource } from './import-source.js';

/** One licensing list to keep current: where it is, its format, how often, and whether to geocode what it brings. */
const catalogueSource = z
  .object({
    url: z.string().trim().min(1),
    format: z.enum(CATALOGUE_FORMATS),
    everyHours: z.number().positive().max(24 * 31).default(24),
    geocode: z.boolean().default(true),
    /** For format csv, as the CLI's --source and --map. */
    source: z.string().optional(),
    map: z.string().optional(),
  })
  .strict()
  .refine((source) => source.format !== 'csv' || source.map !== undefined, { error: 'a csv source needs "map"', path: ['map'] });
export type CatalogueSource = z.infer<typeof catalogueSource>;

export class CatalogueSourcesError extends Error {}

/** The CATALOGUE_SOURCES file, checked whole at start so a mistake stops the server, not a refresh at 3 a.m. */
export async function readCatalogueSources(file: string): Promise<CatalogueSource[]> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new CatalogueSourcesError(`CATALOGUE_SOURCES: cannot read ${file} as JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const parsed = z.array(catalogueSource).min(1, { error: 'lists no source' }).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CatalogueSourcesError(`CATALOGUE_SOURCES: ${file}${issue?.path.length ? ` at ${issue.path.join('.')}` : ''}: ${issue?.message ?? 'invalid'}`);
  }
  parsed.data.forEach((source, index) => {
    try {
      if (source.map) parseColumnMap(source.map);
    } catch (error) {
      throw new CatalogueSourcesError(`CATALOGUE_SOURCES: ${file} at ${index}.map: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  return parsed.data;
}

const LEASE = 'catalogue-refresh';
/** Longer than any one source's import and geocode pass; renewed between sources. */
const LEASE_MS = 30 * 60_000;
/** A source whose refresh failed is tried again after this, not at every check. */
const RETRY_AFTER_MS = 60 * 60_000;

/** Due when its last good refresh is older than its interval and its last try older than the retry wait. */
async function isDue(db: Db, source: CatalogueSource, now: number): Promise<boolean> {
  const runs = await db
    .selectFrom('catalogueImportRuns')
    .select(['status', 'startedAt', 'finishedAt'])
    .where('origin', '=', source.url)
    .orderBy('startedAt', 'desc')
    .limit(20)
    .execute();
  const lastGood = runs.find((run) => run.status === 'imported' || run.status === 'not-modified');
  if (lastGood && now - Date.parse(lastGood.finishedAt ?? lastGood.startedAt) < source.everyHours * 3_600_000) return false;
  const lastTry = runs[0];
  return !lastTry || now - Date.parse(lastTry.startedAt) >= RETRY_AFTER_MS || lastTry === lastGood;
}

export interface RefreshLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface ScheduledRefreshOptions {
  db: Db;
  sources: CatalogueSource[];
  userAgent: string;
  /** Run over the programs an import placed only by ZIP or city; null: no geocoding. */
  geocoder: AddressGeocoder | null;
  events: Pick<ImportOptions, 'onInserted' | 'onClosed'>;
  log: RefreshLog;
  checkEveryMs?: number;
  /** This instance's name in the lease. */
  holder?: string;
}

/**
 * Refreshes every due source, on one instance at a time: the one holding the database lease
 * (docs/decisions/0033). Each refresh is an import by URL (nothing downloaded when unchanged)
 * followed, when it brought programs, by a geocoding pass.
 */
export async function refreshDueSources(options: ScheduledRefreshOptions, holder: string): Promise<number> {
  const { db, sources, log } = options;
  if (!(await takeLease(db, LEASE, holder, LEASE_MS))) return 0;
  let refreshed = 0;
  try {
    for (const source of sources) {
      if (!(await isDue(db, source, Date.now()))) continue;
      if (!(await takeLease(db, LEASE, holder, LEASE_MS))) break;
      refreshed += 1;
      try {
        const importOptions: ImportOptions = { ...options.events };
        if (source.map) importOptions.map = parseColumnMap(source.map);
        if (source.source) importOptions.source = source.source;
        const outcome = await importSource(db, source.url, source.format, { ...importOptions, userAgent: options.userAgent });
        if (outcome.status === 'not-modified') {
          log.info({ source: source.url }, 'catalogue source unchanged');
          continue;
        }
        const { inserted, updated, closed, reopened } = outcome.summary;
        log.info({ source: source.url, inserted, updated, closed, reopened }, 'catalogue source imported');
        if (source.geocode && options.geocoder && inserted + updated > 0) {
          const geocoded = await geocodeCatalogue(db, options.geocoder);
          log.info({ source: source.url, asked: geocoded.asked, moved: geocoded.moved }, 'catalogue geocoded');
        }
      } catch (error) {
        log.error({ source: source.url, err: error }, 'catalogue refresh failed');
      }
    }
  } finally {
    await releaseLease(db, LEASE, holder);
  }
  return refreshed;
}

export function startScheduledRefresh(options: ScheduledRefreshOptions): BackgroundWork {
  const holder = options.holder ?? `${hostname()}:${process.pid}`;
  let running: Promise<unknown> | null = null;
  const check = () => {
    if (running) return;
    running = refreshDueSources(options, holder)
      .catch((error: unknown) => options.log.error({ err: error }, 'catalogue refresh failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(check, options.checkEveryMs ?? 60_000);
  timer.unref();
  // The first check soon after start, not a whole interval later.
  const first = setTimeout(check, 1000);
  first.unref();
  return {
    async stop() {
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}

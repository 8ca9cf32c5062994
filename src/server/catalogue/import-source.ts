import type { Db } from '#server/db/database.js';
import { downloadSource, type Download } from './download-source.js';
import { importCatalogueFile, type CatalogueFormat, type ImportOptions, type ImportSummary } from './import-catalogue.js';
import { finishImportRun, startImportRun } from './import-runs.repository.js';

/** A file path or an http(s) URL, as an operator or a source list names it. */
export const isUrl = (text: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(text);

export type SourceImport = { status: 'not-modified' } | { status: 'imported'; summary: ImportSummary };

/**
 * Imports a file or a URL (downloaded only when it changed: docs/decisions/0031) and records the run
 * whatever its outcome: the one way the CLI and the scheduled refresh import.
 */
export async function importSource(
  db: Db,
  origin: string,
  format: CatalogueFormat,
  options: ImportOptions & { userAgent: string },
): Promise<SourceImport> {
  const runId = await startImportRun(db, origin, format);
  try {
    let file = origin;
    let download: Download | undefined;
    if (isUrl(origin)) {
      download = await downloadSource(db, origin, { userAgent: options.userAgent });
      if (download.status === 'not-modified') {
        await finishImportRun(db, runId, { status: 'not-modified' });
        return { status: 'not-modified' };
      }
      file = download.file;
    }
    try {
      const summary = await importCatalogueFile(db, file, format, options);
      await finishImportRun(db, runId, { status: 'imported', summary });
      if (download?.status === 'downloaded') await download.remember();
      return { status: 'imported', summary };
    } finally {
      if (download?.status === 'downloaded') await download.discard();
    }
  } catch (error) {
    await finishImportRun(db, runId, { status: 'failed', error: error instanceof Error ? error.message : String(error) });
    throw error;
  }
}

import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/database.js';
import type { ImportSummary, SkippedRow } from './import-catalogue.js';

/** Skipped lines a run keeps with their reasons; the count covers them all. */
export const KEPT_SKIPPED_LINES = 20;

export type ImportRunStatus = 'running' | 'imported' | 'not-modified' | 'failed';

export interface ImportRun {
  id: string;
  origin: string;
  format: string;
  startedAt: string;
  finishedAt: string | null;
  status: ImportRunStatus;
  rowsRead: number;
  inserted: number;
  updated: number;
  unchanged: number;
  skipped: number;
  skippedLines: SkippedRow[];
  error: string | null;
  closed: number;
  reopened: number;
}

export async function startImportRun(db: Db, origin: string, format: string): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('catalogueImportRuns')
    .values({ id, origin: origin.slice(0, 1000), format, startedAt: new Date().toISOString(), status: 'running' })
    .execute();
  return id;
}

export async function finishImportRun(
  db: Db,
  id: string,
  outcome: { status: 'imported'; summary: ImportSummary } | { status: 'not-modified' } | { status: 'failed'; error: string },
): Promise<void> {
  const finishedAt = new Date().toISOString();
  const counts =
    outcome.status === 'imported'
      ? {
          rowsRead: outcome.summary.rowsRead,
          inserted: outcome.summary.inserted,
          updated: outcome.summary.updated,
          unchanged: outcome.summary.unchanged,
          skipped: outcome.summary.skipped.length,
          skippedLines: JSON.stringify(outcome.summary.skipped.slice(0, KEPT_SKIPPED_LINES)),
          closed: outcome.summary.closed,
          reopened: outcome.summary.reopened,
        }
      : {};
  await db
    .updateTable('catalogueImportRuns')
    .set({ finishedAt, status: outcome.status, error: outcome.status === 'failed' ? outcome.error.slice(0, 1000) : null, ...counts })
    .where('id', '=', id)
    .execute();
}

/** The latest runs first. */
export async function recentImportRuns(db: Db, limit: number): Promise<ImportRun[]> {
  const rows = await db.selectFrom('catalogueImportRuns').selectAll().orderBy('startedAt', 'desc').orderBy('id').limit(limit).execute();
  return rows.map((row) => ({ ...row, status: row.status as ImportRunStatus, skippedLines: JSON.parse(row.skippedLines) as SkippedRow[] }));
}

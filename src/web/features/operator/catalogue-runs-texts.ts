import type { ImportRunView } from '#shared/schemas/operator.js';

/** What the operator page says about catalogue imports (docs/decisions/0031). */
export const catalogueRunsTexts = {
  title: 'Catalogue imports',
  intro: 'Each import of a licensing list, by hand or on schedule, with what it changed.',
  none: 'No import yet: the catalogue holds only what was loaded at start.',
  loadFailed: 'The imports could not be loaded.',
  status: {
    running: 'Running',
    imported: 'Imported',
    'not-modified': 'Unchanged at the source',
    failed: 'Failed',
  } satisfies Record<ImportRunView['status'], string>,
  counts: (run: Pick<ImportRunView, 'rowsRead' | 'inserted' | 'updated' | 'unchanged' | 'skipped' | 'closed' | 'reopened'>) =>
    `${run.rowsRead} read · ${run.inserted} new · ${run.updated} updated · ${run.unchanged} unchanged · ${run.skipped} skipped · ${run.closed} closed · ${run.reopened} reopened`,
  skippedLine: (line: number, reason: string) => `Line ${line}: ${reason}`,
};

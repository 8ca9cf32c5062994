import { msg } from '@lingui/core/runtime-macro';
import type { ImportRunView } from '#shared/schemas/operator.js';

/** What the operator page says about catalogue imports (docs/decisions/0031). */
export const catalogueRunsTexts = {
  title: msg`Catalogue imports`,
  intro: msg`Each import of a licensing list, by hand or on schedule, with what it changed.`,
  none: msg`No import yet: the catalogue holds only what was loaded at start.`,
  loadFailed: msg`The imports could not be loaded.`,
  status: {
    running: msg`Running`,
    imported: msg`Imported`,
    'not-modified': msg`Unchanged at the source`,
    failed: msg`Failed`,
  } satisfies Record<ImportRunView['status'], unknown>,
  counts: ({ rowsRead, inserted, updated, unchanged, skipped, closed, reopened }: Pick<ImportRunView, 'rowsRead' | 'inserted' | 'updated' | 'unchanged' | 'skipped' | 'closed' | 'reopened'>) =>
    msg`${{ rowsRead }} read · ${{ inserted }} new · ${{ updated }} updated · ${{ unchanged }} unchanged · ${{ skipped }} skipped · ${{ closed }} closed · ${{ reopened }} reopened`,
  skippedLine: (line: number, reason: string) => msg`Line ${{ line }}: ${{ reason }}`,
};

import type { Db } from '#server/db/database.js';
import type { ListingSectionRow } from '#server/db/schema.js';

/** Six columns a row: well within both engines' bound-parameter limits. */
const BATCH_SIZE = 500;

/**
 * Writes demo listing sections, replacing earlier demo ones; a section a provider or their
 * software saved (updatedVia other than 'demo') is never overwritten.
 */
export async function putDemoListingSections(db: Db, rows: ListingSectionRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await db
      .insertInto('listingSections')
      .values(rows.slice(start, start + BATCH_SIZE))
      .onConflict((conflict) =>
        conflict
          .columns(['programId', 'section'])
          .doUpdateSet((eb) => ({
            data: eb.ref('excluded.data'),
            updatedAt: eb.ref('excluded.updatedAt'),
            updatedVia: eb.ref('excluded.updatedVia'),
            updatedBy: eb.ref('excluded.updatedBy'),
          }))
          .where('listingSections.updatedVia', '=', 'demo'),
      )
      .execute();
  }
}

import type { Db } from '#server/db/database.js';
import { bumpCatalogueVersion } from './catalogue.repository.js';

/** A program that has just left its licensing list. */
export interface ClosedProgram {
  id: string;
  name: string;
}

export interface ClosureCounts {
  closed: number;
  reopened: number;
  /** Missing from the file but left open: too many at once to be believed (see MASS_CLOSE). */
  heldBack: number;
}

/**
 * A file that suddenly lacks more than half of a source's open programs in the states it covers is
 * more likely cut short or filtered than a real wave of closures: nothing is closed unless the
 * operator says so (`--allow-mass-close`). Small sources are exempt below MIN programs missing.
 */
export const MASS_CLOSE = { share: 0.5, min: 20 };

const CHUNK = 500;

export interface ClosureScope {
  source: string;
  /** The states the file covers: a Florida file says nothing about Illinois programs of the same source. */
  states: ReadonlySet<string>;
  /** Every id the file holds for this source. */
  seenIds: ReadonlySet<string>;
  allowMassClose?: boolean;
  /** Told of the programs closed, in the transaction that closes them (saved-program alerts). */
  onClosed?: (trx: Db, closed: ClosedProgram[], now: string) => Promise<void>;
}

/**
 * After a whole licensing list has been imported: its programs that the file no longer holds are
 * closed (they leave the search, their page says since when), and closed ones it holds again reopen
 * (docs/decisions/0031). One transaction; the catalogue version moves when anything changed.
 */
export async function applyClosures(db: Db, scope: ClosureScope): Promise<ClosureCounts> {
  const states = [...scope.states];
  if (states.length === 0) return { closed: 0, reopened: 0, heldBack: 0 };
  const now = new Date().toISOString();
  const counts = await db.transaction().execute(async (trx) => {
    const inScope = await trx
      .selectFrom('cataloguePrograms')
      .select(['id', 'name', 'closedAt'])
      .where('source', '=', scope.source)
      .where('state', 'in', states)
      .execute();
    const open = inScope.filter((program) => program.closedAt === null);
    const missing = open.filter((program) => !scope.seenIds.has(program.id));
    const back = inScope.filter((program) => program.closedAt !== null && scope.seenIds.has(program.id));
    const massive = missing.length >= MASS_CLOSE.min && missing.length > open.length * MASS_CLOSE.share;
    const closing = massive && !scope.allowMassClose ? [] : missing;

    for (let start = 0; start < closing.length; start += CHUNK) {
      const ids = closing.slice(start, start + CHUNK).map(({ id }) => id);
      await trx.updateTable('cataloguePrograms').set({ closedAt: now, updatedAt: now }).where('id', 'in', ids).execute();
    }
    for (let start = 0; start < back.length; start += CHUNK) {
      const ids = back.slice(start, start + CHUNK).map(({ id }) => id);
      await trx.updateTable('cataloguePrograms').set({ closedAt: null, updatedAt: now }).where('id', 'in', ids).execute();
    }
    if (closing.length > 0) await scope.onClosed?.(trx, closing.map(({ id, name }) => ({ id, name })), now);
    return { closed: closing.length, reopened: back.length, heldBack: missing.length - closing.length };
  });
  if (counts.closed + counts.reopened > 0) await bumpCatalogueVersion(db, now);
  return counts;
}

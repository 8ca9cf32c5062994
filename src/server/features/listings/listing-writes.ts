import type { Listing, ListingSection } from '#shared/schemas/listing.js';
import type { Db } from '#server/db/database.js';
import { appendAudit, type Actor } from './audit-log.repository.js';
import { fieldChanges } from './field-changes.js';
import { findListing } from './listing.repository.js';

/** A section's data, already checked by its contract schema (and the program's capacity). */
export type SectionData = NonNullable<Listing[ListingSection]>['data'];

/**
 * Called in the write's transaction after a section is saved, so what it writes (alert
 * notifications and their emails) commits with the section or not at all (docs/decisions/0024).
 */
export type SectionSavedHook = (
  trx: Db,
  change: { programId: string; section: ListingSection; before: unknown; beforeAt: string | null; after: unknown; at: string },
) => Promise<void>;

/** Who writes, and for the stored row, on whose account: a feed token writes on its creator's. */
export interface ListingWriter {
  actor: Actor;
  accountId: string;
}

/**
 * Starts the write transaction with a write: PostgreSQL then holds the section's row until the
 * commit, so the audit's old values are the ones this write replaces, and SQLite takes its write
 * lock up front instead of failing to upgrade a read when another instance wrote in between.
 */
async function lockSection(trx: Db, programId: string, section: ListingSection): Promise<void> {
  await trx
    .updateTable('listingSections')
    .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
    .where('programId', '=', programId)
    .where('section', '=', section)
    .execute();
}

function findSection(trx: Db, programId: string, section: ListingSection) {
  return trx
    .selectFrom('listingSections')
    .selectAll()
    .where('programId', '=', programId)
    .where('section', '=', section)
    .executeTakeFirst();
}

/** Saves one section, stamped now, and logs each changed field in the same transaction; answers the whole listing. */
export async function saveSection(
  db: Db,
  programId: string,
  section: ListingSection,
  data: SectionData,
  { actor, accountId }: ListingWriter,
  onSaved?: SectionSavedHook,
): Promise<Listing> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await lockSection(trx, programId, section);
    const before = await findSection(trx, programId, section);
    const stored = {
      data: JSON.stringify(data),
      updatedAt: now,
      updatedVia: actor.userId === null ? 'feed' : 'provider',
      updatedBy: accountId,
    };
    await trx
      .insertInto('listingSections')
      .values({ programId, section, ...stored })
      .onConflict((conflict) => conflict.columns(['programId', 'section']).doUpdateSet(stored))
      .execute();
    const previous: unknown = before ? JSON.parse(before.data) : null;
    const changes = fieldChanges(previous ?? {}, data);
    await appendAudit(trx, { programId, action: `${section}-updated`, actor, changes });
    await onSaved?.(trx, { programId, section, before: previous, beforeAt: before?.updatedAt ?? null, after: data, at: now });
  });
  return findListing(db, programId);
}

/** "Still accurate": the openings stay as they are, confirmed now. Null when there are none to confirm. */
export async function confirmOpenings(
  db: Db,
  programId: string,
  { actor, accountId }: ListingWriter,
  onSaved?: SectionSavedHook,
): Promise<Listing | null> {
  const confirmed = await db.transaction().execute(async (trx) => {
    await lockSection(trx, programId, 'openings');
    const before = await findSection(trx, programId, 'openings');
    if (!before) return false;
    const now = new Date().toISOString();
    await trx
      .updateTable('listingSections')
      .set({ updatedAt: now, updatedVia: 'provider', updatedBy: accountId })
      .where('programId', '=', programId)
      .where('section', '=', 'openings')
      .execute();
    const changes = [{ field: 'updatedAt', old: before.updatedAt, new: now }];
    await appendAudit(trx, { programId, action: 'openings-confirmed', actor, changes });
    // Stale openings confirmed are fresh again (docs/decisions/0021): alerts may want to hear of them.
    const data: unknown = JSON.parse(before.data);
    await onSaved?.(trx, { programId, section: 'openings', before: data, beforeAt: before.updatedAt, after: data, at: now });
    return true;
  });
  return confirmed ? findListing(db, programId) : null;
}

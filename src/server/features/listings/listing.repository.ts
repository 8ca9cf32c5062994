import { EMPTY_LISTING, type Listing } from '#shared/schemas/listing.js';
import type { Db } from '#server/db/database.js';
import type { ListingSectionRow } from '#server/db/schema.js';

/** A program's listing from its stored sections; a section never saved is null. */
export function toListing(rows: ListingSectionRow[]): Listing {
  const listing: Listing = { ...EMPTY_LISTING };
  for (const row of rows) {
    const stamped = { data: JSON.parse(row.data), updatedAt: row.updatedAt, updatedVia: row.updatedVia };
    // Rows are written only from a section validated by the contract, under its own name.
    (listing as Record<string, unknown>)[row.section] = stamped;
  }
  return listing;
}

export async function findListing(db: Db, programId: string): Promise<Listing> {
  return toListing(await db.selectFrom('listingSections').selectAll().where('programId', '=', programId).execute());
}

/** The listings of several programs in one read, by program id; a program with no section saved maps to the empty listing. */
export async function findListings(db: Db, programIds: readonly string[]): Promise<Map<string, Listing>> {
  if (programIds.length === 0) return new Map();
  const rows = await db.selectFrom('listingSections').selectAll().where('programId', 'in', [...programIds]).execute();
  return new Map(programIds.map((id) => [id, toListing(rows.filter((row) => row.programId === id))]));
}

import type { SavedDaycare } from '#shared/schemas/saved.js';
import { isUniqueViolation, type Db } from '#server/db/database.js';
import type { NewSavedDaycareRow, SavedDaycareRow } from '#server/db/schema.js';

/** The one place a stored saved daycare becomes an API object: the owner's id stays inside. */
export function toSavedDaycare(row: SavedDaycareRow): SavedDaycare {
  return {
    id: row.id,
    placeId: row.placeId,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    phoneNumber: row.phoneNumber,
    email: row.email,
    website: row.website,
    capacity: row.capacity,
    licenseNumber: row.licenseNumber,
    savedAt: row.savedAt,
  };
}

/** Null when the parent already saved this program: the unique indexes decide, so racing saves leave one row. */
export async function insertSavedDaycare(db: Db, row: NewSavedDaycareRow): Promise<SavedDaycareRow | null> {
  try {
    return await db.insertInto('savedDaycares').values(row).returningAll().executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Newest first; the id breaks ties between saves of the same millisecond so the order is stable. */
export function findSavedDaycares(db: Db, userId: string): Promise<SavedDaycareRow[]> {
  return db
    .selectFrom('savedDaycares')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('savedAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** False when no saved daycare of this parent has the id (another parent's counts as none). */
export async function deleteSavedDaycare(db: Db, userId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('savedDaycares')
    .where('id', '=', id)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

import type { Insertable, Selectable } from 'kysely';
import { isUniqueViolation, type Db } from '#server/db/database.js';
import type { Database } from '#server/db/schema.js';

/** Tables whose records have their own id and the id of the parent who owns them. */
type OwnedRecordTables = {
  [T in keyof Database as Database[T] extends { id: string; userId: string } ? T : never]?: keyof Database[T];
};

/**
 * The tables that hold a saved list (saved daycares, saved routes), each with the column that says
 * when a record was saved, which orders the list. A new kind of saved list adds its table here.
 */
const SAVED_AT = {
  savedDaycares: 'savedAt',
  savedRoutes: 'createdAt',
} as const satisfies OwnedRecordTables;

export type SavedListTable = keyof typeof SAVED_AT;
export type SavedListRow<T extends SavedListTable> = Selectable<Database[T]>;
export type NewSavedListRow<T extends SavedListTable> = Insertable<Database[T]>;

/** Null when the parent already saved this record: the unique indexes decide, so racing saves leave one row. */
export async function insertUnlessSaved<T extends SavedListTable>(
  db: Db,
  table: T,
  row: NewSavedListRow<T>,
): Promise<SavedListRow<T> | null> {
  try {
    return await db.insertInto(table).values(row).returningAll().executeTakeFirstOrThrow();
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

/** Newest first; the id breaks ties between saves of the same millisecond so the order is stable. */
export function findNewestFirst<T extends SavedListTable>(db: Db, table: T, userId: string): Promise<SavedListRow<T>[]>;
// Kysely cannot type a query on a table the caller picks (a type parameter); the signature above
// keeps each caller's row type, this one reads from whichever table it is given.
export function findNewestFirst(db: Db, table: SavedListTable, userId: string): Promise<SavedListRow<SavedListTable>[]> {
  return db
    .selectFrom(table)
    .selectAll()
    .where('userId', '=', userId)
    .orderBy(SAVED_AT[table], 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** False when no record of this parent has the id (another parent's counts as none). */
export async function deleteOwned(db: Db, table: SavedListTable, userId: string, id: string): Promise<boolean> {
  const result = await db.deleteFrom(table).where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

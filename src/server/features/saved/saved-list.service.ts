import type { Db } from '#server/db/database.js';
import {
  deleteOwned,
  findNewestFirst,
  insertUnlessSaved,
  type NewSavedListRow,
  type SavedListRow,
  type SavedListTable,
} from './saved-list.repository.js';

/** What makes one kind of saved list its own: where it is stored, how a request becomes a row, and a row an API object. */
export interface SavedKind<T extends SavedListTable, Request, Saved> {
  table: T;
  /** The row to store for this parent's request, its new id and the time of saving included. */
  newRow: (db: Db, userId: string, request: Request) => Promise<NewSavedListRow<T>> | NewSavedListRow<T>;
  /** The one place a stored record becomes an API object: the owner's id stays inside. */
  toApi: (row: SavedListRow<T>) => Saved;
  /** Facts kept elsewhere that change after saving (a program's rating), read for all the records at once. */
  withCurrentFacts?: (db: Db, saved: Saved[]) => Promise<Saved[]>;
}

/** Saving, listing and removing, the same for every saved list; each query is scoped to one parent. */
export interface SavedListService<Request, Saved> {
  /** The new record, or null when the parent already saved the same one. */
  save: (db: Db, userId: string, request: Request) => Promise<Saved | null>;
  /** Newest first. */
  list: (db: Db, userId: string) => Promise<Saved[]>;
  /** False when the parent has no record with this id (another parent's counts as none). */
  remove: (db: Db, userId: string, id: string) => Promise<boolean>;
}

export function savedListService<T extends SavedListTable, Request, Saved>(
  kind: SavedKind<T, Request, Saved>,
): SavedListService<Request, Saved> {
  const current = (db: Db, saved: Saved[]) => (kind.withCurrentFacts ? kind.withCurrentFacts(db, saved) : Promise.resolve(saved));
  return {
    save: async (db, userId, request) => {
      const row = await insertUnlessSaved(db, kind.table, await kind.newRow(db, userId, request));
      return row && (await current(db, [kind.toApi(row)]))[0]!;
    },
    list: async (db, userId) => current(db, (await findNewestFirst(db, kind.table, userId)).map(kind.toApi)),
    remove: (db, userId, id) => deleteOwned(db, kind.table, userId, id),
  };
}

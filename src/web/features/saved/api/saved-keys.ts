/** The kinds of saved list a parent has; a new kind (saved searches, alerts) is one more word. */
export const SAVED_KINDS = ['daycares', 'routes'] as const;
export type SavedKind = (typeof SAVED_KINDS)[number];

/** Query and mutation keys of the saved lists: one list per kind per parent, named by their id. */
export const savedKeys = {
  list: (kind: SavedKind, userId: string) => ['saved', kind, userId] as const,
  changes: (kind: SavedKind) => ['saved', kind, 'change'] as const,
};

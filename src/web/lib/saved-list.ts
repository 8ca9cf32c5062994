/** A saved list as the pages show it: the records, removal, and how loading went. */
export interface SavedList<Saved> {
  /** The signed-in parent's records, newest first; empty when signed out or still loading. */
  records: readonly Saved[];
  /** Removes one record (header list, profile); one still being saved has no server id to remove yet. */
  remove: (record: Saved) => void;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

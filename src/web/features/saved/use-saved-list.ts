import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { savedListApi } from './api/saved-list';
import { isPlaceholder } from './saved-list-updates';
import type { SavedList } from '#web/lib/saved-list';
import { useSignedInUserId } from './use-signed-in-user-id';


const NONE: readonly never[] = [];

/** One saved list of the signed-in parent, with removal; every function keeps its identity between renders. */
export function useSavedList<Saved extends { id: string }, Request>(
  api: ReturnType<typeof savedListApi<Saved, Request>>,
): SavedList<Saved> & { userId: string | null } {
  const userId = useSignedInUserId();
  const query = useQuery(api.listQueryOptions(userId));
  const { mutate: unsave } = api.useRemoveMutation();
  const records = (userId && query.data) || NONE;

  const remove = useCallback(
    (record: Saved) => {
      if (userId && !isPlaceholder(record)) unsave({ userId, record });
    },
    [userId, unsave],
  );
  const { refetch: refetchQuery } = query;
  const refetch = useCallback(() => void refetchQuery(), [refetchQuery]);

  return { userId, records, remove, isLoading: userId !== null && query.isPending, isError: query.isError, refetch };
}

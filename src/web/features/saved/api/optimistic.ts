import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { failedWith } from '#web/lib/api-client';
import { announceSavedChange } from './saved-sync';

/**
 * Applies an optimistic edit to a cached list. A fetch in flight is cancelled first, or its older
 * answer would land on top of the edit. A list not loaded yet is left alone: it will arrive with
 * the change in it.
 */
export async function editCachedList<T>(queryClient: QueryClient, queryKey: QueryKey, edit: (list: T[]) => T[]) {
  await queryClient.cancelQueries({ queryKey });
  queryClient.setQueryData<T[]>(queryKey, (list) => list && edit(list));
}

/** Applies an edit without waiting, for answers and rollbacks (nothing to cancel any more). */
export function patchCachedList<T>(queryClient: QueryClient, queryKey: QueryKey, edit: (list: T[]) => T[]) {
  queryClient.setQueryData<T[]>(queryKey, (list) => list && edit(list));
}

/**
 * After a change settles, the server's list is fetched again, but only once the last change of
 * its kind settled: refetching earlier would overwrite the optimistic state of those still in
 * flight. The other tabs are told either way.
 */
export function settleChange(queryClient: QueryClient, mutationKey: QueryKey, queryKey: QueryKey) {
  if (queryClient.isMutating({ mutationKey }) <= 1) void queryClient.invalidateQueries({ queryKey });
  announceSavedChange();
}

/** A 401 has already signed the parent out with its own message; a second toast would only add noise. */
export function isSessionExpiry(error: Error): boolean {
  return failedWith(error, 'UNAUTHORIZED');
}

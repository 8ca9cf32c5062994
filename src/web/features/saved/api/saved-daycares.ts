import { queryOptions, skipToken, useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.js';
import type { SaveDaycareRequest, SavedDaycare } from '../../../../shared/schemas/saved.js';
import { useToast } from '../../../components/ui/toast';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { daycareTime, insertNewestFirst, placeholderDaycare, replaceRecord, withoutRecord } from '../saved-list-updates';
import { editCachedList, isSessionExpiry, patchCachedList, settleChange } from './optimistic';
import { savedKeys } from './saved-keys';

// The schemas load with the first answer: the header's saved lists are on the home page's first download.
const contract = () => import('./saved-contract');

/** GET /api/users/:userId/daycares, newest first; idle while nobody is signed in. */
export function savedDaycaresQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: savedKeys.daycares(userId ?? ''),
    queryFn: userId
      ? ({ signal }) =>
          apiRequest(`/api/users/${encodeURIComponent(userId)}/daycares`, {
            schema: () => contract().then((c) => c.savedDaycareList),
            signal,
          })
      : skipToken,
  });
}

interface SaveDaycare {
  userId: string;
  request: SaveDaycareRequest;
}

/** POST /api/daycares: shows the program as saved at once, and takes it back if the save fails. */
export function useSaveDaycareMutation() {
  const queryClient = useQueryClient();
  const showToast = useToast();
  return useMutation({
    mutationKey: savedKeys.daycareChanges,
    mutationFn: ({ request }: SaveDaycare) =>
      apiRequest('/api/daycares', {
        method: 'POST',
        body: request,
        schema: () => contract().then((c) => c.savedDaycare),
      }),
    onMutate: async ({ userId, request }) => {
      const placeholder = placeholderDaycare(request, new Date());
      await editCachedList<SavedDaycare>(queryClient, savedKeys.daycares(userId), (list) =>
        insertNewestFirst(list, placeholder, daycareTime),
      );
      return { placeholderId: placeholder.id };
    },
    onSuccess: (saved, { userId }, context) => {
      patchCachedList<SavedDaycare>(queryClient, savedKeys.daycares(userId), (list) =>
        replaceRecord(list, context.placeholderId, saved),
      );
      showToast(messages.saved.daycareSaved, 'success');
    },
    onError: (error, { userId }, context) => {
      if (context) {
        patchCachedList<SavedDaycare>(queryClient, savedKeys.daycares(userId), (list) =>
          withoutRecord(list, context.placeholderId),
        );
      }
      if (isSessionExpiry(error)) return;
      // Saved already (another tab, a double tap): the refetch below shows it saved after all.
      const duplicate = error instanceof ApiError && error.status === 409;
      showToast(duplicate ? messages.validation.alreadySaved : messages.saved.errorSavingDaycare, duplicate ? 'info' : 'error');
    },
    onSettled: (_saved, _error, { userId }) =>
      settleChange(queryClient, savedKeys.daycareChanges, savedKeys.daycares(userId)),
  });
}

interface RemoveDaycare {
  userId: string;
  daycare: SavedDaycare;
}

/** DELETE /api/daycares/:id: the entry goes at once and comes back where it was if the call fails. */
export function useRemoveDaycareMutation() {
  const queryClient = useQueryClient();
  const showToast = useToast();
  return useMutation({
    mutationKey: savedKeys.daycareChanges,
    mutationFn: ({ daycare }: RemoveDaycare) =>
      apiRequest(`/api/daycares/${encodeURIComponent(daycare.id)}`, {
        method: 'DELETE',
        schema: () => contract().then((c) => c.noContent),
      }),
    onMutate: ({ userId, daycare }) =>
      editCachedList<SavedDaycare>(queryClient, savedKeys.daycares(userId), (list) => withoutRecord(list, daycare.id)),
    onSuccess: () => showToast(messages.saved.daycareRemoved, 'success'),
    onError: (error, { userId, daycare }) => {
      // 404: it was already gone (removed in another tab); the refetch below settles the list.
      if (error instanceof ApiError && error.status === 404) return;
      patchCachedList<SavedDaycare>(queryClient, savedKeys.daycares(userId), (list) =>
        insertNewestFirst(list, daycare, daycareTime),
      );
      if (isSessionExpiry(error)) return;
      showToast(messages.saved.errorRemovingDaycare, 'error');
    },
    onSettled: (_removed, _error, { userId }) =>
      settleChange(queryClient, savedKeys.daycareChanges, savedKeys.daycares(userId)),
  });
}

import { queryOptions, skipToken, useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.js';
import type { SaveRouteRequest, SavedRoute } from '../../../../shared/schemas/saved.js';
import { useToast } from '../../../components/ui/toast';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { insertNewestFirst, placeholderRoute, replaceRecord, routeTime, withoutRecord } from '../saved-list-updates';
import { editCachedList, isSessionExpiry, patchCachedList, settleChange } from './optimistic';
import { savedKeys } from './saved-keys';

// The schemas load with the first answer: the header's saved lists are on the home page's first download.
const contract = () => import('./saved-contract');

/** GET /api/users/:userId/routes, newest first; idle while nobody is signed in. */
export function savedRoutesQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: savedKeys.routes(userId ?? ''),
    queryFn: userId
      ? ({ signal }) =>
          apiRequest(`/api/users/${encodeURIComponent(userId)}/routes`, {
            schema: () => contract().then((c) => c.savedRouteList),
            signal,
          })
      : skipToken,
  });
}

interface SaveRoute {
  userId: string;
  request: SaveRouteRequest;
}

/** POST /api/routes: the route is listed at once, and taken out again if the save fails. */
export function useSaveRouteMutation() {
  const queryClient = useQueryClient();
  const showToast = useToast();
  return useMutation({
    mutationKey: savedKeys.routeChanges,
    mutationFn: ({ request }: SaveRoute) =>
      apiRequest('/api/routes', { method: 'POST', body: request, schema: () => contract().then((c) => c.savedRoute) }),
    onMutate: async ({ userId, request }) => {
      const placeholder = placeholderRoute(request, new Date());
      await editCachedList<SavedRoute>(queryClient, savedKeys.routes(userId), (list) =>
        insertNewestFirst(list, placeholder, routeTime),
      );
      return { placeholderId: placeholder.id };
    },
    onSuccess: (saved, { userId }, context) => {
      patchCachedList<SavedRoute>(queryClient, savedKeys.routes(userId), (list) =>
        replaceRecord(list, context.placeholderId, saved),
      );
      showToast(messages.saved.routeSaved, 'success');
    },
    onError: (error, { userId }, context) => {
      if (context) {
        patchCachedList<SavedRoute>(queryClient, savedKeys.routes(userId), (list) => withoutRecord(list, context.placeholderId));
      }
      if (isSessionExpiry(error)) return;
      // Saved already (another tab, a double tap): the refetch below lists the one entry.
      const duplicate = error instanceof ApiError && error.status === 409;
      showToast(duplicate ? messages.saved.routeAlreadySaved : messages.saved.errorSavingRoute, duplicate ? 'info' : 'error');
    },
    onSettled: (_saved, _error, { userId }) => settleChange(queryClient, savedKeys.routeChanges, savedKeys.routes(userId)),
  });
}

interface RemoveRoute {
  userId: string;
  route: SavedRoute;
}

/** DELETE /api/routes/:id: the entry goes at once and comes back where it was if the call fails. */
export function useRemoveRouteMutation() {
  const queryClient = useQueryClient();
  const showToast = useToast();
  return useMutation({
    mutationKey: savedKeys.routeChanges,
    mutationFn: ({ route }: RemoveRoute) =>
      apiRequest(`/api/routes/${encodeURIComponent(route.id)}`, {
        method: 'DELETE',
        schema: () => contract().then((c) => c.noContent),
      }),
    onMutate: ({ userId, route }) =>
      editCachedList<SavedRoute>(queryClient, savedKeys.routes(userId), (list) => withoutRecord(list, route.id)),
    onSuccess: () => showToast(messages.savedLists.routeRemoved, 'success'),
    onError: (error, { userId, route }) => {
      // 404: it was already gone (removed in another tab); the refetch below settles the list.
      if (error instanceof ApiError && error.status === 404) return;
      patchCachedList<SavedRoute>(queryClient, savedKeys.routes(userId), (list) => insertNewestFirst(list, route, routeTime));
      if (!isSessionExpiry(error)) showToast(messages.savedLists.errorRemovingRoute, 'error');
    },
    onSettled: (_removed, _error, { userId }) => settleChange(queryClient, savedKeys.routeChanges, savedKeys.routes(userId)),
  });
}

import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { messages } from '../../../shared/messages.js';
import type { SavedDaycare } from '../../../shared/schemas/saved.js';
import type { SearchResult } from '../../../shared/schemas/search.js';
import { savedDaycaresQueryOptions, useRemoveDaycareMutation, useSaveDaycareMutation } from './api/saved-daycares';
import { toSaveDaycareRequest } from './save-request';
import { isPlaceholder } from './saved-list-updates';
import { useAskToLogIn } from './use-ask-to-log-in';
import { useSignedInUserId } from './use-signed-in-user-id';

const NONE: readonly SavedDaycare[] = [];

export interface SavedDaycares {
  /** The signed-in parent's saved daycares, newest first; empty when signed out or still loading. */
  daycares: readonly SavedDaycare[];
  /** Catalogue ids (SearchResult.id) of the saved programs: hearts on the map and in the list. */
  savedPlaceIds: ReadonlySet<string>;
  isSaved: (placeId: string) => boolean;
  /** Saves a search result, or removes the saved record with its id; signed out, asks to log in. */
  toggleSave: (result: SearchResult) => void;
  /** Removes one saved record (header list, profile). */
  remove: (daycare: SavedDaycare) => void;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * The parent's saved daycares with save and remove, for the header, the profile and the results
 * page. Every function keeps its identity between renders (memoised markers and list items rely
 * on that); toasts for each outcome come from the mutations.
 */
export function useSavedDaycares(): SavedDaycares {
  const userId = useSignedInUserId();
  const query = useQuery(savedDaycaresQueryOptions(userId));
  const { mutate: save } = useSaveDaycareMutation();
  const { mutate: unsave } = useRemoveDaycareMutation();
  const askToLogIn = useAskToLogIn();
  const daycares = (userId && query.data) || NONE;

  const byPlaceId = useMemo(
    () => new Map(daycares.flatMap((daycare) => (daycare.placeId ? [[daycare.placeId, daycare] as const] : []))),
    [daycares],
  );
  const savedPlaceIds = useMemo(() => new Set(byPlaceId.keys()), [byPlaceId]);
  const isSaved = useCallback((placeId: string) => byPlaceId.has(placeId), [byPlaceId]);

  const remove = useCallback(
    (daycare: SavedDaycare) => {
      // A placeholder has no server id yet; its save is still on the way.
      if (userId && !isPlaceholder(daycare)) unsave({ userId, daycare });
    },
    [userId, unsave],
  );

  const toggleSave = useCallback(
    (result: SearchResult) => {
      const saved = byPlaceId.get(result.id);
      if (!userId) askToLogIn(messages.validation.loginToSave);
      else if (saved) remove(saved);
      else save({ userId, request: toSaveDaycareRequest(result) });
    },
    [userId, askToLogIn, byPlaceId, remove, save],
  );

  const { refetch: refetchQuery } = query;
  const refetch = useCallback(() => void refetchQuery(), [refetchQuery]);

  return {
    daycares,
    savedPlaceIds,
    isSaved,
    toggleSave,
    remove,
    isLoading: userId !== null && query.isPending,
    isError: query.isError,
    refetch,
  };
}

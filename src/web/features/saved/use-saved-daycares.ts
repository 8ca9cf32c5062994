import { useCallback, useMemo } from 'react';
import { accountTexts } from '#web/lib/account-texts';
import type { SavedDaycare } from '#shared/schemas/saved.js';
import { savedDaycaresApi } from './api/saved-daycares';
import { toSaveDaycareRequest, type SaveableProgram } from './save-request';
import { useAskToLogIn } from './use-ask-to-log-in';
import type { SavedList } from '#web/lib/saved-list';
import { useSavedList } from './use-saved-list';

export interface SavedDaycares extends SavedList<SavedDaycare> {
  /** Catalogue ids (SearchResult.id) of the saved programs: hearts on the map and in the list. */
  savedPlaceIds: ReadonlySet<string>;
  isSaved: (placeId: string) => boolean;
  /** Saves a program (a search result, or the one a program page shows), or removes its saved record; signed out, asks to log in. */
  toggleSave: (result: SaveableProgram) => void;
}

/**
 * The parent's saved daycares with save and remove, for the header, the profile and the results
 * page. Every function keeps its identity between renders (memoised markers and list items rely
 * on that); toasts for each outcome come from the mutations.
 */
export function useSavedDaycares(): SavedDaycares {
  const { userId, ...list } = useSavedList(savedDaycaresApi);
  const { mutate: save } = savedDaycaresApi.useSaveMutation();
  const askToLogIn = useAskToLogIn();
  const { records, remove } = list;

  const byPlaceId = useMemo(
    () => new Map(records.flatMap((daycare) => (daycare.placeId ? [[daycare.placeId, daycare] as const] : []))),
    [records],
  );
  const savedPlaceIds = useMemo(() => new Set(byPlaceId.keys()), [byPlaceId]);
  const isSaved = useCallback((placeId: string) => byPlaceId.has(placeId), [byPlaceId]);

  const toggleSave = useCallback(
    (result: SaveableProgram) => {
      const saved = byPlaceId.get(result.id);
      if (!userId) askToLogIn(accountTexts.loginToSave);
      else if (saved) remove(saved);
      else save({ userId, request: toSaveDaycareRequest(result) });
    },
    [userId, askToLogIn, byPlaceId, remove, save],
  );

  return { ...list, savedPlaceIds, isSaved, toggleSave };
}

import { useCallback } from 'react';
import { RouteResultsPage } from '#web/features/search/results/route-results-page';
import type { RouteToSave } from '#web/features/search/results/save-seam';
import { useSavedDaycares } from '#web/features/saved/use-saved-daycares';
import { useSaveRoute } from '#web/features/saved/use-saved-routes';

/**
 * The results page with the parent's saved programs and routes plugged in. Composed here, at the
 * app level, so the search and saving features do not reach into each other.
 */
export function RouteResultsWithSaving() {
  const { savedPlaceIds, toggleSave } = useSavedDaycares();
  const { saveRoute } = useSaveRoute();
  const onSaveRoute = useCallback(
    ({ start, end, daycareCount }: RouteToSave) => saveRoute({ origin: start, destination: end, daycareCount }),
    [saveRoute],
  );
  return <RouteResultsPage savedIds={savedPlaceIds} onToggleSave={toggleSave} onSaveRoute={onSaveRoute} />;
}

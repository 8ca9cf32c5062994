import { useCallback } from 'react';
import { RouteResultsPage } from '../features/search/results/route-results-page';
import { useSavedDaycares } from '../features/saved/use-saved-daycares';
import { useSaveRoute } from '../features/saved/use-saved-routes';

/**
 * The results page with the parent's saved programs and routes plugged in. Composed here, at the
 * app level, so the search and saving features do not reach into each other.
 */
export function RouteResultsWithSaving() {
  const { savedPlaceIds, toggleSave } = useSavedDaycares();
  const { saveRoute } = useSaveRoute();
  const onSaveRoute = useCallback(
    ({ start, end }: { start: string; end: string }) => saveRoute({ origin: start, destination: end }),
    [saveRoute],
  );
  return <RouteResultsPage savedIds={savedPlaceIds} onToggleSave={toggleSave} onSaveRoute={onSaveRoute} />;
}

import { useCallback, type ReactNode } from 'react';
import { PlaceAlert } from '#web/features/alerts/components/route-alert';
import { RouteResultsPage } from '#web/features/search/results/route-results-page';
import type { RouteToSave } from '#web/features/search/results/save-seam';
import { useSavedDaycares } from '#web/features/saved/use-saved-daycares';
import { useSaveRoute } from '#web/features/saved/use-saved-routes';
import { useSignedInUserId } from '#web/features/saved/use-signed-in-user-id';

const METERS_PER_MILE = 1609.344;

/**
 * The results page with the parent's saved programs and routes plugged in, and a nearby search's
 * place alert. Composed here, at the
 * app level, so the search and saving features do not reach into each other.
 */
export function RouteResultsWithSaving() {
  const { savedPlaceIds, toggleSave } = useSavedDaycares();
  const { saveRoute } = useSaveRoute();
  const onSaveRoute = useCallback(
    ({ start, end, daycareCount, plan }: RouteToSave) => saveRoute({ origin: start, destination: end, daycareCount, plan }),
    [saveRoute],
  );
  const userId = useSignedInUserId();
  // A nearby search's place and radius is what a place alert watches (signed in only).
  const placeExtra = useCallback(
    ({ label, lat, lng, radiusMeters }: { label: string; lat: number; lng: number; radiusMeters: number }): ReactNode =>
      userId ? <PlaceAlert userId={userId} place={{ label, lat, lng, radiusMiles: Math.round((radiusMeters / METERS_PER_MILE) * 10) / 10 }} /> : null,
    [userId],
  );
  return <RouteResultsPage savedIds={savedPlaceIds} onToggleSave={toggleSave} onSaveRoute={onSaveRoute} placeExtra={placeExtra} />;
}

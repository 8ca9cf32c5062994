import { RouteAlert } from '#web/features/alerts/components/route-alert';
import { ProfilePage } from '#web/features/profile/profile-page';
import { useSavedDaycares } from '#web/features/saved/use-saved-daycares';
import { useSavedRoutes } from '#web/features/saved/use-saved-routes';

/** The profile with the parent's saved lists (and each saved route's alert) plugged in, composed here so neither feature reaches into the other. */
export function ProfileWithSaved() {
  return (
    <ProfilePage
      daycares={useSavedDaycares()}
      routes={useSavedRoutes()}
      routeExtra={(route, userId) => <RouteAlert userId={userId} savedRouteId={route.id} />}
    />
  );
}

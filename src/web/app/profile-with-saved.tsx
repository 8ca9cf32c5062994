import { ProfilePage } from '#web/features/profile/profile-page';
import { useSavedDaycares } from '#web/features/saved/use-saved-daycares';
import { useSavedRoutes } from '#web/features/saved/use-saved-routes';

/** The profile with the parent's saved lists plugged in, composed here so neither feature reaches into the other. */
export function ProfileWithSaved() {
  return <ProfilePage daycares={useSavedDaycares()} routes={useSavedRoutes()} />;
}

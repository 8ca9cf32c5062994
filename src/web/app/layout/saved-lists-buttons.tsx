import { SavedDaycaresList } from '#web/features/saved/components/saved-daycares-list';
import { SavedListButton } from '#web/features/saved/components/saved-list-button';
import { SavedRoutesList } from '#web/features/saved/components/saved-routes-list';
import { useSavedListsSync } from '#web/features/saved/api/saved-sync';
import { useSavedDaycares } from '#web/features/saved/use-saved-daycares';
import { useSavedRoutes } from '#web/features/saved/use-saved-routes';
import { useSignedInUserId } from '#web/features/saved/use-signed-in-user-id';
import { savedTexts as text } from '#web/features/saved/saved-texts';
import { usePageLanguage } from '#web/lib/i18n';
import styles from './saved-lists-buttons.module.css';

const routeIcon = (
  <path d="M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM6 15V9a4 4 0 0 1 4-4h2M18 9v6a4 4 0 0 1-4 4h-2" />
);
const heartIcon = <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />;

/**
 * The round saved-routes button and the heart saved-daycares button of the header, with live
 * counts. The header is on every page, so this is also where the lists keep in step with logins
 * and with other tabs.
 */
export function SavedListsButtons() {
  useSavedListsSync();
  const signedIn = useSignedInUserId() !== null;
  const routes = useSavedRoutes();
  const daycares = useSavedDaycares();
  const { _ } = usePageLanguage();

  return (
    <div className={styles.group}>
      <SavedListButton
        label={_(text.routesButton(routes.records.length))}
        count={routes.records.length}
        title={_(text.routesTitle)}
        icon={routeIcon}
      >
        {(close) => <SavedRoutesList saved={routes} signedIn={signedIn} onNavigate={close} />}
      </SavedListButton>
      <SavedListButton
        label={_(text.daycaresButton(daycares.records.length))}
        count={daycares.records.length}
        title={_(text.daycaresTitle)}
        icon={heartIcon}
      >
        {(close) => <SavedDaycaresList saved={daycares} signedIn={signedIn} onNavigate={close} />}
      </SavedListButton>
    </div>
  );
}

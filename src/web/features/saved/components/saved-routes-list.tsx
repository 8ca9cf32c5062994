import { Link } from 'react-router';
import { messages } from '#shared/messages.js';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import { formatDateTime } from '#web/lib/format-date';
import { savedRouteLink } from '#web/lib/saved-links';
import type { SavedRoute } from '#shared/schemas/saved.js';
import type { SavedList } from '#web/lib/saved-list';
import { SavedListState } from './saved-list-states';
import savedEntry from '#web/components/saved-entry.module.css';
import styles from './saved-list.module.css';
import { TravelModeBadge } from '#web/components/travel-mode-badge';

const text = messages.savedLists;

/** The Saved Routes modal's entries: origin → destination, when, how, and how many daycares. */
export function SavedRoutesList({
  saved,
  signedIn,
  onNavigate,
}: {
  saved: SavedList<SavedRoute>;
  signedIn: boolean;
  onNavigate: () => void;
}) {
  if (!signedIn || saved.records.length === 0) {
    return (
      <SavedListState
        signedIn={signedIn}
        isLoading={saved.isLoading}
        isError={saved.isError}
        signedOutText={text.signedOutRoutes}
        errorText={messages.saved.errorFetchingRoutes}
        emptyText={messages.saved.noRoutes}
        onRetry={saved.refetch}
        onNavigate={onNavigate}
      />
    );
  }
  return (
    <ul className={styles.list}>
      {saved.records.map((route) => (
        <li key={route.id} className={styles.entry}>
          <Link to={savedRouteLink(route)} className={styles.entryLink} onClick={onNavigate}>
            <span className={styles.entryTitle}>
              {route.origin}{' '}
              <span className={styles.arrow} aria-hidden="true">
                →
              </span>
              <VisuallyHidden>{text.routeTo}</VisuallyHidden> {route.destination}
            </span>
            <span className={savedEntry.meta}>
              <TravelModeBadge mode={route.travelMode} />
              <time dateTime={route.createdAt}>{text.savedAt(formatDateTime(route.createdAt))}</time>
              {route.daycareCount !== null && <span>{text.daycaresFound(route.daycareCount)}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

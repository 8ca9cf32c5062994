import { messages } from '#shared/messages.js';
import type { SavedRoute } from '#shared/schemas/saved.js';
import { TravelModeBadge } from '#web/components/travel-mode-badge';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import { formatDateTime } from '#web/lib/format-date';
import { planSummary } from '#web/lib/day-plan-summary';
import { savedRouteLink } from '#web/lib/saved-links';
import type { SavedList } from '#web/lib/saved-list';
import { SavedEntries } from './saved-entries';
import styles from './saved-list.module.css';

const text = messages.savedLists;
const states = { signedOut: text.signedOutRoutes, error: messages.saved.errorFetchingRoutes, empty: messages.saved.noRoutes };

/** The Saved Routes modal's entries: origin → destination, when, how, and how many daycares. */
export function SavedRoutesList(props: { saved: SavedList<SavedRoute>; signedIn: boolean; onNavigate: () => void }) {
  return (
    <SavedEntries
      {...props}
      states={states}
      entry={(route) => ({
        link: savedRouteLink(route),
        title: (
          <>
            {route.origin}{' '}
            <span className={styles.arrow} aria-hidden="true">
              →
            </span>
            <VisuallyHidden>{text.routeTo}</VisuallyHidden> {route.destination}
          </>
        ),
        meta: (
          <>
            <TravelModeBadge mode={route.travelMode} />
            <time dateTime={route.createdAt}>{text.savedAt(formatDateTime(route.createdAt))}</time>
            {route.daycareCount !== null && <span>{text.daycaresFound(route.daycareCount)}</span>}
            {route.plan && <span>{planSummary(route.plan)}</span>}
          </>
        ),
      })}
    />
  );
}

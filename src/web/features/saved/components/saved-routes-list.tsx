import type { SavedRoute } from '#shared/schemas/saved.js';
import { TravelModeBadge } from '#web/components/travel-mode-badge';
import { VisuallyHidden } from '#web/components/ui/visually-hidden';
import { formatDateTime } from '#web/lib/format-date';
import { planSummary } from '#web/lib/day-plan-summary';
import { savedRouteLink } from '#web/lib/saved-links';
import type { SavedList } from '#web/lib/saved-list';
import { usePageLanguage } from '#web/lib/i18n';
import { savedTexts as text } from '../saved-texts';
import { SavedEntries } from './saved-entries';
import styles from './saved-list.module.css';

const states = { signedOut: text.signedOutRoutes, error: text.errorFetchingRoutes, empty: text.noRoutes };

/** The Saved Routes modal's entries: origin → destination, when, how, and how many daycares. */
export function SavedRoutesList(props: { saved: SavedList<SavedRoute>; signedIn: boolean; onNavigate: () => void }) {
  const { _ } = usePageLanguage();
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
            <VisuallyHidden>{_(text.routeTo)}</VisuallyHidden> {route.destination}
          </>
        ),
        meta: (
          <>
            <TravelModeBadge mode={route.travelMode} />
            <time dateTime={route.createdAt}>{_(text.savedAt(formatDateTime(route.createdAt)))}</time>
            {route.daycareCount !== null && <span>{_(text.daycaresFound(route.daycareCount))}</span>}
            {route.plan && <span>{planSummary(route.plan)}</span>}
          </>
        ),
      })}
    />
  );
}

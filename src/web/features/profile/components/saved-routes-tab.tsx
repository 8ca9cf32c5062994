import type { ReactNode } from 'react';
import { messages } from '#shared/messages.js';
import { TravelModeBadge } from '#web/components/travel-mode-badge';
import { formatDate } from '#web/lib/format-date';
import { savedRouteLink } from '#web/lib/saved-links';
import type { SavedRoute } from '#shared/schemas/saved.js';
import type { SavedList } from '#web/lib/saved-list';
import { SavedCards } from './saved-cards';
import savedEntry from '#web/components/saved-entry.module.css';
import styles from './saved-cards.module.css';
import { tabIconPaths } from './tab-icons';

const text = messages.profilePage;

/** Saved routes as cards "Route N": from, to, created date, View Route and Remove. */
export function SavedRoutesTab({ saved, extra }: { saved: SavedList<SavedRoute>; extra?: (route: SavedRoute) => ReactNode }) {
  return (
    <SavedCards
      saved={saved}
      errorText={messages.saved.errorFetchingRoutes}
      empty={{ icon: tabIconPaths.routes, title: text.noSavedRoutes, text: text.noSavedRoutesText, action: text.createRoute }}
      card={(route, index) => ({
        title: text.routeTitle(index + 1),
        details: (
          <>
            <dl className={styles.ends}>
              <dt>{text.from}</dt>
              <dd>{route.origin}</dd>
              <dt>{text.to}</dt>
              <dd>{route.destination}</dd>
            </dl>
            <p className={savedEntry.meta}>
              <TravelModeBadge mode={route.travelMode} />
              <time dateTime={route.createdAt}>{text.createdOn(formatDate(route.createdAt))}</time>
              {route.daycareCount !== null && <span>{messages.savedLists.daycaresFound(route.daycareCount)}</span>}
            </p>
            {extra?.(route)}
          </>
        ),
        link: savedRouteLink(route),
        linkText: text.viewRoute,
        removeLabel: text.removeRoute(index + 1),
      })}
    />
  );
}

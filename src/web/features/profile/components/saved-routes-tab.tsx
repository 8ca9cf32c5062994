import type { ReactNode } from 'react';
import { TravelModeBadge } from '#web/components/travel-mode-badge';
import { formatDate } from '#web/lib/format-date';
import { savedRouteLink } from '#web/lib/saved-links';
import type { SavedRoute } from '#shared/schemas/saved.js';
import type { SavedList } from '#web/lib/saved-list';
import { SavedCards } from './saved-cards';
import savedEntry from '#web/components/saved-entry.module.css';
import styles from './saved-cards.module.css';
import { tabIconPaths } from './tab-icons';
import { profileTexts } from '../profile-texts';
import { usePageLanguage } from '#web/lib/i18n';

const text = profileTexts;

/** Saved routes as cards "Route N": from, to, created date, View Route and Remove. */
export function SavedRoutesTab({ saved, extra }: { saved: SavedList<SavedRoute>; extra?: (route: SavedRoute) => ReactNode }) {
  const { _ } = usePageLanguage();
  return (
    <SavedCards
      saved={saved}
      errorText={_(profileTexts.errorFetchingRoutes)}
      empty={{ icon: tabIconPaths.routes, title: _(text.noSavedRoutes), text: _(text.noSavedRoutesText), action: _(text.createRoute) }}
      card={(route, index) => ({
        title: _(text.routeTitle(index + 1)),
        details: (
          <>
            <dl className={styles.ends}>
              <dt>{_(text.from)}</dt>
              <dd>{route.origin}</dd>
              <dt>{_(text.to)}</dt>
              <dd>{route.destination}</dd>
            </dl>
            <p className={savedEntry.meta}>
              <TravelModeBadge mode={route.travelMode} />
              <time dateTime={route.createdAt}>{_(text.createdOn(formatDate(route.createdAt)))}</time>
              {route.daycareCount !== null && <span>{_(profileTexts.daycaresFound(route.daycareCount))}</span>}
            </p>
            {extra?.(route)}
          </>
        ),
        link: savedRouteLink(route),
        linkText: _(text.viewRoute),
        removeLabel: _(text.removeRoute(index + 1)),
      })}
    />
  );
}

import { useRef } from 'react';
import { messages } from '../../../../shared/messages.js';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TravelModeBadge } from '../../saved/components/travel-mode-badge';
import { focusAfterRemoval } from '../../saved/focus-after-removal';
import { formatDate } from '../../saved/format-saved-time';
import { savedRouteLink } from '../../saved/saved-links';
import type { SavedRoutes } from '../../saved/use-saved-routes';
import styles from './saved-cards.module.css';
import { EmptySavedList, SavedListStatus } from './saved-list-status';
import { tabIconPaths } from './tab-icons';

const text = messages.profilePage;
const REMOVE_BUTTON = '[data-remove]';

/** Saved routes as cards "Route N": from, to, created date, View Route and Remove. */
export function SavedRoutesTab({ saved }: { saved: SavedRoutes }) {
  // Always rendered, so focus has somewhere to go when the last card is removed.
  const boxRef = useRef<HTMLDivElement>(null);
  const { routes } = saved;

  let content;
  if (routes.length === 0 && (saved.isLoading || saved.isError)) {
    content = <SavedListStatus isError={saved.isError} errorText={messages.saved.errorFetchingRoutes} onRetry={saved.refetch} />;
  } else if (routes.length === 0) {
    content = (
      <EmptySavedList icon={tabIconPaths.routes} title={text.noSavedRoutes} text={text.noSavedRoutesText} action={text.createRoute} />
    );
  } else {
    content = (
      <ul className={styles.grid}>
        {routes.map((route, index) => (
          <li key={route.id}>
            <article className={styles.card} aria-label={text.routeTitle(index + 1)}>
              <h2 className={styles.title}>{text.routeTitle(index + 1)}</h2>
              <dl className={styles.ends}>
                <dt>{text.from}</dt>
                <dd>{route.origin}</dd>
                <dt>{text.to}</dt>
                <dd>{route.destination}</dd>
              </dl>
              <p className={styles.meta}>
                <TravelModeBadge mode={route.travelMode} />
                <time dateTime={route.createdAt}>{text.createdOn(formatDate(route.createdAt))}</time>
                {route.daycareCount !== null && <span>{messages.savedLists.daycaresFound(route.daycareCount)}</span>}
              </p>
              <div className={styles.actions}>
                <ButtonLink to={savedRouteLink(route)} variant="secondary">
                  {text.viewRoute}
                </ButtonLink>
                <Button
                  variant="ghost"
                  className={styles.remove}
                  aria-label={text.removeRoute(index + 1)}
                  data-remove=""
                  onClick={(event) => {
                    focusAfterRemoval(event.currentTarget, boxRef.current, REMOVE_BUTTON);
                    saved.remove(route);
                  }}
                >
                  {text.remove}
                </Button>
              </div>
            </article>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div ref={boxRef} tabIndex={-1} className={styles.box}>
      {content}
    </div>
  );
}

import { useRef } from 'react';
import { messages } from '../../../../shared/messages.js';
import { Button, ButtonLink } from '../../../components/ui/button';
import { focusAfterRemoval } from '../../saved/focus-after-removal';
import { formatDate } from '../../saved/format-saved-time';
import { savedDaycareLink } from '../../saved/saved-links';
import type { SavedDaycares } from '../../saved/use-saved-daycares';
import styles from './saved-cards.module.css';
import { EmptySavedList, SavedListStatus } from './saved-list-status';
import { tabIconPaths } from './tab-icons';

const text = messages.profilePage;
const REMOVE_BUTTON = '[data-remove]';

/** Saved daycares as cards: name, address, saved date, View Details and Remove. */
export function SavedDaycaresTab({ saved }: { saved: SavedDaycares }) {
  // Always rendered, so focus has somewhere to go when the last card is removed.
  const boxRef = useRef<HTMLDivElement>(null);
  const { daycares } = saved;

  let content;
  if (daycares.length === 0 && (saved.isLoading || saved.isError)) {
    content = <SavedListStatus isError={saved.isError} errorText={messages.saved.errorFetchingDaycares} onRetry={saved.refetch} />;
  } else if (daycares.length === 0) {
    content = (
      <EmptySavedList icon={tabIconPaths.daycares} title={text.noSavedDaycares} text={text.noSavedDaycaresText} action={text.findDaycares} />
    );
  } else {
    content = (
      <ul className={styles.grid}>
        {daycares.map((daycare) => (
          <li key={daycare.id}>
            <article className={styles.card} aria-label={daycare.name}>
              <h2 className={styles.title}>{daycare.name}</h2>
              <p className={styles.text}>{daycare.address}</p>
              <p className={styles.meta}>
                <time dateTime={daycare.savedAt}>{text.savedOn(formatDate(daycare.savedAt))}</time>
              </p>
              <div className={styles.actions}>
                <ButtonLink to={savedDaycareLink(daycare)} variant="secondary">
                  {text.viewDetails}
                </ButtonLink>
                <Button
                  variant="ghost"
                  className={styles.remove}
                  aria-label={text.removeDaycare(daycare.name)}
                  data-remove=""
                  onClick={(event) => {
                    focusAfterRemoval(event.currentTarget, boxRef.current, REMOVE_BUTTON);
                    saved.remove(daycare);
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

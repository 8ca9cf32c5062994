import { useRef, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { messages } from '#shared/messages.js';
import type { SavedDaycare } from '#shared/schemas/saved.js';
import { focusAfterRemoval } from '#web/lib/focus-after-removal';
import { formatDateTime } from '#web/lib/format-date';
import { savedDaycareLink } from '#web/lib/saved-links';
import type { SavedDaycares } from '../use-saved-daycares';
import { SavedListState } from './saved-list-states';
import savedEntry from '#web/components/saved-entry.module.css';
import iconStyles from '#web/components/ui/icon.module.css';
import { cx } from '#web/lib/class-names';
import styles from './saved-list.module.css';

const text = messages.savedLists;

/** The Saved Daycares modal's entries: name, address, when, and a remove button. */
export function SavedDaycaresList({
  saved,
  signedIn,
  onNavigate,
}: {
  saved: SavedDaycares;
  signedIn: boolean;
  onNavigate: () => void;
}) {
  // Always rendered, so focus has somewhere to go when the last entry is removed.
  const boxRef = useRef<HTMLDivElement>(null);

  function remove(daycare: SavedDaycare, event: MouseEvent<HTMLButtonElement>) {
    focusAfterRemoval(event.currentTarget, boxRef.current, 'button');
    saved.remove(daycare);
  }

  return (
    <div ref={boxRef} className={styles.box} tabIndex={-1}>
      {!signedIn || saved.records.length === 0 ? (
        <SavedListState
        signedIn={signedIn}
        isLoading={saved.isLoading}
        isError={saved.isError}
        signedOutText={text.signedOutDaycares}
        errorText={messages.saved.errorFetchingDaycares}
        emptyText={messages.saved.noDaycares}
        onRetry={saved.refetch}
        onNavigate={onNavigate}
        />
      ) : (
        <ul className={styles.list}>
          {saved.records.map((daycare) => (
        <li key={daycare.id} className={styles.entry}>
          <Link to={savedDaycareLink(daycare)} className={styles.entryLink} onClick={onNavigate}>
            <span className={styles.entryTitle}>{daycare.name}</span>
            <span className={savedEntry.detail}>{daycare.address}</span>
            <span className={savedEntry.meta}>
              <time dateTime={daycare.savedAt}>{text.savedAt(formatDateTime(daycare.savedAt))}</time>
            </span>
          </Link>
          <button
            type="button"
            className={cx(iconStyles.button, styles.remove)}
            aria-label={text.removeDaycare(daycare.name)}
            title={text.removeDaycare(daycare.name)}
            onClick={(event) => remove(daycare, event)}
          >
            <svg className={iconStyles.stroked} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </li>
          ))}
        </ul>
      )}
    </div>
  );
}

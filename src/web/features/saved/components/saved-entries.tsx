import type { MessageDescriptor } from '@lingui/core';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import savedEntry from '#web/components/saved-entry.module.css';
import { RemoveButton } from '#web/components/ui/remove-button';
import { focusAfterRemoval } from '#web/lib/focus-after-removal';
import type { SavedList } from '#web/lib/saved-list';
import { usePageLanguage } from '#web/lib/i18n';
import { SavedListState } from './saved-list-states';
import styles from './saved-list.module.css';

/** What one entry of a header saved list shows; the whole entry links to where the record leads. */
export interface SavedEntry {
  link: string;
  title: ReactNode;
  /** A line under the title. */
  text?: ReactNode;
  meta: ReactNode;
}

interface SavedEntriesProps<T extends { id: string }> {
  saved: SavedList<T>;
  signedIn: boolean;
  onNavigate: () => void;
  /** What the list says instead of entries: signed out, when the fetch failed, when nothing is saved. */
  states: { signedOut: MessageDescriptor; error: MessageDescriptor; empty: MessageDescriptor };
  entry: (record: T) => SavedEntry;
  /** Names each entry's remove button; a list without it offers no removal. */
  removeLabel?: (record: T) => string;
  /** A control beside the entry's link (the Compare toggle of a saved program), or nothing. */
  action?: (record: T) => ReactNode;
}

/** A header modal's saved list: its entries, or its signed-out, loading, failed or empty state. */
export function SavedEntries<T extends { id: string }>({
  saved,
  signedIn,
  onNavigate,
  states,
  entry,
  removeLabel,
  action,
}: SavedEntriesProps<T>) {
  // Wraps a list whose entries can be removed, entries or not, so focus has somewhere to go when the last one goes.
  const boxRef = useRef<HTMLDivElement>(null);
  const { _ } = usePageLanguage();

  function remove(record: T, event: MouseEvent<HTMLButtonElement>) {
    focusAfterRemoval(event.currentTarget, boxRef.current, 'button');
    saved.remove(record);
  }

  const content =
    !signedIn || saved.records.length === 0 ? (
      <SavedListState
        signedIn={signedIn}
        isLoading={saved.isLoading}
        isError={saved.isError}
        signedOutText={_(states.signedOut)}
        errorText={_(states.error)}
        emptyText={_(states.empty)}
        onRetry={saved.refetch}
        onNavigate={onNavigate}
      />
    ) : (
      <ul className={cx(layout.stack, layout.gap2, styles.list)}>
        {saved.records.map((record) => {
          const { link, title, text, meta } = entry(record);
          const label = removeLabel?.(record);
          return (
            <li key={record.id} className={styles.entry}>
              <Link to={link} className={styles.entryLink} onClick={onNavigate}>
                <span className={styles.entryTitle}>{title}</span>
                {text !== undefined && <span className={savedEntry.detail}>{text}</span>}
                <span className={savedEntry.meta}>{meta}</span>
              </Link>
              {action?.(record)}
              {label !== undefined && <RemoveButton label={label} className={styles.remove} onClick={(event) => remove(record, event)} />}
            </li>
          );
        })}
      </ul>
    );

  if (!removeLabel) return content;
  return (
    <div ref={boxRef} className={styles.box} tabIndex={-1}>
      {content}
    </div>
  );
}

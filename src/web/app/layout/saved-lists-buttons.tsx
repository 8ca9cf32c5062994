import { useState, type ReactNode } from 'react';
import { messages } from '../../../shared/messages.js';
import { Modal } from '../../components/ui/modal';
import styles from './saved-lists-buttons.module.css';

// The saved-lists issue fills these from the API; until then nobody has saved anything yet.
const SAVED_ROUTES_COUNT = 0;
const SAVED_DAYCARES_COUNT = 0;

const routeIcon = (
  <path d="M6 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM18 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM6 15V9a4 4 0 0 1 4-4h2M18 9v6a4 4 0 0 1-4 4h-2" />
);
const heartIcon = <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />;

/** The round saved-routes button and the heart saved-daycares button of the header, with count badges. */
export function SavedListsButtons() {
  return (
    <div className={styles.group}>
      <SavedListButton
        label={messages.savedLists.routesButton(SAVED_ROUTES_COUNT)}
        count={SAVED_ROUTES_COUNT}
        title={messages.savedLists.routesTitle}
        emptyText={messages.saved.noRoutes}
        icon={routeIcon}
      />
      <SavedListButton
        label={messages.savedLists.daycaresButton(SAVED_DAYCARES_COUNT)}
        count={SAVED_DAYCARES_COUNT}
        title={messages.savedLists.daycaresTitle}
        emptyText={messages.saved.noDaycares}
        icon={heartIcon}
      />
    </div>
  );
}

interface SavedListButtonProps {
  label: string;
  count: number;
  title: string;
  emptyText: string;
  icon: ReactNode;
}

function SavedListButton({ label, count, title, emptyText, icon }: SavedListButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={styles.button} aria-label={label} onClick={() => setOpen(true)}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {icon}
        </svg>
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={title}>
        <p className={styles.empty}>{emptyText}</p>
      </Modal>
    </>
  );
}

import { messages } from '../../../../shared/messages.js';
import { formatDate } from '../../saved/format-saved-time';
import { savedDaycareLink } from '../../saved/saved-links';
import type { SavedDaycares } from '../../saved/use-saved-daycares';
import { SavedCards } from './saved-cards';
import styles from './saved-cards.module.css';
import { tabIconPaths } from './tab-icons';

const text = messages.profilePage;

/** Saved daycares as cards: name, address, saved date, View Details and Remove. */
export function SavedDaycaresTab({ saved }: { saved: SavedDaycares }) {
  return (
    <SavedCards
      items={saved.records}
      status={saved}
      errorText={messages.saved.errorFetchingDaycares}
      empty={{ icon: tabIconPaths.daycares, title: text.noSavedDaycares, text: text.noSavedDaycaresText, action: text.findDaycares }}
      onRemove={saved.remove}
      card={(daycare) => ({
        title: daycare.name,
        details: (
          <>
            <p className={styles.text}>{daycare.address}</p>
            <p className={styles.meta}>
              <time dateTime={daycare.savedAt}>{text.savedOn(formatDate(daycare.savedAt))}</time>
            </p>
          </>
        ),
        link: savedDaycareLink(daycare),
        linkText: text.viewDetails,
        removeLabel: text.removeDaycare(daycare.name),
      })}
    />
  );
}

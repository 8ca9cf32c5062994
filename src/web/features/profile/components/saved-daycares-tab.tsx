import { messages } from '#shared/messages.js';
import { ratingSummary } from '#web/lib/format';
import { formatDate } from '#web/lib/format-date';
import { savedDaycareLink } from '#web/lib/saved-links';
import type { SavedDaycare } from '#shared/schemas/saved.js';
import type { SavedList } from '#web/lib/saved-list';
import { SavedCards } from './saved-cards';
import savedEntry from '#web/components/saved-entry.module.css';
import { tabIconPaths } from './tab-icons';

const text = messages.profilePage;

/** Saved daycares as cards: name, address, saved date, View Details and Remove. */
export function SavedDaycaresTab({ saved }: { saved: SavedList<SavedDaycare> }) {
  return (
    <SavedCards
      saved={saved}
      errorText={messages.saved.errorFetchingDaycares}
      empty={{ icon: tabIconPaths.daycares, title: text.noSavedDaycares, text: text.noSavedDaycaresText, action: text.findDaycares }}
      card={(daycare) => ({
        title: daycare.name,
        details: (
          <>
            <p className={savedEntry.detail}>{daycare.address}</p>
            <p className={savedEntry.meta}>{ratingSummary(daycare)}</p>
            <p className={savedEntry.meta}>
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

import { ratingSummary } from '#web/lib/format';
import { formatDate } from '#web/lib/format-date';
import { savedDaycareLink } from '#web/lib/saved-links';
import type { SavedDaycare } from '#shared/schemas/saved.js';
import type { SavedList } from '#web/lib/saved-list';
import { SavedCards } from './saved-cards';
import savedEntry from '#web/components/saved-entry.module.css';
import { tabIconPaths } from './tab-icons';
import { profileTexts } from '../profile-texts';
import { usePageLanguage } from '#web/lib/i18n';

const text = profileTexts;

/** Saved daycares as cards: name, address, saved date, View Details and Remove. */
export function SavedDaycaresTab({ saved }: { saved: SavedList<SavedDaycare> }) {
  const { _ } = usePageLanguage();
  return (
    <SavedCards
      saved={saved}
      errorText={_(profileTexts.errorFetchingDaycares)}
      empty={{ icon: tabIconPaths.daycares, title: _(text.noSavedDaycares), text: _(text.noSavedDaycaresText), action: _(text.findDaycares) }}
      card={(daycare) => ({
        title: daycare.name,
        details: (
          <>
            <p className={savedEntry.detail}>{daycare.address}</p>
            <p className={savedEntry.meta}>{ratingSummary(daycare)}</p>
            <p className={savedEntry.meta}>
              <time dateTime={daycare.savedAt}>{_(text.savedOn(formatDate(daycare.savedAt)))}</time>
            </p>
          </>
        ),
        link: savedDaycareLink(daycare),
        linkText: _(text.viewDetails),
        removeLabel: _(text.removeDaycare(daycare.name)),
      })}
    />
  );
}

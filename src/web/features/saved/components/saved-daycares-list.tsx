import type { SavedDaycare } from '#shared/schemas/saved.js';
import { CompareToggle } from '#web/components/compare-toggle';
import { ratingSummary } from '#web/lib/format';
import { formatDateTime } from '#web/lib/format-date';
import { isCatalogueId } from '#web/lib/program-link';
import { savedDaycareLink } from '#web/lib/saved-links';
import type { SavedList } from '#web/lib/saved-list';
import { usePageLanguage } from '#web/lib/i18n';
import { savedTexts as text } from '../saved-texts';
import { SavedEntries } from './saved-entries';

const states = { signedOut: text.signedOutDaycares, error: text.errorFetchingDaycares, empty: text.noDaycares };

/** The Saved Daycares modal's entries: name, address, when, and a remove button. */
export function SavedDaycaresList(props: { saved: SavedList<SavedDaycare>; signedIn: boolean; onNavigate: () => void }) {
  const { _ } = usePageLanguage();
  return (
    <SavedEntries
      {...props}
      states={states}
      entry={(daycare) => ({
        link: savedDaycareLink(daycare),
        title: daycare.name,
        text: daycare.address,
        meta: (
          <>
            {ratingSummary(daycare)} · <time dateTime={daycare.savedAt}>{_(text.savedAt(formatDateTime(daycare.savedAt)))}</time>
          </>
        ),
      })}
      removeLabel={(daycare) => _(text.removeDaycare(daycare.name))}
      // Only a program of the catalogue can be compared: the comparison reads its facts there.
      action={(daycare) => (daycare.placeId && isCatalogueId(daycare.placeId) ? <CompareToggle program={{ id: daycare.placeId, name: daycare.name }} /> : null)}
    />
  );
}

import { Link } from 'react-router';
import { CompareToggle } from '#web/components/compare-toggle';
import { detourMinutes, formatRating } from '#web/lib/format';
import { usePageLanguage } from '#web/lib/i18n';
import { programTexts } from '#web/lib/program-texts';
import { ListingSummary } from './listing-summary';
import { resultProgramLink } from './program-visit';
import { cx } from '#web/lib/class-names';
import layout from '#web/components/ui/layout.module.css';
import styles from './result-item.module.css';
import type { SaveControls } from './save-seam';
import type { ListedResult } from './use-results';

/** A marker's info window: name (to the program's page), address, rating, detour, listing, Save or Remove, and Compare. */
export function ResultPopup({ result, saving }: { result: ListedResult; saving: SaveControls }) {
  const { _ } = usePageLanguage();
  const saved = saving.savedIds.has(result.id);
  const rating = formatRating(result.rating);
  return (
    <div className={cx(layout.stack, layout.gap1, styles.popup)}>
      <Link to={resultProgramLink(result)} className={styles.popupName}>
        {result.name}
      </Link>
      <span>{result.address}</span>
      <span>
        {rating === null ? _(programTexts.noReviews) : `★ ${rating} (${_(programTexts.reviews(result.reviews))})`}
        {result.detourSeconds !== undefined && (
          <strong className={styles.detour}> · {_(programTexts.detour(detourMinutes(result.detourSeconds)))}</strong>
        )}
      </span>
      <ListingSummary listing={result.listing} compact />
      <div className={cx(layout.row, layout.gap2, styles.popupActions)}>
        {saving.canSave && (
          <button
            type="button"
            className={styles.popupSave}
            aria-label={_(saved ? programTexts.remove(result.name) : programTexts.save(result.name))}
            onClick={() => saving.toggleSave(result)}
          >
            {_(saved ? programTexts.removeShort : programTexts.saveShort)}
          </button>
        )}
        <CompareToggle program={result} />
      </div>
    </div>
  );
}

import { messages } from '#shared/messages.js';
import { detourMinutes, formatRating } from '#web/lib/format';
import styles from './result-item.module.css';
import type { SaveControls } from './save-seam';
import type { ListedResult } from './use-results';

/** A marker's info window: name, address, rating, detour, and Save or Remove. */
export function ResultPopup({ result, saving }: { result: ListedResult; saving: SaveControls }) {
  const saved = saving.savedIds.has(result.id);
  const rating = formatRating(result.rating);
  return (
    <div className={styles.popup}>
      <strong className={styles.popupName}>{result.name}</strong>
      <span>{result.address}</span>
      <span>
        ★ {rating ?? messages.results.ratingMissing} ({messages.results.reviews(result.reviews)})
        {result.detourSeconds !== undefined && (
          <strong className={styles.detour}> · {messages.results.detour(detourMinutes(result.detourSeconds))}</strong>
        )}
      </span>
      {saving.canSave && (
        <button
          type="button"
          className={styles.popupSave}
          aria-label={saved ? messages.results.remove(result.name) : messages.results.save(result.name)}
          onClick={() => saving.toggleSave(result)}
        >
          {saved ? messages.results.removeShort : messages.results.saveShort}
        </button>
      )}
    </div>
  );
}

import { cx } from '#web/lib/class-names';
import { usePageLanguage } from '#web/lib/i18n';
import type { ListedResult } from './use-results';
import iconStyles from '#web/components/ui/icon.module.css';
import { LineIcon, linePaths } from '#web/components/ui/line-icon';
import styles from './result-item.module.css';
import type { SaveControls } from './save-seam';
import { programTexts } from '#web/lib/program-texts';

/** The heart (save) or x (remove) of a program; hidden when this parent cannot save here. */
export function SaveButton({ result, saving }: { result: ListedResult; saving: SaveControls }) {
  const { _ } = usePageLanguage();
  if (!saving.canSave) return null;
  const saved = saving.savedIds.has(result.id);
  const label = _(saved ? programTexts.remove(result.name) : programTexts.save(result.name));
  return (
    <button type="button" className={cx(iconStyles.button, styles.save, saved && styles.saved)} aria-label={label} title={label} onClick={() => saving.toggleSave(result)}>
      <LineIcon d={saved ? linePaths.close : 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z'} />
    </button>
  );
}

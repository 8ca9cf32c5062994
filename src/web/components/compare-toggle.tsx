import { cx } from '#web/lib/class-names';
import { usePageLanguage } from '#web/lib/i18n';
import { togglePick, type ComparePick } from '#web/lib/compare-picks';
import { useComparePicks } from '#web/lib/use-compare-picks';
import { LineIcon } from '#web/components/ui/line-icon';
import { comparePicksTexts as text } from './compare-picks-texts';
import styles from './compare-toggle.module.css';

/**
 * "Compare": adds the program to the parent's picks, or takes it out (docs/decisions/0027). Its name
 * stays the same and aria-pressed carries the state, so a screen reader hears "Compare Acorn,
 * toggle button, pressed". A fourth pick is refused; the tray says why.
 */
export function CompareToggle({ program, size = 'small' }: { program: ComparePick; size?: 'small' | 'large' }) {
  const { _ } = usePageLanguage();
  const picked = useComparePicks().some((pick) => pick.id === program.id);
  return (
    <button
      type="button"
      className={cx(styles.toggle, size === 'large' && styles.large)}
      aria-pressed={picked}
      aria-label={_(text.toggleLabel(program.name))}
      onClick={() => togglePick(program)}
    >
      {picked ? (
        <LineIcon d="M5 12l5 5 9-10" />
      ) : (
        <span className={styles.box} aria-hidden="true" />
      )}
      {_(text.toggle)}
    </button>
  );
}

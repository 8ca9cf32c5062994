import { Link, useLocation } from 'react-router';
import { COMPARE_MAX } from '#shared/constants.js';
import { cx } from '#web/lib/class-names';
import { compareLink } from '#web/lib/compare-link';
import { usePageLanguage } from '#web/lib/i18n';
import { clearPicks, togglePick } from '#web/lib/compare-picks';
import { useComparePicks, useRefusedPick } from '#web/lib/use-compare-picks';
import { RemoveButton } from '#web/components/ui/remove-button';
import { comparePicksTexts as text } from './compare-picks-texts';
import styles from './compare-tray.module.css';

/**
 * The parent's picks at the foot of every page but the comparison itself, with the link to
 * compare them (for the route on screen, when it is the route results) and, after a fourth
 * pick, why it was refused: in a live region, never an alert box (docs/decisions/0027).
 */
export function CompareTray() {
  const { _ } = usePageLanguage();
  const picks = useComparePicks();
  const refused = useRefusedPick();
  const location = useLocation();
  if (picks.length === 0 || location.pathname === '/compare') return null;
  const route = location.pathname === '/route-results' ? new URLSearchParams(location.search) : undefined;
  return (
    <aside className={styles.tray} aria-label={_(text.trayLabel)}>
      <div className={styles.inner}>
        <h2 className={styles.title}>{_(text.trayTitle(picks.length, COMPARE_MAX))}</h2>
        <ul className={styles.picks}>
          {picks.map((pick) => (
            <li key={pick.id} className={styles.pick}>
              <span className={styles.pickName}>{pick.name}</span>
              <RemoveButton label={_(text.remove(pick.name))} className={styles.remove} onClick={() => togglePick(pick)} />
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <button type="button" className={styles.clear} onClick={() => clearPicks()}>
            {_(text.clear)}
          </button>
          <Link className={styles.open} to={compareLink(picks.map((pick) => pick.id), route)}>
            {_(text.open(picks.length))}
          </Link>
        </div>
      </div>
      <p className={cx(styles.notice, refused && styles.noticeShown)} role="status">
        {refused ? _(text.full(refused.name, COMPARE_MAX)) : ''}
      </p>
    </aside>
  );
}

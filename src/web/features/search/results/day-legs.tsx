import type { RouteLeg } from '#shared/schemas/search.js';
import { cx } from '#web/lib/class-names';
import { legLine } from './day-legs-text';
import layout from '#web/components/ui/layout.module.css';
import styles from './day-legs.module.css';

/**
 * Drop-off and pickup (lines, not a list: the card is itself an item of the results list) through this program (docs/decisions/0026), shown once the parent has
 * given a time for either leg: a route search without times keeps its one detour line.
 */
export function DayLegs({ morning, evening }: { morning: RouteLeg | undefined; evening: RouteLeg | undefined }) {
  if (!morning || !evening || (morning.arrivesAt === null && evening.arrivesAt === null)) return null;
  return (
    <div className={cx(layout.stack, layout.gap1)}>
      {([
        ['morning', morning],
        ['evening', evening],
      ] as const).map(([kind, leg]) => {
        const line = legLine(leg, kind);
        return (
          <p key={kind} className={styles.leg}>
            <span className={styles.trip}>{line.trip}</span>
            {line.hours && (
              <span className={cx(styles.hours, line.fits === false && styles.misfit, line.fits === null && styles.unknown)}>
                {line.hours}
              </span>
            )}
          </p>
        );
      })}
    </div>
  );
}

import { cx } from '#web/lib/class-names';
import styles from './blocks.module.css';
import layout from '#web/components/ui/layout.module.css';
import typography from '#web/components/ui/typography.module.css';

export interface FactRow {
  label: string;
  value: string;
  /** Dimmed: the list or the provider did not say. */
  missing?: boolean;
  /** Set apart, e.g. today's hours in the week. */
  current?: boolean;
  /** The value's language where it is quoted in another than the page's (a licensing list's own words). */
  lang?: string;
}

/** Label and value pairs, side by side on a laptop and on a phone alike (the values are short). */
export function FactRows({ rows }: { rows: readonly FactRow[] }) {
  return (
    <dl className={cx(layout.stack, styles.rows)}>
      {rows.map((row) => (
        <div key={row.label} className={cx(styles.row, row.current && styles.current)}>
          <dt className={typography.muted}>{row.label}</dt>
          <dd className={cx(styles.value, row.missing && typography.muted)} lang={row.lang}>
            {row.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

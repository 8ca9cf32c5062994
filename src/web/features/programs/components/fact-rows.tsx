import { cx } from '#web/lib/class-names';
import styles from './blocks.module.css';

export interface FactRow {
  label: string;
  value: string;
  /** Dimmed: the list or the provider did not say. */
  missing?: boolean;
  /** Set apart, e.g. today's hours in the week. */
  current?: boolean;
}

/** Label and value pairs, side by side on a laptop and on a phone alike (the values are short). */
export function FactRows({ rows }: { rows: readonly FactRow[] }) {
  return (
    <dl className={styles.rows}>
      {rows.map((row) => (
        <div key={row.label} className={cx(styles.row, row.current && styles.current)}>
          <dt className={styles.label}>{row.label}</dt>
          <dd className={cx(styles.value, row.missing && styles.missing)}>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

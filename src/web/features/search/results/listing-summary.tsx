import { messages } from '#shared/messages.js';
import type { ListingSummary as Summary } from '#shared/schemas/listing.js';
import { cx } from '#web/lib/class-names';
import styles from './listing-summary.module.css';
import { summaryLines } from './summary-lines';

const text = messages.listing;

/** A result's openings, price and today's hours, each "not reported by the provider yet" when missing. */
export function ListingSummary({ listing }: { listing: Summary | null }) {
  if (!listing) return <p className={cx(styles.summary, styles.none)}>{text.summaryNotReported}</p>;
  const lines = summaryLines(listing, new Date());
  const rows = [
    { label: text.summaryLabels.openings, value: lines.openings, className: lines.seatsNow ? styles.seats : lines.stale ? styles.stale : undefined },
    { label: text.summaryLabels.price, value: lines.price },
    { label: text.summaryLabels.hours, value: lines.hours },
  ];
  return (
    <dl className={styles.summary}>
      {rows.map((row) => (
        <div key={row.label} className={styles.row}>
          <dt className={styles.label}>{row.label}</dt>
          <dd className={cx(styles.value, row.value === null ? styles.none : row.className)}>{row.value ?? text.notReported}</dd>
        </div>
      ))}
    </dl>
  );
}

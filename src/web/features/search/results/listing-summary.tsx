import type { ListingSummary as Summary } from '#shared/schemas/listing.js';
import { cx } from '#web/lib/class-names';
import { usePageLanguage } from '#web/lib/i18n';
import layout from '#web/components/ui/layout.module.css';
import styles from './listing-summary.module.css';
import { resultsTexts } from './results-texts';
import { summaryLines, type SummaryLines } from './summary-lines';
import typography from '#web/components/ui/typography.module.css';
import { listingTexts } from '#web/lib/listing-texts';

const text = resultsTexts.listing;

/** "Infant: 2 open · Toddler: Waitlist, confirmed 3 days ago": a free seat stands out, stale ones are dimmed. */
function Openings({ openings }: { openings: NonNullable<SummaryLines['openings']> }) {
  return (
    <>
      {openings.groups.map((group, index) => (
        <span key={group.text}>
          {index > 0 && ' · '}
          <span className={cx(group.seats && typography.good)}>{group.text}</span>
        </span>
      ))}
      <span className={cx(typography.muted, openings.stale && styles.stale)}>, {openings.confirmed}</span>
    </>
  );
}

/** A marker's window is small: openings on one line, price and hours on the next, only what is known. */
function CompactSummary({ lines }: { lines: SummaryLines }) {
  const { _ } = usePageLanguage();
  const priceAndHours = [lines.price, lines.hours].filter(Boolean).join(' · ');
  // Lines, not paragraphs: Leaflet gives paragraphs in its windows wide margins.
  if (!lines.openings && !priceAndHours) return <div className={typography.muted}>{_(text.summaryNotReported)}</div>;
  return (
    <div className={cx(layout.stack, layout.gap1, styles.summary)}>
      {lines.openings && (
        <div>
          <Openings openings={lines.openings} />
        </div>
      )}
      {priceAndHours && <div>{priceAndHours}</div>}
    </div>
  );
}

/**
 * A result's openings, price and today's hours, each "not reported by the provider yet" when
 * missing; `compact` (a marker's window) leaves out what is missing and the labels.
 */
export function ListingSummary({ listing, compact = false }: { listing: Summary | null; compact?: boolean }) {
  const { _ } = usePageLanguage();
  if (!listing) return <div className={typography.muted}>{_(text.summaryNotReported)}</div>;
  const lines = summaryLines(listing, new Date());
  if (compact) return <CompactSummary lines={lines} />;
  const rows = [
    { label: _(text.labels.openings), value: lines.openings && <Openings openings={lines.openings} /> },
    { label: _(text.labels.price), value: lines.price },
    { label: _(text.labels.hours), value: lines.hours },
  ];
  return (
    <dl className={cx(layout.stack, layout.gap1, styles.summary)}>
      {rows.map((row) => (
        <div key={row.label} className={styles.row}>
          <dt className={styles.label}>{row.label}</dt>
          <dd className={cx(styles.value, row.value === null && typography.muted)}>{row.value ?? _(listingTexts.notReported)}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { Link } from 'react-router';
import { SAVED_DAYCARE_DEFAULTS } from '#shared/schemas/saved.js';
import { formatDate } from '#web/lib/format-date';
import { i18n } from '#web/lib/i18n';
import { savedProgramLink } from '#web/lib/program-link';
import type { ComparedDaycare } from './chat-blocks';
import styles from './chat-message.module.css';
import { assistantTexts } from './assistant-texts';

const text = assistantTexts.table;
const D = SAVED_DAYCARE_DEFAULTS;

/** The server stores a placeholder for what the parent's save did not know; say so plainly instead. */
const known = (value: string, placeholder: string) =>
  value.trim() && value !== placeholder ? value : i18n._(text.notProvided);

const ROWS: readonly { label: MessageDescriptor; value: (daycare: ComparedDaycare) => string }[] = [
  { label: text.address, value: (daycare) => known(daycare.address, D.address) },
  { label: text.phone, value: (daycare) => known(daycare.phoneNumber, D.phoneNumber) },
  { label: text.capacity, value: (daycare) => (daycare.capacity > 0 ? String(daycare.capacity) : i18n._(text.notProvided)) },
  { label: text.license, value: (daycare) => known(daycare.licenseNumber, D.licenseNumber) },
  { label: text.saved, value: (daycare) => formatDate(daycare.savedAt) },
];

/**
 * Saved daycares side by side: one column per program, one row per fact, so two programs still fit
 * a phone's width. Wider comparisons scroll sideways inside their own focusable region.
 */
export function CompareTable({ daycares }: { daycares: readonly ComparedDaycare[] }) {
  const caption = i18n._(text.caption(daycares.length));
  return (
    <div className={styles.tableScroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <td className={styles.corner} />
            {daycares.map((daycare) => {
              const page = savedProgramLink(daycare.placeId);
              return (
                <th key={daycare.name} scope="col">
                  {page ? <Link to={page}>{daycare.name}</Link> : daycare.name}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label.id}>
              <th scope="row">{i18n._(row.label)}</th>
              {daycares.map((daycare) => (
                <td key={daycare.name}>{row.value(daycare)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { messages } from '#shared/messages.js';
import type { ExtractFilters } from '#shared/schemas/assistant.js';
import { languageName } from '#web/lib/language-names';
import { clockText, dollarRange } from '#web/lib/listing-text';
import styles from '#web/components/ui/chips.module.css';

const text = messages.assistant;

export type FilterName = keyof ExtractFilters;

/** Each filter that is on, with the words its chip shows ("Spanish", "Up to $2,000 a month"). */
export function filterChips(filters: ExtractFilters): { name: FilterName; label: string }[] {
  const chips: { name: FilterName; label: string }[] = [];
  if (filters.openings) chips.push({ name: 'openings', label: text.filterChips.openings });
  if (filters.maxMonthlyTuition !== null) chips.push({ name: 'maxMonthlyTuition', label: text.filterChips.maxMonthlyTuition(dollarRange(filters.maxMonthlyTuition)) });
  if (filters.openBy) chips.push({ name: 'openBy', label: text.filterChips.openBy(clockText(filters.openBy)) });
  if (filters.openUntil) chips.push({ name: 'openUntil', label: text.filterChips.openUntil(clockText(filters.openUntil)) });
  if (filters.language) chips.push({ name: 'language', label: languageName(filters.language) });
  if (filters.subsidy) chips.push({ name: 'subsidy', label: text.filterChips.subsidy });
  return chips;
}

/** The filters read from a request as buttons that remove them ("Remove filter: Spanish"). */
export function AiFilterChips({ filters, onRemove }: { filters: ExtractFilters; onRemove: (name: FilterName) => void }) {
  const chips = filterChips(filters);
  if (!chips.length) return null;
  return (
    <ul className={styles.list} aria-label={text.filtersLabel}>
      {chips.map((chip) => (
        <li key={chip.name}>
          <button type="button" className={styles.chip} aria-label={text.removeFilter(chip.label)} onClick={() => onRemove(chip.name)}>
            {chip.label}
            <span aria-hidden="true" className={styles.mark}>
              ×
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

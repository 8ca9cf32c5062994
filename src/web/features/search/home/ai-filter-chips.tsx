import type { I18n } from '@lingui/core';
import type { Language } from '#shared/translation.js';
import type { ExtractFilters } from '#shared/schemas/assistant.js';
import { languageName } from '#web/lib/language-names';
import { clockText } from '#shared/week-hours.js';
import { dollarRange } from '#web/lib/listing-text';
import styles from '#web/components/ui/chips.module.css';
import { searchFormTexts } from './search-form-texts';
import { usePageLanguage } from '#web/lib/i18n';

const text = searchFormTexts.assistant;

export type FilterName = keyof ExtractFilters;

/** Each filter that is on, with the words its chip shows ("Spanish", "Up to $2,000 a month"), in the page's language. */
export function filterChips(filters: ExtractFilters, _: I18n['_'], language: Language): { name: FilterName; label: string }[] {
  const chips: { name: FilterName; label: string }[] = [];
  if (filters.openings) chips.push({ name: 'openings', label: _(text.filterChips.openings) });
  if (filters.maxMonthlyTuition !== null) chips.push({ name: 'maxMonthlyTuition', label: _(text.filterChips.maxMonthlyTuition(dollarRange(filters.maxMonthlyTuition))) });
  if (filters.openBy) chips.push({ name: 'openBy', label: _(text.filterChips.openBy(clockText(filters.openBy))) });
  if (filters.openUntil) chips.push({ name: 'openUntil', label: _(text.filterChips.openUntil(clockText(filters.openUntil))) });
  if (filters.language) chips.push({ name: 'language', label: languageName(filters.language, language) });
  if (filters.subsidy) chips.push({ name: 'subsidy', label: _(text.filterChips.subsidy) });
  return chips;
}

/** The filters read from a request as buttons that remove them ("Remove filter: Spanish"). */
export function AiFilterChips({ filters, onRemove }: { filters: ExtractFilters; onRemove: (name: FilterName) => void }) {
  const { _, language } = usePageLanguage();
  const chips = filterChips(filters, _, language);
  if (!chips.length) return null;
  return (
    <ul className={styles.list} aria-label={_(text.filtersLabel)}>
      {chips.map((chip) => (
        <li key={chip.name}>
          <button type="button" className={styles.chip} aria-label={_(text.removeFilter(chip.label))} onClick={() => onRemove(chip.name)}>
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

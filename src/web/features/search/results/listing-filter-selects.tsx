import { AGE_GROUPS, LANGUAGES, SCHEDULES } from '#shared/constants.js';
import { messages } from '#shared/messages.js';
import { SelectField, type SelectOption } from '#web/components/ui/select-field';
import { languageName } from '#web/lib/language-names';
import { clockText, dollarRange } from '#web/lib/listing-text';
import type { ResultFilters } from '../results-url';

const text = messages.listing.filters;

/** The choices of the listing's filters; a select's empty value means "no filter". */
const OPENINGS_OPTIONS: readonly SelectOption[] = [
  { value: '', label: text.anyOpenings },
  ...AGE_GROUPS.map((group) => ({ value: group, label: messages.results.ageGroups[group] })),
];

const MAX_PRICE_OPTIONS: readonly SelectOption[] = [
  { value: '', label: text.anyPrice },
  ...[1000, 1500, 2000, 2500, 3000].map((dollars) => ({ value: String(dollars), label: dollarRange(dollars) })),
];

const OPEN_BY_OPTIONS: readonly SelectOption[] = [
  { value: '', label: text.anyTime },
  ...['06:30', '07:00', '07:30', '08:00', '08:30'].map((time) => ({ value: time, label: clockText(time) })),
];

const OPEN_UNTIL_OPTIONS: readonly SelectOption[] = [
  { value: '', label: text.anyTime },
  ...['17:00', '17:30', '18:00', '18:30', '19:00'].map((time) => ({ value: time, label: clockText(time) })),
];

const LANGUAGE_OPTIONS: readonly SelectOption[] = [
  { value: '', label: text.anyLanguage },
  ...LANGUAGES.map((code) => ({ value: code, label: languageName(code) })),
];

const SCHEDULE_OPTIONS: readonly SelectOption[] = [
  { value: '', label: text.anySchedule },
  ...SCHEDULES.map((schedule) => ({ value: schedule, label: messages.listing.schedules[schedule] })),
];

/**
 * The options with the URL's value among them: a shared link may ask for a price or a time the
 * list does not offer, and the select must still show what is applied.
 */
function withChosen(options: readonly SelectOption[], value: string, label: string): readonly SelectOption[] {
  return !value || options.some((option) => option.value === value) ? options : [...options, { value, label }];
}

/** A time select with the URL's time among its options, named as the parent reads it. */
const timeOptions = (options: readonly SelectOption[], time: string | null) => withChosen(options, time ?? '', time ? clockText(time) : '');

/** The listing's six filters as selects: the query parameter each writes, its label, choices and value. */
function listingSelects(filters: ResultFilters) {
  const price = filters.maxMonthlyTuition === null ? '' : String(filters.maxMonthlyTuition);
  return [
    { name: 'openings', label: text.openings, options: OPENINGS_OPTIONS, value: filters.openings ?? '' },
    { name: 'maxMonthlyTuition', label: text.maxMonthlyTuition, options: withChosen(MAX_PRICE_OPTIONS, price, dollarRange(filters.maxMonthlyTuition ?? 0)), value: price },
    { name: 'openBy', label: text.openBy, options: timeOptions(OPEN_BY_OPTIONS, filters.openBy), value: filters.openBy ?? '' },
    { name: 'openUntil', label: text.openUntil, options: timeOptions(OPEN_UNTIL_OPTIONS, filters.openUntil), value: filters.openUntil ?? '' },
    { name: 'language', label: text.language, options: LANGUAGE_OPTIONS, value: filters.language ?? '' },
    { name: 'schedule', label: text.schedule, options: SCHEDULE_OPTIONS, value: filters.schedule ?? '' },
  ];
}

/**
 * The listing's selects under "More filters". A module of their own, loaded when the panel opens:
 * their option lists (languages named through Intl, prices, times) cost a phone a long task that
 * the results' first paint does not need.
 */
export default function ListingFilterSelects({ filters, onChange }: { filters: ResultFilters; onChange: (name: string, value: string) => void }) {
  return listingSelects(filters).map((select) => (
    <SelectField
      key={select.name}
      label={select.label}
      name={select.name}
      options={select.options}
      value={select.value}
      onChange={(event) => onChange(select.name, event.target.value)}
    />
  ));
}

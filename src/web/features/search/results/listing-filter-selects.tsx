import { AGE_GROUPS, LANGUAGES, SCHEDULES } from '#shared/constants.js';
import type { Language } from '#shared/translation.js';
import { SelectField, type SelectOption } from '#web/components/ui/select-field';
import { usePageLanguage, type Translate } from '#web/lib/i18n';
import { languageName } from '#web/lib/language-names';
import { clockText } from '#shared/week-hours.js';
import { dollarRange } from '#web/lib/listing-text';
import { programTexts } from '#web/lib/program-texts';
import type { ResultFilters } from '../results-url';
import { resultsTexts } from './results-texts';

const text = resultsTexts.listingFilters;

/** The choices of the listing's filters in the page's language; a select's empty value means "no filter". */
function choices(_: Translate, language: Language) {
  const time = (times: readonly string[]) => [{ value: '', label: _(text.anyTime) }, ...times.map((value) => ({ value, label: clockText(value) }))];
  return {
    openings: [{ value: '', label: _(text.anyOpenings) }, ...AGE_GROUPS.map((group) => ({ value: group, label: _(programTexts.ageGroups[group]) }))],
    maxPrice: [
      { value: '', label: _(text.anyPrice) },
      ...[1000, 1500, 2000, 2500, 3000].map((dollars) => ({ value: String(dollars), label: dollarRange(dollars) })),
    ],
    openBy: time(['06:30', '07:00', '07:30', '08:00', '08:30']),
    openUntil: time(['17:00', '17:30', '18:00', '18:30', '19:00']),
    language: [{ value: '', label: _(text.anyLanguage) }, ...LANGUAGES.map((code) => ({ value: code, label: languageName(code, language) }))],
    schedule: [{ value: '', label: _(text.anySchedule) }, ...SCHEDULES.map((schedule) => ({ value: schedule, label: _(programTexts.schedules[schedule]) }))],
  } satisfies Record<string, readonly SelectOption[]>;
}

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
function listingSelects(filters: ResultFilters, _: Translate, language: Language) {
  const price = filters.maxMonthlyTuition === null ? '' : String(filters.maxMonthlyTuition);
  const options = choices(_, language);
  return [
    { name: 'openings', label: _(text.openings), options: options.openings, value: filters.openings ?? '' },
    { name: 'maxMonthlyTuition', label: _(text.maxMonthlyTuition), options: withChosen(options.maxPrice, price, dollarRange(filters.maxMonthlyTuition ?? 0)), value: price },
    { name: 'openBy', label: _(text.openBy), options: timeOptions(options.openBy, filters.openBy), value: filters.openBy ?? '' },
    { name: 'openUntil', label: _(text.openUntil), options: timeOptions(options.openUntil, filters.openUntil), value: filters.openUntil ?? '' },
    { name: 'language', label: _(text.language), options: options.language, value: filters.language ?? '' },
    { name: 'schedule', label: _(text.schedule), options: options.schedule, value: filters.schedule ?? '' },
  ];
}

/**
 * The listing's selects under "More filters". A module of their own, loaded when the panel opens:
 * their option lists (languages named through Intl, prices, times) cost a phone a long task that
 * the results' first paint does not need.
 */
export default function ListingFilterSelects({ filters, onChange }: { filters: ResultFilters; onChange: (name: string, value: string) => void }) {
  const { _, language } = usePageLanguage();
  return listingSelects(filters, _, language).map((select) => (
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

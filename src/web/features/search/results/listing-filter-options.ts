import { AGE_GROUPS, LANGUAGES, SCHEDULES } from '#shared/constants.js';
import { messages } from '#shared/messages.js';
import type { SelectOption } from '#web/components/ui/select-field';
import { languageName } from '#web/lib/language-names';
import { clockText, dollarRange } from '#web/lib/listing-text';

const text = messages.listing.filters;

/** The choices of the listing's filters; a select's empty value means "no filter". */
export const OPENINGS_OPTIONS: readonly SelectOption[] = [
  { value: '', label: text.anyOpenings },
  ...AGE_GROUPS.map((group) => ({ value: group, label: messages.results.ageGroups[group] })),
];

export const MAX_PRICE_OPTIONS: readonly SelectOption[] = [
  { value: '', label: text.anyPrice },
  ...[1000, 1500, 2000, 2500, 3000].map((dollars) => ({ value: String(dollars), label: dollarRange(dollars) })),
];

export const OPEN_BY_OPTIONS: readonly SelectOption[] = [
  { value: '', label: text.anyTime },
  ...['06:30', '07:00', '07:30', '08:00', '08:30'].map((time) => ({ value: time, label: clockText(time) })),
];

export const OPEN_UNTIL_OPTIONS: readonly SelectOption[] = [
  { value: '', label: text.anyTime },
  ...['17:00', '17:30', '18:00', '18:30', '19:00'].map((time) => ({ value: time, label: clockText(time) })),
];

export const LANGUAGE_OPTIONS: readonly SelectOption[] = [
  { value: '', label: text.anyLanguage },
  ...LANGUAGES.map((code) => ({ value: code, label: languageName(code) })),
];

export const SCHEDULE_OPTIONS: readonly SelectOption[] = [
  { value: '', label: text.anySchedule },
  ...SCHEDULES.map((schedule) => ({ value: schedule, label: messages.listing.schedules[schedule] })),
];

/**
 * The options with the URL's value among them: a shared link may ask for a price or a time the
 * list does not offer, and the select must still show what is applied.
 */
export function withChosen(options: readonly SelectOption[], value: string, label: string): readonly SelectOption[] {
  return !value || options.some((option) => option.value === value) ? options : [...options, { value, label }];
}

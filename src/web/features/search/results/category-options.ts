import { AGE_GROUPS, CHILDCARE_CATEGORIES, SORT_OPTIONS } from '#shared/constants.js';
import { messages } from '#shared/messages.js';
import type { SelectOption } from '#web/components/ui/select-field';

const text = messages.results;

/** The 8 childcare categories, after "Any type" (value ''). */
export const TYPE_OPTIONS: readonly SelectOption[] = [
  { value: '', label: text.anyType },
  ...CHILDCARE_CATEGORIES.map((category) => ({ value: category, label: text.categories[category] })),
];

export const AGE_OPTIONS: readonly SelectOption[] = [
  { value: '', label: text.anyAge },
  ...AGE_GROUPS.map((group) => ({ value: group, label: text.ageGroups[group] })),
];

export const SORT_SELECT_OPTIONS: readonly SelectOption[] = SORT_OPTIONS.map((option) => ({
  value: option,
  label: text.sortOptions[option],
}));

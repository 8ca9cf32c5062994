import { AGE_GROUPS, CHILDCARE_CATEGORIES } from '#shared/constants.js';
import { messages } from '#shared/messages.js';
import type { SelectOption } from '#web/components/ui/select-field';
import { RESULT_SORTS, ROUTE_RESULT_SORTS, type ResultSort } from '../results-url';

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

const SORT_LABELS: Record<ResultSort, string> = { ...text.sortOptions, price: messages.listing.sortPrice };

const sortOptions = (sorts: readonly ResultSort[]): readonly SelectOption[] => sorts.map((option) => ({ value: option, label: SORT_LABELS[option] }));

export const SORT_SELECT_OPTIONS = sortOptions(RESULT_SORTS);
/** A route's orders add the shortest detour of both legs of the day. */
export const ROUTE_SORT_SELECT_OPTIONS = sortOptions(ROUTE_RESULT_SORTS);

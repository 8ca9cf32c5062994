import { AGE_GROUPS, CHILDCARE_CATEGORIES } from '#shared/constants.js';
import type { SelectOption } from '#web/components/ui/select-field';
import type { Translate } from '#web/lib/i18n';
import { programTexts } from '#web/lib/program-texts';
import { RESULT_SORTS, ROUTE_RESULT_SORTS, type ResultSort } from '../results-url';
import { resultsTexts } from './results-texts';

/** The 8 childcare categories, after "Any type" (value ''). */
export const typeOptions = (_: Translate): readonly SelectOption[] => [
  { value: '', label: _(resultsTexts.anyType) },
  ...CHILDCARE_CATEGORIES.map((category) => ({ value: category, label: _(programTexts.categories[category]) })),
];

export const ageOptions = (_: Translate): readonly SelectOption[] => [
  { value: '', label: _(resultsTexts.anyAge) },
  ...AGE_GROUPS.map((group) => ({ value: group, label: _(programTexts.ageGroups[group]) })),
];

/** A route's orders add the shortest detour of both legs of the day. */
export const sortOptions = (_: Translate, onRoute: boolean): readonly SelectOption[] =>
  (onRoute ? ROUTE_RESULT_SORTS : RESULT_SORTS).map((option: ResultSort) => ({ value: option, label: _(resultsTexts.sortOptions[option]) }));

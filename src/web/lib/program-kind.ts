import type { Program } from '#shared/schemas/catalogue.js';
import { i18n } from './i18n';
import { programTexts } from './program-texts';

/**
 * The language the licensing lists write in. Their own words (a program type, a licence status, a
 * licence's hours line) are quoted as they are and marked as English, so a screen reader on a page
 * in another language reads them as English.
 */
export const LICENSING_LIST_LANGUAGE = 'en';

/** Our category, and the licensing list's own name for the program type where it says more ("Preschool", "Family Child Care"). */
export function kindParts(program: Pick<Program, 'category' | 'programType'>): { category: string; listType: string | null } {
  const category = i18n._(programTexts.categories[program.category]);
  const type = program.programType?.trim();
  return { category, listType: type && type.toLowerCase() !== category.toLowerCase() ? type : null };
}

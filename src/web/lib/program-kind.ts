import type { Program } from '#shared/schemas/catalogue.js';
import { i18n } from './i18n';
import { programTexts } from './program-texts';

/** "Preschool · Family Child Care": our category, and the licensing list's own name for the program type where it says more. */
export function kindText(program: Pick<Program, 'category' | 'programType'>): string {
  const category = i18n._(programTexts.categories[program.category]);
  const type = program.programType?.trim();
  return type && type.toLowerCase() !== category.toLowerCase() ? `${category} · ${type}` : category;
}

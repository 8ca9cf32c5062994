import { spanishFieldText } from '#shared/field-texts.js';
import { pageLanguage } from './i18n';

/**
 * A contract's field check as the page says it: in Spanish on a Spanish page, by its English
 * wording, as the API says it to a Spanish request (docs/decisions/0041); else as written.
 */
export function fieldCheckText(english: string): string {
  return pageLanguage() === 'es' ? (spanishFieldText(english) ?? english) : english;
}

import type { Language } from '#shared/translation.js';
import { FORMAT_LOCALES } from './i18n';

const namesIn = new Map<Language, Intl.DisplayNames>();

/** "es" -> "Spanish" (in Spanish, "Español"): a language code as a parent reads it, in the page's language. */
export function languageName(code: string, language: Language): string {
  let names = namesIn.get(language);
  if (!names) {
    names = new Intl.DisplayNames([FORMAT_LOCALES[language]], { type: 'language' });
    namesIn.set(language, names);
  }
  const name = names.of(code) ?? code;
  // Spanish writes language names in lower case; as a label on its own it starts with a capital.
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

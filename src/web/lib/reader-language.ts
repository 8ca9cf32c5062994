import { isOneOf } from '#shared/constants.js';
import { SITE_LANGUAGES, type Language } from '#shared/translation.js';

/**
 * The reader's language, from the browser's preferred languages: the first of them that is
 * English or Spanish ("es-US", "es-419" and "es" all count). The one place a saved language
 * setting will replace (docs/decisions/0038).
 */
export function readerLanguage(preferred: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages): Language {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (primary !== undefined && isOneOf(SITE_LANGUAGES, primary)) return primary;
  }
  return 'en';
}

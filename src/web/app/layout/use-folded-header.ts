import { useSyncExternalStore } from 'react';
import type { Language } from '#shared/translation.js';

/**
 * Below this width the header's links fold behind Menu. Seven links, two round buttons, the
 * language switch and Login and Register need about 1,216 px in English and about 1,460 px in
 * Spanish, whose words are longer; a width alone, in CSS, could not tell the two apart
 * (docs/decisions/0037).
 */
export const FOLD_BELOW: Record<Language, string> = { en: '76rem', es: '92rem' };

/** Whether the header is folded at the window's width now, following resizes. */
export function useFoldedHeader(language: Language): boolean {
  const query = `(max-width: ${FOLD_BELOW[language]})`;
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
  );
}

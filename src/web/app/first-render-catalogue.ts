import type { Messages } from '@lingui/core';
import type { Language } from '#shared/translation.js';
import { cataloguesOf } from '#web/lib/i18n';
import { messages as homeEnglish } from '#web/features/home/locales/en.po';
import { messages as savedEnglish } from '#web/features/saved/locales/en.po';
import { messages as searchFormsEnglish } from '#web/features/search/home/locales/en.po';
import { messages as shellEnglish } from './locales/en.po';

/**
 * What must be in the page's language before the first render: the shell's catalogue (the header,
 * footer and menus, and the texts of `lib/` and `components/`), the header's saved lists', and
 * Home's two, since Home is not loaded lazily. The English comes with the first download; the
 * Spanish is fetched, side by side, only for a Spanish page (docs/decisions/0037).
 */
export async function firstRenderCatalogue(language: Language): Promise<Messages> {
  if (language === 'en') return { ...shellEnglish, ...savedEnglish, ...homeEnglish, ...searchFormsEnglish };
  const spanish = cataloguesOf(
    () => import('./locales/es.po'),
    () => import('#web/features/saved/locales/es.po'),
    () => import('#web/features/home/locales/es.po'),
    () => import('#web/features/search/home/locales/es.po'),
  );
  return (await spanish(language)).messages;
}

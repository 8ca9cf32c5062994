import type { Messages } from '@lingui/core';
import type { Language } from '#shared/translation.js';
import { messages as english } from './locales/en.po';

/**
 * The shell's catalogue (the header, footer and menus, and the texts of `lib/` and `components/`),
 * needed before the first render: the English comes with the first download, the Spanish is
 * fetched only for a Spanish page (docs/decisions/0037).
 */
export async function shellCatalogue(language: Language): Promise<Messages> {
  return language === 'en' ? english : (await import('./locales/es.po')).messages;
}

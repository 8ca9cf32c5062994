import { i18n, type I18n, type Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { isOneOf } from '#shared/constants.js';
import { SITE_LANGUAGES, type Language } from '#shared/translation.js';

/** Where the language a parent chose is kept between visits. */
const LANGUAGE_STORAGE_KEY = 'careroute.language';

/**
 * The locale each language formats numbers, dates and names in: US conventions in both (2,000 and
 * 4.5 in Spanish too, as US readers of Spanish write them). Lingui formats a plural's `#` with it.
 */
export const FORMAT_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** Lingui's translating function, for code outside components that says something in the page's language. */
export type Translate = I18n['_'];

/** A feature's compiled catalogue in one language, as `import('./locales/es.po')` gives it. */
export type CatalogueLoader = (language: Language) => Promise<{ messages: Messages }>;

/**
 * The page's language: the one a shared link names (`?lang=es`), else the one chosen before (in
 * the header, by a link, or the account's at sign-in), else the first of ours among the browser's
 * languages, else English (docs/decisions/0037).
 */
export function chosenLanguage(search: string, stored: string | null, browser: readonly string[]): Language {
  const named = new URLSearchParams(search).get('lang');
  if (isOneOf(SITE_LANGUAGES, named)) return named;
  if (isOneOf(SITE_LANGUAGES, stored)) return stored;
  // "es-US" is Spanish; the browser's order is the reader's order of preference.
  const primaries = browser.map((tag) => tag.toLowerCase().split('-')[0]);
  return primaries.find((primary): primary is Language => isOneOf(SITE_LANGUAGES, primary)) ?? 'en';
}

/** Keeps a language the parent chose for the next visits; a storage that refuses keeps it for this page only. */
function keepLanguage(language: Language, storage: Storage = localStorage): void {
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused (a private window's quota): the language holds for this page only.
  }
}

/**
 * Shows the site in another language from now on: kept for the next visits, and this page loaded
 * again in it, without a link's `?lang` that would name the old one. Loading the page again brings
 * every catalogue it shows and `<html lang>` at once, as a first visit does.
 */
export function switchLanguage(language: Language): void {
  keepLanguage(language);
  const url = new URL(window.location.href);
  url.searchParams.delete('lang');
  if (url.href === window.location.href) window.location.reload();
  else window.location.assign(url.href);
}

/** The language kept from an earlier visit, if storage can be read. */
export function keptLanguage(storage: Storage = localStorage): string | null {
  try {
    return storage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * Makes the chosen language the page's, with what the first render says loaded, before it:
 * `<html lang>` follows, and a language a link named is kept for the next visits (only a choice is
 * kept, so that following the browser's language later is not overruled by a default written down
 * today). Should the Spanish catalogue not arrive (the network dropped), the page starts in English.
 */
export async function startLanguage(
  search: string,
  firstRenderCatalogue: (language: Language) => Promise<Messages>,
  storage: Storage = localStorage,
  browser: readonly string[] = navigator.languages,
): Promise<void> {
  const chosen = chosenLanguage(search, keptLanguage(storage), browser);
  loadLocaleData(FORMAT_LOCALES[chosen]);
  const language = await firstRenderCatalogue(chosen).then(
    (messages) => {
      i18n.load(chosen, messages);
      return chosen;
    },
    async () => {
      i18n.load('en', await firstRenderCatalogue('en'));
      return 'en' as const;
    },
  );
  i18n.activate(language, [FORMAT_LOCALES[language]]);
  document.documentElement.lang = language;
  if (isOneOf(SITE_LANGUAGES, new URLSearchParams(search).get('lang'))) keepLanguage(chosen, storage);
}

/**
 * Has a worker load ICU's locale data for the page's formats while the page starts: the page's
 * first formatter would otherwise load it on the page's thread, in one long task that fell in the
 * render of the first results (docs/decisions/0013-results-page-first-paint.md).
 */
function loadLocaleData(locale: string): void {
  new Worker(new URL('./locale-data.worker.ts', import.meta.url), { type: 'module' }).postMessage(locale);
}

/**
 * A lazily loaded page together with its feature's catalogue in the page's language, fetched side
 * by side, so the page never shows in one language and then another.
 */
export async function pageWithCatalogue<P>(page: Promise<P>, catalogue: CatalogueLoader): Promise<{ default: P }> {
  const language = pageLanguage();
  const [component, { messages }] = await Promise.all([page, catalogue(language)]);
  i18n.load(language, messages);
  return { default: component };
}

/** Several features' catalogues as one: a page that shows another feature's part (the results page's alert form). */
export function cataloguesOf(...loaders: CatalogueLoader[]): CatalogueLoader {
  return async (language) => {
    const loaded = await Promise.all(loaders.map((load) => load(language)));
    return { messages: Object.assign({}, ...loaded.map((catalogue) => catalogue.messages)) as Messages };
  };
}

const formatters = new Map<string, unknown>();

/**
 * An Intl formatter in the page's language (FORMAT_LOCALES), made once per language and `kind`:
 * a results page formats a date on every card.
 */
export function pageFormatter<T>(kind: string, make: (locale: string) => T): T {
  const locale = FORMAT_LOCALES[pageLanguage()];
  const key = `${locale} ${kind}`;
  if (!formatters.has(key)) formatters.set(key, make(locale));
  return formatters.get(key) as T;
}

/** The page's language, as startLanguage made it. */
export function pageLanguage(): Language {
  return i18n.locale as Language;
}

/** The translating function, the page's language and Lingui's formatters (in its FORMAT_LOCALES), for a component. */
export function usePageLanguage(): { _: ReturnType<typeof useLingui>['_']; language: Language; i18n: ReturnType<typeof useLingui>['i18n'] } {
  const { _, i18n: active } = useLingui();
  return { _, language: active.locale as Language, i18n: active };
}

export { i18n };

import { defineConfig } from '@lingui/conf';

// One catalogue per language for each feature (or part of one) translated so far, loaded with its
// page (docs/decisions/0037); a feature joins the list with its Spanish. Home's two load with the
// shell's, before the first render.
const translatedFeatures = ['about', 'accounts', 'alerts', 'assistant', 'blog', 'compare', 'contact', 'home', 'how-it-works', 'operator', 'profile', 'programs', 'provider', 'saved', 'search/home', 'search/results'];

/**
 * The shell's catalogue: the header, footer and menus (the alerts' bell among them), and what
 * `lib/` and `components/` say for several pages, loaded before the first render.
 */
const shell = {
  path: '<rootDir>/src/web/app/locales/{locale}',
  include: [
    '<rootDir>/src/web/app/',
    '<rootDir>/src/web/lib/',
    '<rootDir>/src/web/components/',
    '<rootDir>/src/web/features/alerts/components/notifications-bell-texts.ts',
  ],
};

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [
    shell,
    ...translatedFeatures.map((feature) => ({
      path: `<rootDir>/src/web/features/${feature}/locales/{locale}`,
      include: [`<rootDir>/src/web/features/${feature}/`],
    })),
  ],
  orderBy: 'messageId',
  // The texts files take `msg` from the runtime macro: turned at build like the macro, and usable
  // as they are where nothing turns them (the e2e journeys read the English from them).
  macro: { corePackage: ['@lingui/core/macro', '@lingui/core/runtime-macro'] },
});

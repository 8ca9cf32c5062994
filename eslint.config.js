import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Web features do not import each other: the app composes them, and what several share lives in
 * lib/ or components/, which import no feature and no app code (docs/decisions/0017). ESLint's own
 * no-restricted-imports matches import paths as written (gitignore-style, so a leading # is escaped): the alias '#web/features/<g>/...' is one
 * pattern, and a relative path needs one block per folder depth (from features/<f>/a/b.ts another
 * feature is '../../<g>/...').
 */
const FOLDER_DEPTHS = [1, 2, 3, 4];
const crossFeature = 'A feature does not import another feature: compose them in src/web/app, or move what they share to lib/ or components/.';
const featureBoundaries = [
  ...webFeatures.flatMap((feature) =>
    FOLDER_DEPTHS.map((depth) => ({
      files: [`src/web/features/${feature}/${'*/'.repeat(depth - 1)}*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: webFeatures
                  .filter((other) => other !== feature)
                  .flatMap((other) => [`${'../'.repeat(depth)}${other}/**`, `\\#web/features/${other}/**`]),
                message: crossFeature,
              },
            ],
          },
        ],
      },
    })),
  ),
  {
    files: ['src/web/lib/**/*.{ts,tsx}', 'src/web/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/features/**', '**/app/**', '\\#web/features/**', '\\#web/app/**'], message: 'Shared code (lib/, components/) imports no feature and no app code.' }] },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'data/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...featureBoundaries,
  {
    files: ['src/web/public/sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // The contract is imported by both sides: it must not reach into either.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/server/**', '**/web/**', '\\#server/**', '\\#web/**'] }],
    },
  },
);

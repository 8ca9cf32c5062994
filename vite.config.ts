import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// Paths are resolved from this file, not from the working directory, so `vite` behaves the same
// whether it is started from the repository root or from a script elsewhere.
const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));
const webOutDir = fileURLToPath(new URL('./dist/web', import.meta.url));

/**
 * Lingui's macros turned by its native transform (a production build keeps only each message's id:
 * every language, English too, comes from the page's catalogue); a catalogue missing a Spanish
 * message fails the build (docs/decisions/0037).
 */
export const linguiOptions = { macroTransform: true, failOnMissing: true } as const;

export default defineConfig({
  root: webRoot,
  plugins: [
    react(),
    lingui(linguiOptions),
    // Every file over 1 KB also as .br and .gz, at the highest levels, which the server sends as they
    // are: compressed once at build, not again for every download (docs/decisions/0012).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: /\.vite\//, logLevel: 'silent' }),
  ],
  build: {
    outDir: webOutDir,
    emptyOutDir: true,
    // scripts/web-budget.ts reads which files the home page loads first from the manifest.
    manifest: true,
    // A lazily loaded page's own scripts are not announced ahead with <link rel="modulepreload">:
    // appending twenty such links cost a phone ~60 ms in the task that shows the page, and the
    // browser finds them in the page's chunk a moment later (docs/decisions/0013). The page
    // HTML's own preloads and every stylesheet stay.
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    // The first load in two scripts: React, the router and TanStack Query in `vendor`, and everything
    // else the entry imports statically in `app`. Left to itself the bundler cut them into a dozen
    // pieces shared with the lazy pages, each a round trip before a phone can draw (docs/decisions/0010).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/, priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});

import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Paths are resolved from this file, not from the working directory, so `vite` behaves the same
// whether it is started from the repository root or from a script elsewhere.
const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));
const webOutDir = fileURLToPath(new URL('./dist/web', import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: webOutDir,
    emptyOutDir: true,
    // scripts/web-budget.ts reads which files the home page loads first from the manifest.
    manifest: true,
    // React, the router and TanStack Query in one file that every page loads first. Left to itself the
    // bundler cut them into pieces shared with the lazy pages: five more requests before a phone can
    // draw, and 3 KB more of the first download (docs/decisions/0010).
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ }],
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

import { availableParallelism } from 'node:os';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiOptions } from './vite.config.js';

export default defineConfig({
  plugins: [lingui(linguiOptions)],
  test: {
    environment: 'node',
    setupFiles: ['src/server/test/no-outside-network.ts', 'src/web/lib/test-support/english-page.ts'],
    pool: 'forks',
    // Every test file has its own SQLite file or PostgreSQL schema and free ports, so files run
    // side by side. Vitest's default (the cores less one) ran them one at a time on a 2-core
    // machine: 330 s for the suite, 180 s with two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        extends: true,
        // The server's files build their own app, database and ports and keep no state between
        // files, so a worker reuses the modules it has loaded (docs/decisions/0043): loading them
        // again for each of 140 files was two thirds of the suite's time on a slow 2-core machine.
        test: { name: 'server', include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'], isolate: false },
      },
      // The web's files stub globals (window, fetch, Function) and test what loads first: each starts clean.
      { extends: true, test: { name: 'web', include: ['src/web/**/*.test.ts'] } },
    ],
  },
});

import { availableParallelism } from 'node:os';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiOptions } from './vite.config.js';

export default defineConfig({
  plugins: [lingui(linguiOptions)],
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['src/server/test/no-outside-network.ts', 'src/web/lib/test-support/english-page.ts'],
    pool: 'forks',
    // Every test file has its own SQLite file or PostgreSQL schema and free ports, so files run
    // side by side. Vitest's default (the cores less one) ran them one at a time on a 2-core
    // machine: 330 s for the suite, 180 s with two.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

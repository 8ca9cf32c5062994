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
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

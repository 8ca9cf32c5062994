import { afterEach, describe, expect, it, vi } from 'vitest';
import { missesMallocSetting, runsOnGlibc } from './malloc-settings.js';

describe('the malloc setting the server runs with', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it.runIf(runsOnGlibc())('is missed on glibc when the environment lacks it, and only then', () => {
    vi.stubEnv('MALLOC_MMAP_THRESHOLD_', undefined);
    expect(missesMallocSetting()).toBe(true);
    vi.stubEnv('MALLOC_MMAP_THRESHOLD_', '131072');
    expect(missesMallocSetting()).toBe(false);
  });
});

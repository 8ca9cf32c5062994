import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MALLOC_ENVIRONMENT, missesMallocSetting, runsOnGlibc } from './malloc-settings.js';

describe('the malloc setting the server runs with', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is set by the systemd unit, as npm start and the test servers set it', () => {
    const unit = readFileSync(new URL('../../deploy/careroute.service', import.meta.url), 'utf8');
    for (const [name, value] of Object.entries(MALLOC_ENVIRONMENT)) expect(unit).toMatch(new RegExp(`^Environment=${name}=${value}$`, 'm'));
  });

  it.runIf(runsOnGlibc())('is missed on glibc when the environment lacks it, and only then', () => {
    vi.stubEnv('MALLOC_MMAP_THRESHOLD_', undefined);
    expect(missesMallocSetting()).toBe(true);
    vi.stubEnv('MALLOC_MMAP_THRESHOLD_', '131072');
    expect(missesMallocSetting()).toBe(false);
  });
});

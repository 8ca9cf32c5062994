import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MALLOC_ENVIRONMENT } from './malloc-settings.js';

const unit = readFileSync(new URL('../../deploy/careroute.service', import.meta.url), 'utf8');

describe('the systemd unit (deploy/careroute.service)', () => {
  it('sets the malloc setting, as npm start and the test servers set it', () => {
    for (const [name, value] of Object.entries(MALLOC_ENVIRONMENT)) expect(unit).toMatch(new RegExp(`^Environment=${name}=${value}$`, 'm'));
  });

  it("keeps Node's compile cache in its cache directory, which outlives a stop as its /tmp does not", () => {
    const directory = /^CacheDirectory=(.+)$/m.exec(unit)?.[1];
    expect(directory).toBeDefined();
    expect(unit).toMatch(new RegExp(`^Environment=NODE_COMPILE_CACHE=/var/cache/${directory}/`, 'm'));
  });
});

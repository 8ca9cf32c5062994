import { describe, expect, it } from 'vitest';
import { PLACE_LOOKUPS_PER_MINUTE, SEARCHES_PER_MINUTE } from '#shared/constants.js';
import { messages } from '#shared/messages.js';
import { nextRemoteAddress } from '#server/test/factories.js';
import { useTestApp } from '#server/test/use-test-app.js';

/**
 * Searches and place lookups may each cost a call to a paid or rate-limited map service: they are
 * limited per client address, generously (docs/decisions/0035).
 */
describe('per-address limits on searches and place lookups', () => {
  const t = useTestApp('sqlite', { rateLimitExempt: ['10.250.0.1'] });

  const get = (url: string, remoteAddress: string) => t.app.inject({ method: 'GET', url, remoteAddress });

  it.each([
    ['/api/search/nearby?location=Quincy%2C%20MA', SEARCHES_PER_MINUTE, messages.http.tooManySearches],
    ['/api/search/route?start=Quincy%2C%20MA&end=Cambridge%2C%20MA', SEARCHES_PER_MINUTE, messages.http.tooManySearches],
    ['/api/geo/autocomplete?q=Quin', PLACE_LOOKUPS_PER_MINUTE, messages.http.tooManyLookups],
    ['/api/geo/reverse?lat=42.2529&lng=-71.0023', PLACE_LOOKUPS_PER_MINUTE, messages.http.tooManyLookups],
  ])('%s answers %i a minute from one address, then 429 asking the parent to wait a minute', async (url, max, refusal) => {
    const address = nextRemoteAddress();
    const statuses = new Set<number>();
    for (let request = 0; request < max; request++) statuses.add((await get(url, address)).statusCode);
    expect([...statuses].every((status) => status < 429), [...statuses].join()).toBe(true);
    const refused = await get(url, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ success: false, error: refusal, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address, and an exempt one, go on.
    expect((await get(url, nextRemoteAddress())).statusCode).toBeLessThan(429);
    for (let request = 0; request <= max; request++) expect((await get(url, '10.250.0.1')).statusCode).toBeLessThan(429);
  }, 60_000);
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFailureCounter } from './failure-counter.js';

const WINDOW_MS = 60_000;

/** The in-memory counter behind the per-account sign-in limit when there is no Redis (docs/decisions/0035). */
describe('counting failures in memory', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts within a window that starts at the first failure, reads without counting, and forgets when it ends or is cleared', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    const counter = createFailureCounter('test', WINDOW_MS);
    expect(await counter.read('a')).toEqual({ failures: 0, resetsInMs: 0 });
    expect(await counter.add('a')).toEqual({ failures: 1, resetsInMs: WINDOW_MS });
    vi.setSystemTime(1_000_000 + 20_000);
    // A later failure does not move the window's end.
    expect(await counter.add('a')).toEqual({ failures: 2, resetsInMs: WINDOW_MS - 20_000 });
    expect(await counter.read('a')).toEqual({ failures: 2, resetsInMs: WINDOW_MS - 20_000 });
    expect(await counter.read('b')).toEqual({ failures: 0, resetsInMs: 0 });
    vi.setSystemTime(1_000_000 + WINDOW_MS);
    expect(await counter.read('a')).toEqual({ failures: 0, resetsInMs: 0 });
    expect(await counter.add('a')).toEqual({ failures: 1, resetsInMs: WINDOW_MS });
    await counter.clear('a');
    expect(await counter.read('a')).toEqual({ failures: 0, resetsInMs: 0 });
  });
});

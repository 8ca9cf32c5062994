import { describe, expect, it } from 'vitest';
import { retryImport } from './retry-import';

describe('retryImport', () => {
  it('returns the first success, waiting longer before each retry', async () => {
    const waits: number[] = [];
    let calls = 0;
    const value = await retryImport(
      async () => {
        calls++;
        if (calls < 3) throw new Error('offline');
        return 'map';
      },
      { sleep: async (ms) => void waits.push(ms) },
    );
    expect(value).toBe('map');
    expect(calls).toBe(3);
    expect(waits).toEqual([400, 800]);
  });

  it('gives up after three retries with the last error', async () => {
    let calls = 0;
    const failing = retryImport(
      async () => {
        calls++;
        throw new Error(`failure ${calls}`);
      },
      { sleep: async () => undefined },
    );
    await expect(failing).rejects.toThrow('failure 4');
    expect(calls).toBe(4);
  });
});

import type { Redis } from 'ioredis';

/** Failures counted in the current window, and how long until that window ends (0 without one). */
export interface FailureCount {
  failures: number;
  resetsInMs: number;
}

/**
 * Counts failures per key in a fixed window that starts at the first failure. Unlike the rate-limit
 * plugin's counters it can be read without counting and cleared, which a limit on wrong passwords
 * (not on attempts) needs. In Redis when configured, so every instance counts together; in memory
 * otherwise.
 */
export interface FailureCounter {
  read(key: string): Promise<FailureCount>;
  add(key: string): Promise<FailureCount>;
  clear(key: string): Promise<void>;
}

const NONE: FailureCount = { failures: 0, resetsInMs: 0 };

export interface SharedStore {
  client: Redis;
  /** Put before every key, as the rate limits' are. */
  keyPrefix: string;
  /** A Redis error lets the request through uncounted, as the rate limits do; this says so in the log. */
  onError: (error: Error) => void;
}

export function createFailureCounter(name: string, windowMs: number, shared?: SharedStore): FailureCounter {
  return shared ? redisCounter(`${shared.keyPrefix}${name}:`, windowMs, shared) : memoryCounter(windowMs);
}

/** Entries kept before the expired ones are swept out: a flood of made-up keys cannot grow the map for ever. */
const SWEEP_AT = 10_000;

function memoryCounter(windowMs: number): FailureCounter {
  const counts = new Map<string, { failures: number; resetsAt: number }>();
  const current = (key: string, now: number) => {
    const entry = counts.get(key);
    if (entry && entry.resetsAt <= now) counts.delete(key);
    return entry && entry.resetsAt > now ? entry : undefined;
  };
  const sweep = (now: number) => {
    if (counts.size < SWEEP_AT) return;
    for (const [key, entry] of counts) if (entry.resetsAt <= now) counts.delete(key);
  };
  return {
    read: async (key) => {
      const now = Date.now();
      const entry = current(key, now);
      return entry ? { failures: entry.failures, resetsInMs: entry.resetsAt - now } : NONE;
    },
    add: async (key) => {
      const now = Date.now();
      sweep(now);
      const entry = current(key, now) ?? { failures: 0, resetsAt: now + windowMs };
      entry.failures += 1;
      counts.set(key, entry);
      return { failures: entry.failures, resetsInMs: entry.resetsAt - now };
    },
    clear: async (key) => {
      counts.delete(key);
    },
  };
}

function redisCounter(prefix: string, windowMs: number, { client, onError }: SharedStore): FailureCounter {
  const failOpen = (error: unknown) => {
    onError(error as Error);
    return NONE;
  };
  /** The count and time left from a MULTI's replies at these positions; a command's own error is thrown. */
  const counted = (replies: [Error | null, unknown][] | null, at: number): FailureCount => {
    const [failures, ttl] = [replies?.[at], replies?.[at + 1]];
    const failed = replies?.find(([error]) => error)?.[0];
    if (failed) throw failed;
    return Number(failures?.[1]) > 0 && Number(ttl?.[1]) > 0 ? { failures: Number(failures?.[1]), resetsInMs: Number(ttl?.[1]) } : NONE;
  };
  return {
    read: async (key) => {
      try {
        return counted(await client.multi().get(prefix + key).pttl(prefix + key).exec(), 0);
      } catch (error) {
        return failOpen(error);
      }
    },
    add: async (key) => {
      try {
        // The first failure starts the window; later ones count within it without moving its end.
        return counted(await client.multi().set(prefix + key, '0', 'PX', windowMs, 'NX').incr(prefix + key).pttl(prefix + key).exec(), 1);
      } catch (error) {
        return failOpen(error);
      }
    },
    clear: async (key) => {
      try {
        await client.del(prefix + key);
      } catch (error) {
        failOpen(error);
      }
    },
  };
}

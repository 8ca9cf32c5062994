export interface RetryOptions {
  /** Further attempts after the first failure. */
  retries?: number;
  /** Wait before retry n (1-based); grows so a flaky connection gets time to recover. */
  delayMs?: (retry: number) => number;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Calls `load` until it succeeds, at most 1 + retries times, waiting longer before each retry:
 * how a lazily loaded chunk (the map) survives a dropped request on a phone network.
 */
export async function retryImport<T>(
  load: () => Promise<T>,
  { retries = 3, delayMs = (retry) => 400 * 2 ** (retry - 1), sleep = wait }: RetryOptions = {},
): Promise<T> {
  for (let retry = 1; ; retry++) {
    try {
      return await load();
    } catch (error) {
      if (retry > retries) throw error;
      await sleep(delayMs(retry));
    }
  }
}

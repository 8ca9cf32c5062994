/**
 * Runs `work` in a task of its own once the browser is idle (within 200 ms at most); where
 * requestIdleCallback is missing (Safari), soon after. Returns what cancels it.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 200 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, 16);
  return () => window.clearTimeout(timer);
}

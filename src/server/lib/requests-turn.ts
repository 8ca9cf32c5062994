/**
 * Resolves after the requests and timers already waiting have run: a long job that awaits this
 * between short steps never holds the event loop for long (docs/decisions/0036).
 */
export const requestsTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

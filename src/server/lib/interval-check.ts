/**
 * A check against the database that runs at most once per interval: searches come many times a
 * second, and each instance only needs to learn of another's change within the interval. Callers
 * arriving while a check runs wait for that one rather than starting their own.
 */
export class IntervalCheck {
  private checkedAt = 0;
  private pending: Promise<void> | undefined;

  constructor(
    private readonly intervalMs: number,
    private readonly check: () => Promise<void>,
  ) {}

  /** Call when the state is known to be current (a full load): the next check waits a whole interval. */
  checked(): void {
    this.checkedAt = Date.now();
  }

  /** Runs the check if the last one is older than the interval. */
  async whenDue(): Promise<void> {
    if (Date.now() - this.checkedAt < this.intervalMs) return;
    this.pending ??= this.check().finally(() => {
      this.pending = undefined;
    });
    await this.pending;
  }
}

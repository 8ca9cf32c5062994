// Loaded into the server the national bench measures (node --import, bench/national-phase.ts):
// every 100 ms, the longest the server's event loop was held in that time, appended as
// "<epoch ms> <longest ms>" to the file EVENT_LOOP_PROBE_FILE names. A request waits at most this
// long for the server itself; what an HTTP client sees on top is the machine's (docs/decisions/0036).
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.EVENT_LOOP_PROBE_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 2 });
  delay.enable();
  setInterval(() => {
    appendFileSync(file, `${Date.now()} ${(delay.max / 1e6).toFixed(1)}\n`);
    delay.reset();
  }, 100).unref();
}

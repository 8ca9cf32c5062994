import { residentMb } from './process-figures.js';
import { round } from './stats.js';

export interface MemoryFigures {
  startMb: number;
  endMb: number;
  /** The lowest sample: what is left after V8's last full collection, the floor a leak raises. */
  lowMb: number;
  peakMb: number;
}

/** Samples a process's resident memory now, every `intervalMs`, and when finished. */
export function trackMemory(pid: number, intervalMs = 1000) {
  const samples = [residentMb(pid)];
  const timer = setInterval(() => samples.push(residentMb(pid)), intervalMs);
  return {
    finish(): MemoryFigures {
      clearInterval(timer);
      samples.push(residentMb(pid));
      return {
        startMb: round(samples[0] as number, 1),
        endMb: round(samples.at(-1) as number, 1),
        lowMb: round(Math.min(...samples), 1),
        peakMb: round(Math.max(...samples), 1),
      };
    },
  };
}

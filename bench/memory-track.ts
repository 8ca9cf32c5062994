import { residentMb } from './load-server.js';
import { round } from './stats.js';

export interface MemoryFigures {
  startMb: number;
  endMb: number;
  peakMb: number;
}

/**
 * Samples a process's resident memory now, every `intervalMs`, and when finished: a leak shows
 * as an end well above the start of the same workload, and a spike between samples as a peak.
 */
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
        peakMb: round(Math.max(...samples), 1),
      };
    },
  };
}

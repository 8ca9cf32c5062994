import { performance } from 'node:perf_hooks';

/** Runs `work` repeatedly after a warm-up and returns p50/p99 in milliseconds. */
export async function measure(work: () => unknown, { runs = 300, warmup = 30 } = {}) {
  for (let i = 0; i < warmup; i += 1) await work();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const began = performance.now();
    await work();
    samples.push(performance.now() - began);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] as number;
  return { p50: round(at(0.5)), p99: round(at(0.99)), runs };
}

export function round(value: number, digits = 3): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

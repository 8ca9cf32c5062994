import { performance } from 'node:perf_hooks';

/** Runs `work` repeatedly after a warm-up and returns p50/p99 in milliseconds. */
export async function measure(work: () => unknown, options: { runs?: number; warmup?: number } = {}) {
  return (await measureInTurns({ work }, options)).work;
}

/**
 * Runs each of `works` once a round, after warm-up rounds, and returns each one's p50/p99 in
 * milliseconds: taken in turns, a change in the machine's load falls on all of them alike.
 */
export async function measureInTurns<K extends string>(works: Record<K, () => unknown>, { runs = 300, warmup = 30 } = {}) {
  const names = Object.keys(works) as K[];
  const samples = new Map<K, number[]>(names.map((name) => [name, []]));
  for (let round = 0; round < warmup + runs; round += 1) {
    for (const name of names) {
      const began = performance.now();
      await works[name]();
      if (round >= warmup) samples.get(name)?.push(performance.now() - began);
    }
  }
  return Object.fromEntries(names.map((name) => [name, percentiles(samples.get(name) ?? [], runs)])) as Record<K, ReturnType<typeof percentiles>>;
}

function percentiles(samples: number[], runs: number) {
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] as number;
  return { p50: round(at(0.5)), p99: round(at(0.99)), runs };
}

export function round(value: number, digits = 3): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

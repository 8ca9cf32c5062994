import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { extractRules } from '#server/features/assistant/extract.js';
import { round } from './stats.js';

/**
 * The free-text extractor offline (docs/decisions/0029): each request of the development parts and
 * the older sets read once a round, every reading timed on its own, so p99 is the slow requests'
 * figure and not an average's. The held-out part is left out of the bench. The Spanish development parts are
 * in, so the time taken to write a Spanish request as English is counted (docs/decisions/0029).
 */
const SETS = [
  'extraction-eval.written-apart.dev.json',
  'extraction-eval.dev2.json',
  'extraction-eval.dev3.json',
  'extraction-eval.json',
  'extraction-eval.heldout.json',
  'extraction-eval.es.dev.json',
  'extraction-eval.es.dev2.json',
];
const ROUNDS = 50;
const WARMUP_ROUNDS = 5;

export function extractionFigures() {
  const texts = SETS.flatMap((file) =>
    (JSON.parse(readFileSync(new URL(`../src/server/features/assistant/${file}`, import.meta.url), 'utf8')) as { cases: { text: string }[] }).cases.map(
      (c) => c.text,
    ),
  );
  const firstStarted = performance.now();
  extractRules(texts[0] ?? '');
  const firstMs = performance.now() - firstStarted;
  const samples: number[] = [];
  for (let roundIndex = 0; roundIndex < WARMUP_ROUNDS + ROUNDS; roundIndex += 1) {
    for (const text of texts) {
      const began = performance.now();
      extractRules(text);
      if (roundIndex >= WARMUP_ROUNDS) samples.push(performance.now() - began);
    }
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
  return { texts: texts.length, readings: samples.length, firstMs: round(firstMs, 2), p50Ms: round(at(0.5), 3), p99Ms: round(at(0.99), 3), maxMs: round(at(1), 3) };
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ExtractResponse } from '../../../shared/schemas/assistant.js';
import { extractRules } from './extract.js';

interface EvalCase {
  text: string;
  source?: string;
  destination?: string;
  place?: string;
  category?: ExtractResponse['category'];
  ageGroup?: ExtractResponse['ageGroup'];
}

const { cases } = JSON.parse(readFileSync(new URL('./extraction-eval.json', import.meta.url), 'utf8')) as { cases: EvalCase[] };

function expected(c: EvalCase): ExtractResponse {
  return {
    intent: c.source ? 'route' : c.place ? 'nearby' : 'unknown',
    sourceAddress: c.source ?? null,
    destinationAddress: c.destination ?? null,
    aroundMeAddress: c.place ?? null,
    address: c.place ?? null,
    category: c.category ?? null,
    ageGroup: c.ageGroup ?? null,
  };
}

describe('extraction evaluation set', () => {
  it('has at least 80 varied requests', () => {
    expect(cases.length).toBeGreaterThanOrEqual(80);
    expect(cases.filter((c) => c.source).length).toBeGreaterThanOrEqual(30);
    expect(cases.filter((c) => c.place).length).toBeGreaterThanOrEqual(30);
  });

  it('reads at least 95% of the requests exactly right (every field)', () => {
    const misses = cases
      .map((c) => ({ text: c.text, want: expected(c), got: extractRules(c.text) }))
      .filter(({ want, got }) => JSON.stringify(want) !== JSON.stringify(got));
    const accuracy = (cases.length - misses.length) / cases.length;
    console.log(`extraction accuracy: ${cases.length - misses.length}/${cases.length} = ${(accuracy * 100).toFixed(1)}% exactly right`);
    for (const miss of misses) console.log('missed:', JSON.stringify(miss));
    expect(accuracy).toBeGreaterThanOrEqual(0.95);
  });
});

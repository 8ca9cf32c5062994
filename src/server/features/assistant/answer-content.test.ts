import { describe, expect, it } from 'vitest';
import { minCoverage, relevant } from './answer-content.js';
import type { Found, PassageIndex } from './answer-index.js';

/** An index that finds one passage of this coverage and BM25 strength for a question of six terms, and keeps no question asked before. */
const indexFinding = (coverage: number, strength: number) =>
  ({
    language: 'en',
    passages: [],
    respelt: (question: string) => question,
    askedBefore: { votes: () => null },
    find: (): Found[] => [
      {
        passage: { id: 'p', source: { cite: 'p', title: 'P', section: null, path: '/blog/p' }, heading: 'P', lines: ['A line.'], about: '' },
        score: 1,
        strength,
        coverage,
        matched: new Set(['a']),
        weights: new Map(['a', 'b', 'c', 'd', 'e', 'f'].map((term) => [term, 1])),
        looksFor: new Map(),
        termsOf: () => new Set(),
      },
    ],
  }) as unknown as PassageIndex;

describe('relevant', () => {
  const bar = minCoverage(6);

  it('answers from a passage that covers enough of the question', () => {
    expect(relevant(indexFinding(bar, 10), 'a question')).toHaveLength(1);
  });

  it('answers from a strong match just under the bar, and says nothing fits for a weak one', () => {
    expect(relevant(indexFinding(bar - 0.02, 120), 'a question')).toHaveLength(1);
    expect(relevant(indexFinding(bar - 0.02, 20), 'a question')).toEqual([]);
    expect(relevant(indexFinding(bar - 0.2, 120), 'a question')).toEqual([]);
  });
});

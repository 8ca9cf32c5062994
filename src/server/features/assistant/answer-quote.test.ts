import { describe, expect, it } from 'vitest';
import type { Found } from './answer-index.js';
import { quote } from './answer-quote.js';
import { englishReading } from './answer-terms.js';

/** A passage found for a question, its terms weighing one each. */
const found = (lines: string[], looksFor: Record<string, string[]>): Found => ({
  passage: { id: 'p', source: { cite: 'p', title: 'P', section: null, path: '/blog/p' }, heading: 'P', lines, about: '' },
  score: 1,
  strength: 1,
  coverage: 1,
  matched: new Set(Object.keys(looksFor)),
  weights: new Map(Object.keys(looksFor).map((term) => [term, 1])),
  looksFor: new Map(Object.entries(looksFor)),
  termsOf: (text) => new Set(englishReading.words(text).flatMap((word) => englishReading.indexTerm(word) ?? [])),
});

describe('quote', () => {
  it('opens in the line that answers rather than the unrelated lines before it', () => {
    const lines = ['- Expired: the license is no longer in effect.', 'If you see a status you do not know, ask.', 'Licensed capacity is the most children at one time. It is not the number enrolled.'];
    expect(quote(found(lines, { capacity: ['capacity'] }))).toMatch(/^Licensed capacity is/);
  });

  it('keeps a short opening of the same line ("Yes.") with the sentence that answers', () => {
    expect(quote(found(['Yes. Save as many routes as you like.'], { rout: ['rout'] }))).toBe('Yes. Save as many routes as you like.');
  });

  it('counts a word the question term stands for ("allowed": authorized)', () => {
    const lines = ['Pickup rules:', '- Ask how staff check identity.', '- Ask what happens on snow days.', '- Ask about late fees.', '- Children go only to adults on your authorized list.'];
    expect(quote(found(lines, { allow: ['allow', 'authoriz'] }))).toContain('authorized list');
  });
});

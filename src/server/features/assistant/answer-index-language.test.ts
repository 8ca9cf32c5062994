import { describe, expect, it } from 'vitest';
import { PassageIndex } from './answer-index.js';

describe('PassageIndex and the blog’s Spanish translations', () => {
  it('indexes the English articles only, so a translation never changes which article answers', () => {
    const english = { slug: 'costs', title: 'Infant care costs', summary: 'What care costs.', content: 'Care for a child costs the most in the first year.' };
    const spanish = { slug: 'costos', title: 'Costos', summary: 'Lo que cuesta.', content: 'Massachusetts EEC CCR&R costs vouchers.', language: 'es' };
    const cites = PassageIndex.of([english, spanish]).passages.map((passage) => passage.source.cite);
    expect(cites).toContain('costs');
    expect(cites).not.toContain('costos');
  });
});

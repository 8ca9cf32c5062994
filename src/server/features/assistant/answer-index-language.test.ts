import { describe, expect, it } from 'vitest';
import { PassageIndex } from './answer-index.js';

describe('PassageIndex and the blog’s Spanish translations', () => {
  const english = { slug: 'costs', title: 'Infant care costs', summary: 'What care costs.', content: 'Care for a child costs the most in the first year.' };
  const spanish = { slug: 'costos', title: 'Costos', summary: 'Lo que cuesta.', content: 'Massachusetts EEC CCR&R costs vouchers.', language: 'es' };
  const cites = (language: 'en' | 'es') => PassageIndex.of([english, spanish], language).passages.map((passage) => passage.source.cite);

  it('indexes the English articles only for English questions, so a translation never changes which article answers', () => {
    expect(cites('en')).toContain('costs');
    expect(cites('en')).not.toContain('costos');
  });

  it('indexes the Spanish articles and the FAQ’s Spanish for Spanish questions, citing a FAQ entry as in English', () => {
    expect(cites('es')).toContain('costos');
    expect(cites('es')).not.toContain('costs');
    const faq = PassageIndex.of([], 'es').passages.find((passage) => passage.source.cite === 'faq:can-i-save-more-than-one-route');
    expect(faq).toMatchObject({ heading: '¿Puedo guardar más de una ruta?', source: { path: '/how-it-works#faq-can-i-save-more-than-one-route' } });
  });
});

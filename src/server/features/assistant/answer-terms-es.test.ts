import { describe, expect, it } from 'vitest';
import { questionTerms, stem } from './answer-terms-es.js';

const terms = (question: string) => questionTerms(question).map(({ term }) => term);

describe('the Spanish reading', () => {
  it('reads words with or without their accents alike', () => {
    expect(terms('¿Cuánto cuesta la guardería?')).toEqual(terms('cuanto cuesta la guarderia'));
  });

  it('meets plural, gender, diminutive and verb forms of one word', () => {
    expect(stem('costos')).toBe(stem('costo'));
    expect(stem('niñas'.normalize('NFD').replace(/\p{M}/gu, ''))).toBe(stem('nino'));
    expect(stem('cobijita')).toBe(stem('cobija'));
    expect(stem('actualizamos')).toBe(stem('actualizan'));
    expect(stem('veces')).toBe('vez');
  });

  it('reads the family’s words for a child, and a daycare, as the articles write them', () => {
    expect(terms('mi hija')).toEqual(terms('el niño'));
    expect(terms('el cuido')).toEqual(terms('la guardería'));
  });

  it('drops common words and ages, which say which child, not what about', () => {
    expect(terms('¿Me puede decir qué hago con mi bebé de 9 meses?')).toEqual(['beb', 'nin']);
  });
});

import { describe, expect, it } from 'vitest';
import { minCoverage, MIN_COVERAGE } from './answer-content.js';
import { itReadsEach } from '#server/test/it-reads-each.js';
import { readCareRequest } from './care-request.js';

describe('readCareRequest', () => {
  /** The place a request to find care is read near; null when the text is a question, not a search. */
  const placeOf = (text: string) => readCareRequest(text)?.address ?? null;

  describe('reads a request to find care, in English or Spanish', () => {
    itReadsEach('%s is a search near %s', placeOf, [
      ['find a preschool near Chelsea', 'Chelsea'],
      ['any daycare near Malden?', 'Malden'],
      ['is there a montessori near Lexington with spots?', 'Lexington'],
      ['can you find me a daycare near Quincy?', 'Quincy'],
      ['busco guardería en Chelsea', 'Chelsea'],
      ['¿Hay guarderías con cupo en Lynn?', 'Lynn'],
      ['¿Qué guarderías hay cerca de Malden?', 'Malden'],
    ]);
  });

  describe('takes a question in any sentence or clause, a story asking for ideas, or a question whether to do something, for a question', () => {
    itReadsEach('%s is a question, no search', placeOf, [
      ['We just moved to Quincy. How do I read a license record?', null],
      ['we both commute into Boston by train and the daycare closes at 6. Ideas?', null],
      ['the daycare closes at 6 and my drive is 45 minutes, when do I have to leave work', null],
      ['where is my son on the waitlist at Little Sprouts', null],
      ['can you tell me how long the waitlist is at Little Sprouts', null],
      ["my daughter screams every morning at dropoff, it's the 2nd week. normal?", null],
      ['should I look for a daycare near work in Boston or near home?', null],
      ['Is it worth looking for daycare near my office in Quincy?', null],
      ['¿Qué conviene más, una guardería cerca de la casa o cerca del trabajo?', null],
      ['entro a trabajar en Boston a las 8, que me conviene mas, una guarderia cerca de la casa o cerca del trabajo?', null],
      ['¿Vale la pena buscar daycare cerca de mi oficina en Quincy?', null],
      ['¿Cómo me inscribo en la lotería de Boston?', null],
    ]);
  });

  it('takes a story about the program a child already goes to for no search, unless it asks to find one', () => {
    expect(readCareRequest("my daughter started at a daycare in Quincy last week and won't eat lunch there")).toBeNull();
    expect(readCareRequest('her daycare in Quincy is closing, looking for a new one near Braintree')?.address).toBeTruthy();
  });

  it('takes a state alone for no place to search', () => {
    expect(readCareRequest('daycare costs a lot, is there help in Massachusetts')).toBeNull();
  });

  it('takes no capitalised common word for a place', () => {
    expect(readCareRequest('Do I need to pay a deposit to hold a spot?')).toBeNull();
  });
});

describe('minCoverage', () => {
  it('asks a short question to cover more of itself than a long story', () => {
    expect(minCoverage(3)).toBe(MIN_COVERAGE);
    expect(minCoverage(20)).toBeLessThan(MIN_COVERAGE);
    expect(minCoverage(8)).toBeGreaterThan(minCoverage(12));
  });
});

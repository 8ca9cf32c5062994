import { describe, expect, it } from 'vitest';
import { minCoverage, MIN_COVERAGE } from './answer-content.js';
import { readCareRequest } from './care-request.js';

describe('readCareRequest', () => {
  it('reads a request to find care', () => {
    expect(readCareRequest('find a preschool near Chelsea')?.address).toBe('Chelsea');
    expect(readCareRequest('any daycare near Malden?')?.address).toBe('Malden');
    expect(readCareRequest('is there a montessori near Lexington with spots?')?.address).toBe('Lexington');
  });

  it('takes a question in any sentence or clause, or a story asking for ideas, for a question', () => {
    expect(readCareRequest('We just moved to Quincy. How do I read a license record?')).toBeNull();
    expect(readCareRequest('we both commute into Boston by train and the daycare closes at 6. Ideas?')).toBeNull();
    expect(readCareRequest('the daycare closes at 6 and my drive is 45 minutes, when do I have to leave work')).toBeNull();
    expect(readCareRequest('where is my son on the waitlist at Little Sprouts')).toBeNull();
    expect(readCareRequest('can you tell me how long the waitlist is at Little Sprouts')).toBeNull();
    expect(readCareRequest("my daughter screams every morning at dropoff, it's the 2nd week. normal?")).toBeNull();
  });

  it('takes a question whether to do something for a question, even one about searching', () => {
    expect(readCareRequest('should I look for a daycare near work in Boston or near home?')).toBeNull();
    expect(readCareRequest('Is it worth looking for daycare near my office in Quincy?')).toBeNull();
    expect(readCareRequest('can you find me a daycare near Quincy?')?.address).toBe('Quincy');
  });

  it('reads requests and questions in Spanish alike', () => {
    expect(readCareRequest('busco guardería en Chelsea')?.address).toBe('Chelsea');
    expect(readCareRequest('¿Hay guarderías con cupo en Lynn?')?.address).toBe('Lynn');
    expect(readCareRequest('¿Qué guarderías hay cerca de Malden?')?.address).toBe('Malden');
    expect(readCareRequest('¿Qué conviene más, una guardería cerca de la casa o cerca del trabajo?')).toBeNull();
    expect(readCareRequest('entro a trabajar en Boston a las 8, que me conviene mas, una guarderia cerca de la casa o cerca del trabajo?')).toBeNull();
    expect(readCareRequest('¿Vale la pena buscar daycare cerca de mi oficina en Quincy?')).toBeNull();
    expect(readCareRequest('¿Cómo me inscribo en la lotería de Boston?')).toBeNull();
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

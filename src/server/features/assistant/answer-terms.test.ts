import { describe, expect, it } from 'vitest';
import { questionTerms } from './answer-terms.js';

const terms = (question: string) => questionTerms(question).map(({ term }) => term);

describe('questionTerms', () => {
  it('reads a pickup or a drop-off split around who is picked up or dropped off', () => {
    expect(terms('can i drop my son off at a playgroup')).toEqual(['dropoff', 'child', 'playgroup']);
    expect(terms("won't let him pick her up")).toEqual(['let', 'pickup']);
    expect(terms('drop the ball up high')).toEqual(['drop', 'ball', 'high']);
  });

  it('reads the state by its postal code and "more than one" as multiple', () => {
    expect(terms('licensed in MA')).toEqual(terms('licensed in Massachusetts'));
    expect(terms('Can I save more than one route?')).toEqual(terms('can I save multiple routes'));
  });

  it('drops numbers and ordinals, which say when, not what about', () => {
    expect(terms("it's the 2nd week at 6")).toEqual(['week']);
  });

  it('drops words that only stress what is said ("even", "literally")', () => {
    expect(terms('what should i even ask, literally')).toEqual(['ask']);
  });

  it('drops a common word in its other forms and a contraction typed without its apostrophe', () => {
    expect(terms('she needs it, he gets it')).toEqual([]);
    expect(terms('doesnt he know, im sure')).toEqual(terms("doesn't he know, i'm sure"));
    expect(terms('ill and sick')).toEqual(['ill', 'sick']);
  });

  it('keeps parking apart from a park, and reads "where do I park" as asking about parking too', () => {
    expect(terms('where is the nearest park')).not.toContain('parking');
    expect(terms('is there parking at drop-off')).toContain('parking');
    expect(questionTerms('where do I park')).toContainEqual({ term: 'park', also: ['parking'] });
  });
});

import { describe, expect, it } from 'vitest';
import { PassageIndex } from './answer-index.js';

const article = {
  slug: 'costs',
  title: 'Infant care costs',
  summary: 'What care costs, and the help there is.',
  content: [
    'Care for a child costs the most in the first year.',
    '',
    'Child care financial assistance:',
    'If you receive support through the state, ask your caseworker about care for your child. Regional agencies can help you find a program.',
    '',
    'Medication:',
    'Programs need your written permission and the medicine in its labeled container.',
    '',
    'Know the sick policy:',
    'A child with a fever goes home. Ask whether the child must be fever-free without medicine.',
    '',
    'Naps:',
    'Each child naps on a cot of their own.',
    '',
    'Meals:',
    'A child eats lunch at noon.',
  ].join('\n'),
};

describe('PassageIndex', () => {
  it('answers a question that speaks to us ("your support team") from the How It Works FAQ', () => {
    expect(PassageIndex.of([article]).find('how do I reach your support team')[0]?.passage.source.cite).toBe('faq:how-do-i-contact-you');
  });

  it('answers a question about the site only from what speaks of it, whatever else shares its words', () => {
    const index = PassageIndex.of([article]);
    expect(index.find('how do I reach a real person at careroute')[0]?.passage.source.cite).toBe('faq:how-do-i-contact-you');
    expect(index.find('does careroute give medicine').map(({ passage }) => passage.source.cite)).not.toContain('costs');
  });

  it('answers a question about the site from an article only where a sentence naming CareRoute has its words', () => {
    const drive = { slug: 'drive', title: 'The cost of the drive', summary: 'Minutes cost money.', content: 'CareRoute shows an estimate of the minutes each program adds to your drive. Ask how late pickup fees are charged.' };
    const index = PassageIndex.of([drive]);
    expect(index.find('how does CareRoute estimate the extra minutes')[0]?.passage.source.cite).toBe('drive');
    expect(index.find('does careroute charge late fees').map(({ passage }) => passage.source.cite)).not.toContain('drive');
  });

  it('reads a word no passage has as the word one slip of the keyboard away: a letter left out, or two swapped', () => {
    const index = PassageIndex.of([article]);
    expect(index.find('fevr')[0]?.passage.source.section).toBe('Know the sick policy');
    expect(index.find('what do they eat at lucnh')[0]?.passage.source.section).toBe('Meals');
    // A letter too many or a letter changed turns one real word into another too often: such a word stays as written.
    expect(index.find('feverr')).toEqual([]);
    expect(index.find('cots')[0]?.passage.source.section).toBe('Naps');
  });

  it('ranks the section whose heading names the question above one that also says "child", which most passages say', () => {
    expect(PassageIndex.of([article]).find('can the daycare give my son his medicine')[0]?.passage.source.section).toBe('Medication');
  });
});

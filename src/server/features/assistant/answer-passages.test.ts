import { describe, expect, it } from 'vitest';
import { HOW_IT_WORKS_FAQ } from '#shared/how-it-works-faq.js';
import { itReadsEach } from '#server/test/it-reads-each.js';
import { articlePassages, faqPassages } from './answer-passages.js';
import { questionTerms, stem, words } from './answer-terms.js';

const article = {
  slug: 'first-week',
  title: 'Your first week',
  summary: 'What to expect.',
  content: [
    'The first week is a big change.',
    '',
    'What to pack:',
    'Your program will give you its own list.',
    '',
    'A few things tend to help:',
    '- Always say goodbye.',
    '- Keep it short.',
    '',
    'Health and illness:',
    '- What is your sick policy?',
  ].join('\n'),
};

describe('passages', () => {
  it('splits an article at its section headings; a line introducing a list stays in its section', () => {
    expect(articlePassages(article).map(({ heading, lines, source }) => ({ heading, lines, section: source.section, path: source.path }))).toEqual([
      { heading: 'Your first week', lines: ['The first week is a big change.'], section: null, path: '/blog/first-week' },
      {
        heading: 'What to pack',
        lines: ['Your program will give you its own list.', 'A few things tend to help:', '- Always say goodbye.', '- Keep it short.'],
        section: 'What to pack',
        path: '/blog/first-week',
      },
      { heading: 'Health and illness', lines: ['- What is your sick policy?'], section: 'Health and illness', path: '/blog/first-week' },
    ]);
  });

  it('makes each How It Works FAQ entry a passage citing faq:<question in kebab case>, linking to its anchor', () => {
    const passages = faqPassages();
    expect(passages).toHaveLength(HOW_IT_WORKS_FAQ.length);
    expect(passages[1]?.source).toEqual({
      cite: 'faq:can-i-save-more-than-one-route',
      title: 'Can I save more than one route?',
      section: null,
      path: '/how-it-works#faq-can-i-save-more-than-one-route',
    });
  });
});

describe('stem', () => {
  itReadsEach('%s -> %s', stem, [
    ['naps', 'nap'],
    ['biting', 'bite'],
    ['bites', 'bite'],
    ['caring', 'care'],
    ['licensed', 'licens'],
    ['license', 'licens'],
    ['staff', 'staff'],
    ['stopped', 'stop'],
    ['children', 'child'],
    ['allergies', 'allergy'],
    ['authorization', 'authoriz'],
    ['authorized', 'authoriz'],
    ['vaccinations', 'vaccin'],
    ['station', 'station'],
    ['close', 'near'],
    ['closes', 'clos'],
    ['taxes', 'tax'],
    ['classes', 'class'],
    ['difference', 'different'],
    ['different', 'different'],
    ['daughters', 'child'],
    ['wife', 'partner'],
    ['kept', 'keep'],
  ]);
});

describe('question words', () => {
  it('writes a compound one way however it is written', () => {
    expect(words('pick up, pick-up and pickup; drop off')).toEqual(['pickup', 'pickup', 'and', 'pickup', 'dropoff']);
    expect(words('a home daycare or an in-home child care')).toEqual(['a', 'family', 'childcare', 'or', 'an', 'family', 'childcare']);
    expect(words('the wait list')).toEqual(['the', 'waitlist']);
    expect(words('who picks up')).toEqual(['who', 'pickup']);
  });

  it("reads a child's age as the child", () => {
    expect(questionTerms('how much can my 2 year old eat, and a 9-month-old?').map(({ term }) => term)).toEqual(['child', 'eat']);
  });

  it('drops a contracted common word as it drops the word', () => {
    expect(questionTerms("he's sick and we'll be late").map(({ term }) => term)).toEqual(['sick', 'late']);
  });

  it("widens a parent's word with the words our articles use", () => {
    expect(questionTerms('can daycare give him tylenol').find(({ term }) => term === 'tylenol')?.also).toContain('medic');
  });
});

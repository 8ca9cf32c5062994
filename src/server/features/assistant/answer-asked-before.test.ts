import { describe, expect, it } from 'vitest';
import { relevant } from './answer-content.js';
import { AskedBefore, type Votes } from './answer-asked-before.js';
import { PassageIndex } from './answer-index.js';
import { articlePassages } from './answer-passages.js';
import { englishReading } from './answer-terms.js';

const asked = [
  { question: 'who else is allowed to pick up my child', cites: 'safety' },
  { question: 'can a neighbor pick up my son from daycare', cites: 'safety' },
  { question: 'how much does infant care cost a month', cites: 'costs' },
  { question: 'is the deposit to hold a spot refundable', cites: 'costs' },
  { question: 'should my toddler get the flu shot', cites: null },
];
const everySourcePublished = () => true;

/** The source the most votes went to. */
const voted = (votes: Votes | null) => (votes ? [...votes].reduce((best, vote) => (vote[1] > best[1] ? vote : best))[0] : undefined);

describe('AskedBefore', () => {
  const bank = new AskedBefore(asked, englishReading, everySourcePublished);

  it('votes as the closest questions asked before were answered, each as alike as it is', () => {
    const votes = bank.votes('my neighbor wants to pick up my daughter, is that allowed');
    expect(voted(votes)).toBe('safety');
    expect(votes?.get('safety')).toBeGreaterThan(0.1);
    expect(voted(bank.votes('does the flu shot matter for a toddler'))).toBeNull();
  });

  it('gives one question that shares a single word a weak vote, and one asked the same way at most a fifth', () => {
    expect(bank.votes('a deposit at the bank')?.get('costs')).toBeLessThan(0.1);
    expect(bank.votes('is the deposit to hold a spot refundable')?.get('costs')).toBeCloseTo(1 / 5);
  });

  it('has no vote for a question that shares no term with any asked before', () => {
    expect(bank.votes('what color is the sky')).toBeNull();
    expect(bank.votes('   ')).toBeNull();
  });

  it('leaves a question out when asked to, as if it had never been asked', () => {
    const alone = new AskedBefore([asked[2]!], englishReading, everySourcePublished);
    expect(alone.votes(asked[2]!.question)?.get('costs')).toBeCloseTo(1 / 5);
    expect(alone.votes(asked[2]!.question, asked[2]!.question)).toBeNull();
  });

  it('forgets the questions whose source is no longer published', () => {
    const withoutCosts = new AskedBefore(asked, englishReading, (cite) => cite !== 'costs');
    expect(bank.votes('how much does infant care cost a month')?.has('costs')).toBe(true);
    expect(withoutCosts.votes('how much does infant care cost a month')).toBeNull();
  });
});

describe('relevant, with questions asked before', () => {
  const article = (slug: string, title: string, content: string) => ({ slug, title, summary: title, content });
  const articles = [
    article('safety', 'Safety at daycare', 'Who may collect your child:\nOnly the people on your written list may collect your child. Staff check a photo ID.'),
    article('costs', 'What care costs', 'Rates:\nInfant care costs the most. A deposit holds a spot. Late pickup costs a dollar a minute, whoever does the pick up.'),
  ];
  const index = new PassageIndex(articles.flatMap(articlePassages), 'en', asked);

  const plain = new PassageIndex(articles.flatMap(articlePassages), 'en');

  it('answers from the source of the questions most like it, over the passages that share its words', () => {
    expect(relevant(plain, 'can my neighbor do the late pickup')[0]?.passage.source.cite).toBe('costs');
    const [best] = relevant(index, 'can my neighbor do the late pickup');
    expect(best?.passage.source.cite).toBe('safety');
    expect(best?.passage.lines.join(' ')).toContain('written list');
  });

  it('answers a question the passages leave unanswered only from questions asked before alike enough', () => {
    expect(relevant(plain, 'can a neighbor pick up my son')).toEqual([]);
    expect(relevant(index, 'can a neighbor pick up my son')[0]?.passage.source.cite).toBe('safety');
    // It shares only "child" with the questions about pickup.
    expect(relevant(plain, 'how do I know my child is happy')).toEqual([]);
    expect(relevant(index, 'how do I know my child is happy')).toEqual([]);
  });

  it('says nothing fits when the closest question asked before had no answer and the passages none either', () => {
    expect(relevant(index, 'should my toddler get the flu shot this fall')).toEqual([]);
  });

});

import { describe, expect, it } from 'vitest';
import { NO_FILTERS, type ExtractResponse } from '#shared/schemas/assistant.js';
import { answerBlocks } from './answer-blocks';
import { storedConversation } from './chat-blocks';

const source = { cite: 'snow-days', title: 'Snow days', section: 'Pack the car', path: '/blog/snow-days' };
const understood: ExtractResponse = {
  intent: 'nearby', sourceAddress: null, destinationAddress: null, aroundMeAddress: 'Chelsea', address: 'Chelsea', category: 'preschool', ageGroup: null, filters: NO_FILTERS,
};

describe('answerBlocks', () => {
  it('shows a passage with the article it is from first, then the others that fit', () => {
    const other = { ...source, cite: 'faq:x', title: 'How do I contact you?', section: null, path: '/how-it-works#faq-x' };
    expect(answerBlocks('q', { kind: 'passage', text: 'Keep a blanket in the car.', source, alsoSee: [other] }, () => null)).toEqual([
      { kind: 'text', text: 'Keep a blanket in the car.' },
      { kind: 'sources', sources: [{ title: 'Snow days', section: 'Pack the car', path: '/blog/snow-days' }, { title: 'How do I contact you?', section: null, path: '/how-it-works#faq-x' }] },
    ]);
  });

  it('shows a program’s facts with its page to read them in full, and namesakes with theirs to choose from', () => {
    const text = 'Sandy Cove, 155 Sycamore Ln, Boston:\nHours: Mon–Fri 8:00 AM–6:30 PM';
    const sandyCove = { id: 'demo:3', name: 'Sandy Cove', address: '155 Sycamore Ln, Boston' };
    const link = { title: 'Sandy Cove', section: '155 Sycamore Ln, Boston', path: '/programs/demo:3' };
    const blocks = answerBlocks('hours at Sandy Cove?', { kind: 'program', text, program: sandyCove }, () => null);
    expect(blocks).toEqual([{ kind: 'text', text }, { kind: 'sources', sources: [link] }]);
    expect(storedConversation.safeParse([{ id: 'a', from: 'assistant', blocks }]).success).toBe(true);
    const other = { id: 'demo:9', name: 'Sandy Cove', address: '2 Elm St, Lynn' };
    expect(answerBlocks('Sandy Cove?', { kind: 'program-choice', text: 'Which one?', programs: [sandyCove, other] }, () => null)).toEqual([
      { kind: 'text', text: 'Which one?' },
      { kind: 'sources', sources: [link, { title: 'Sandy Cove', section: '2 Elm St, Lynn', path: '/programs/demo:9' }] },
    ]);
  });

  it('says the question back before a plain "nothing fits"', () => {
    expect(answerBlocks('best stroller?', { kind: 'none', text: 'I do not have anything on that.' }, () => null)).toEqual([
      { kind: 'text', text: 'You asked: “best stroller?”.' },
      { kind: 'text', text: 'I do not have anything on that.' },
    ]);
  });

  it('shows programs as cards with the full results the app gives the address of', () => {
    const program = { id: 'demo:1', name: 'Little Learners', address: '1 Broadway', category: 'preschool' as const, ageGroups: [], distance: 500, rating: null, openings: ['toddler' as const] };
    const blocks = answerBlocks('find a preschool near Chelsea', { kind: 'programs', text: 'Here is the program that matches.', understood, total: 1, programs: [program] }, (u) => `/route-results?location=${u.address}`);
    expect(blocks[1]).toEqual({
      kind: 'programs',
      programs: [{ id: 'demo:1', name: 'Little Learners', address: '1 Broadway', category: 'preschool', distance: 500, openings: ['toddler'] }],
      total: 1,
      resultsPath: '/route-results?location=Chelsea',
    });
    // The blocks survive a reload: session storage keeps them in the stored shape.
    expect(storedConversation.safeParse([{ id: 'a', from: 'assistant', blocks }]).success).toBe(true);
  });
});

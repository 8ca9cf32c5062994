import { msg, plural } from '@lingui/core/runtime-macro';

/** The assistant page's own words; its catalogue loads with the page (docs/decisions/0037). */
export const assistantTexts = {
  documentTitle: msg`AI Nanny`,
  title: msg`AI Nanny`,
  subtitle: msg`Ask Nanny about choosing, visiting, paying for and starting childcare, or ask her to find programs near you.`,
  logLabel: msg`Conversation with Nanny`,
  assistantName: msg`Nanny`,
  you: msg`You`,
  greeting: msg`Hi, I am Nanny! I can help you choose a daycare: what to look for on a visit, how to read reviews, how to compare programs, and tips for first-time parents. What would you like to know?`,
  /** Said back before "nothing fits", so the parent sees what was not answered. */
  youAsked: (question: string) => msg`You asked: “${{ question }}”.`,
  sourcesLabel: msg`Read more`,
  programsLabel: msg`Programs that match`,
  seeAllResults: (total: number) =>
    msg`${plural({ total }, { 0: 'Open the full results', one: 'See it in the results', other: 'See all # results' })}`,
  programAway: (distance: string) => msg`${{ distance }} away`,
  programOpenings: (groups: string) => msg`Openings: ${{ groups }}`,
  typing: msg`Nanny is typing…`,
  inputLabel: msg`Your question`,
  inputHint: msg`Enter sends, Shift+Enter starts a new line.`,
  send: msg`Send`,
  clear: msg`Clear conversation`,
  cleared: msg`Conversation cleared.`,
  chipsLabel: msg`Quick questions`,
  chips: [
    { label: msg`What to look for in a daycare`, question: msg`What should I look for in a daycare?` },
    { label: msg`Analyze reviews`, question: msg`How do I analyze reviews of a daycare?` },
    { label: msg`Compare two daycares`, question: msg`How do I compare two daycares?` },
    { label: msg`Tips for first-time parents`, question: msg`Do you have tips for first-time parents?` },
    { label: msg`Safety checklist`, question: msg`Can you give me a safety checklist?` },
  ] as const,
  table: {
    caption: (count: number) => msg`${plural({ count }, { one: '# saved daycare side by side', other: '# saved daycares side by side' })}`,
    field: msg`Detail`,
    address: msg`Address`,
    phone: msg`Phone`,
    capacity: msg`Capacity`,
    license: msg`License number`,
    saved: msg`Saved on`,
    notProvided: msg`Not provided`,
  },
};

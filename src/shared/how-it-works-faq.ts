/**
 * The How It Works page's frequently asked questions. They live in the contract so the server's
 * Nanny can answer from them too (docs/decisions/0034-nanny-answers.md); the page shows them as they are.
 */
export const HOW_IT_WORKS_FAQ = [
  {
    question: 'How accurate is the daycare information?',
    answer:
      'Program details come from public licensing records and parents’ reviews, and we refresh them regularly. Openings and hours change often, so always confirm with the program before you visit or enroll.',
  },
  {
    question: 'Can I save more than one route?',
    answer:
      'Yes. Save as many routes as you like, for example home to work and home to a grandparent’s house, and open any of them again from the saved routes button or your profile.',
  },
  {
    question: 'How do I contact you?',
    answer:
      'Use the contact form or write to the address below. We reply within 24 hours, Mon-Fri 9AM-6PM EST.',
  },
] as const;

/** "Can I save more than one route?" -> "can-i-save-more-than-one-route": how answers cite an entry (faq:<this>) and the page anchors it. */
export function faqSlug(question: string): string {
  return question
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The entry's anchor on the How It Works page. */
export const faqAnchor = (question: string): string => `faq-${faqSlug(question)}`;

/** Where an answer links to read the entry in full. */
export const faqPath = (question: string): string => `/how-it-works#${faqAnchor(question)}`;

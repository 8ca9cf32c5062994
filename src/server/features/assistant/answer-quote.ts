import { indexTerm, words } from './answer-terms.js';
import type { Found } from './answer-index.js';

/** A quote stays a few sentences: at most this many, and about this many characters. */
const QUOTE_SENTENCES = 3;
const QUOTE_CHARACTERS = 480;

/** A passage's sentences; a list item is one, and keeps its "- " so the quote reads as a list. */
function sentences(lines: readonly string[]): string[] {
  return lines.flatMap((line) => (line.startsWith('- ') ? [line] : line.split(/(?<=[.!?])\s+(?=[A-Z"“])/)));
}

/**
 * The few sentences of the passage that answer the question: the run of up to three sentences
 * whose words weigh the most among the question's terms, started one earlier when it would begin
 * with a list item (the line that introduces the list says what it is).
 */
export function quote(found: Found): string {
  const all = sentences(found.passage.lines);
  const weightOf = (sentence: string) => {
    const terms = new Set(words(sentence).flatMap((word) => indexTerm(word) ?? []));
    return [...found.matched].reduce((sum, term) => sum + (terms.has(term) ? (found.weights.get(term) ?? 0) : 0), 0);
  };
  const weights = all.map(weightOf);
  let best = 0;
  let bestWeight = -1;
  for (let start = 0; start < all.length; start++) {
    // The earliest of equal runs: what comes first in a passage usually sets out what follows.
    const weight = weights.slice(start, start + QUOTE_SENTENCES).reduce((sum, w) => sum + w, 0);
    if (weight > bestWeight) [best, bestWeight] = [start, weight];
  }
  if (best > 0 && all[best]!.startsWith('- ') && all[best - 1]!.endsWith(':')) best -= 1;
  const picked: string[] = [];
  let length = 0;
  for (const sentence of all.slice(best, best + QUOTE_SENTENCES + 1)) {
    if (picked.length >= QUOTE_SENTENCES && !sentence.startsWith('- ')) break;
    if (picked.length && length + sentence.length > QUOTE_CHARACTERS) break;
    picked.push(sentence);
    length += sentence.length;
  }
  // A list item stands on its own line, and so does what follows a list or introduces one; prose joins with a space.
  return picked.reduce((text, sentence, index) => {
    if (!index) return sentence;
    const ownLine = sentence.startsWith('- ') || picked[index - 1]!.startsWith('- ') || text.endsWith(':');
    return `${text}${ownLine ? '\n' : ' '}${sentence}`;
  }, '');
}

import type { Found } from './answer-index.js';

/** A quote stays a few sentences: at most this many, and about this many characters. */
const QUOTE_SENTENCES = 3;
const QUOTE_CHARACTERS = 480;

/** A passage's sentences, each with the line it is in; a list item is one, and keeps its "- " so the quote reads as a list. */
function sentences(lines: readonly string[]): { text: string; line: number }[] {
  return lines.flatMap((line, index) => (line.startsWith('- ') ? [line] : line.split(/(?<=[.!?])\s+(?=[A-ZÁÉÍÓÚÑ¿¡"“])/)).map((text) => ({ text, line: index })));
}

/**
 * The few sentences of the passage that answer the question: the run of up to three sentences
 * whose words weigh the most among the question's terms (a word a term stands for counts for it:
 * "authorized" answers "allowed"), started one earlier when it would begin with a list item (the
 * line that introduces the list says what it is).
 */
export function quote(found: Found): string {
  const lined = sentences(found.passage.lines);
  const all = lined.map(({ text }) => text);
  const weightOf = (sentence: string) => {
    const terms = found.termsOf(sentence);
    const answers = (term: string) => (found.looksFor.get(term) ?? [term]).some((word) => terms.has(word));
    return [...found.matched].reduce((sum, term) => sum + (answers(term) ? (found.weights.get(term) ?? 0) : 0), 0);
  };
  const weights = all.map(weightOf);
  // The lines a run opens with that say nothing of the question, before the line that does.
  const offTopicLines = (start: number) => {
    const first = weights.findIndex((weight, index) => index >= start && weight > 0);
    return first < 0 ? 0 : lined[first]!.line - lined[start]!.line;
  };
  let best = 0;
  let bestWeight = -1;
  for (let start = 0; start < all.length; start++) {
    // Of equal runs, the one that opens in the line that answers ("Licensed capacity is ..." rather than
    // the list item before it), then the earliest: what comes first in a passage usually sets out what follows.
    const weight = weights.slice(start, start + QUOTE_SENTENCES).reduce((sum, w) => sum + w, 0);
    if (weight > bestWeight || (weight === bestWeight && offTopicLines(start) < offTopicLines(best))) [best, bestWeight] = [start, weight];
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

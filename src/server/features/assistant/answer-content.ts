import type { AnswerResponse } from '#shared/schemas/assistant-answer.js';
import type { Votes } from './answer-asked-before.js';
import type { Found, PassageIndex } from './answer-index.js';
import { asksWhichProduct, outOfScope } from './answer-out-of-scope.js';
import { quote } from './answer-quote.js';
import { NANNY_TEXTS } from './nanny-texts.js';

/**
 * Below this share of the question's weight, the best passage only shares a word or two with the
 * question: the Nanny then says nothing of ours fits rather than quote something loosely related.
 * Set on the development questions (scripts/evaluate-answers.ts).
 */
export const MIN_COVERAGE = 0.45;

/**
 * A passage that matches the question's words strongly (a BM25 score of STRONG_MATCH or more: on our
 * content, a passage holding several of its words, often or in its section's heading) answers it though a
 * story word or two ("conflicts with my train", "regress", "weekend") leave its coverage just under
 * the bar: for it the bar is STRONG_MARGIN lower. A weak match just under the bar still says nothing
 * fits, as most questions we have nothing for share a word or two with a passage, not its substance.
 * Set on the development questions, where any score from 50 to 90 and a margin of 0.03 to 0.08 do the same.
 */
const STRONG_MATCH = 70;
const STRONG_MARGIN = 0.05;

/** Another source is listed when it covers the question within this much of the best one. */
const ALSO_SEE_MARGIN = 0.1;

/** What the Nanny says to a question she leaves to a professional; only English questions are recognised so far. */
const leftToAProfessional = (index: PassageIndex, question: string) => (index.language === 'en' ? outOfScope(question) : null);

/** How many passages an answer is chosen among, and lists its other sources from. */
const PASSAGES_CONSIDERED = 8;

/**
 * The passages worth answering from, best first, or none when nothing we publish fits
 * (docs/decisions/0034, "Questions asked before"). A question for a professional is never answered
 * from our content. `leaveOut` is a question asked before to leave out, as the evaluation does.
 */
export function relevant(index: PassageIndex, question: string, leaveOut?: string): Found[] {
  if (leftToAProfessional(index, question)) return [];
  const matches = index.find(question, index.passages.length);
  const answered = answersQuestion(index, question, matches[0]);
  const votes = index.askedBefore.votes(index.respelt(question), leaveOut);
  if (!votes) return answered ? matches.slice(0, PASSAGES_CONSIDERED) : [];
  const cites = weighedSource(votes, matches, answered);
  if (cites === null) return [];
  const best = matches.find((found) => found.passage.source.cite === cites) ?? index.opening(cites);
  if (!best) return [];
  return [best, ...matches.filter((found) => found !== best)].slice(0, PASSAGES_CONSIDERED);
}

/**
 * What a passage's match weighs against the questions asked before: each source scores its vote
 * (answer-asked-before.ts) plus this much of its best passage's score (0 to 1); "nothing fits" scores
 * its own vote, plus NOTHING_FITS_WEIGHT when no passage covers enough of the question. Set on the
 * development questions, each left out in turn: from 0.1 to 0.3 they do about the same.
 */
const PASSAGE_WEIGHT = 0.15;
const NOTHING_FITS_WEIGHT = 0.15;

/** The source the questions asked before and the passages, weighed together, say answers the question; null for none. */
function weighedSource(votes: Votes, matches: readonly Found[], answered: boolean): string | null {
  const scores = new Map(votes);
  const seen = new Set<string>();
  for (const { passage, score } of matches) {
    const { cite } = passage.source;
    if (seen.has(cite)) continue;
    seen.add(cite);
    scores.set(cite, (scores.get(cite) ?? 0) + PASSAGE_WEIGHT * score);
  }
  if (!answered) scores.set(null, (scores.get(null) ?? 0) + NOTHING_FITS_WEIGHT);
  return [...scores].reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/** Whether the passages' best match answers the question: it covers enough of it, and it asks nothing we leave out. */
function answersQuestion(index: PassageIndex, question: string, best: Found | undefined): boolean {
  // Which product or business to choose is nothing we write about (answer-out-of-scope.ts); English questions only so far.
  if (index.language === 'en' && asksWhichProduct(question)) return false;
  return Boolean(best && best.coverage >= minCoverage(best.weights.size) - (best.strength >= STRONG_MATCH ? STRONG_MARGIN : 0));
}

/**
 * The coverage a question of this many terms needs. A long message tells a story ("screams every
 * time I leave, I feel terrible"), and most of its words say how the parent feels, not what the
 * question is about: from LONG_QUESTION_TERMS terms on, the bar falls to MIN_LONG_COVERAGE.
 */
export function minCoverage(terms: number): number {
  if (terms <= SHORT_QUESTION_TERMS) return MIN_COVERAGE;
  const share = Math.min(1, (terms - SHORT_QUESTION_TERMS) / (LONG_QUESTION_TERMS - SHORT_QUESTION_TERMS));
  return MIN_COVERAGE - share * (MIN_COVERAGE - MIN_LONG_COVERAGE);
}
const SHORT_QUESTION_TERMS = 5;
const LONG_QUESTION_TERMS = 10;
const MIN_LONG_COVERAGE = 0.25;

/** The offline answer to a question: the best passage quoted with its source, or plainly none. */
export function answerFromContent(index: PassageIndex, question: string, leaveOut?: string): AnswerResponse {
  const found = relevant(index, question, leaveOut);
  const best = found[0];
  if (!best) return { kind: 'none', text: leftToAProfessional(index, question) ?? NANNY_TEXTS[index.language].nothingFits };
  const alsoSee = [];
  const cited = new Set([best.passage.source.cite]);
  for (const other of found.slice(1)) {
    // Only another source about as close to the question: a loosely related one is no help.
    if (alsoSee.length >= 2 || other.coverage < Math.max(minCoverage(best.weights.size), best.coverage - ALSO_SEE_MARGIN) || cited.has(other.passage.source.cite)) continue;
    cited.add(other.passage.source.cite);
    alsoSee.push(other.passage.source);
  }
  return { kind: 'passage', text: quote(best), source: best.passage.source, alsoSee };
}

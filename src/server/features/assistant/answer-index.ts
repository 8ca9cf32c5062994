import MiniSearch from 'minisearch';
import type { Language } from '#server/language.js';
import { englishReading, type AnswerReading } from './answer-terms.js';
import { spanishReading } from './answer-terms-es.js';
import { articlePassages, faqPassages, type ArticleText, type Passage } from './answer-passages.js';
import { ASKED_BEFORE, AskedBefore, type AskedQuestion } from './answer-asked-before.js';

/** A passage found for a question, with how much of the question it covers. */
export interface Found {
  passage: Passage;
  score: number;
  /** The passage's own BM25 score for the question, not relative to the others': how strongly it matches the words it shares. */
  strength: number;
  /** The share of the question's weight (each term weighs its rarity) the passage matches: 0 to 1. */
  coverage: number;
  /** The question's terms the passage matches (its own words, not the words they stand for). */
  matched: ReadonlySet<string>;
  /** Each question term's weight, for choosing the sentences to quote. */
  weights: ReadonlyMap<string, number>;
  /** The words each question term looks for: itself and the words it stands for ("allowed": authorized). */
  looksFor: ReadonlyMap<string, readonly string[]>;
  /** The terms of a sentence of the passage, read as the index reads: for choosing the sentences to quote. */
  termsOf: (text: string) => ReadonlySet<string>;
}

/** How each language's questions and passages are read. */
const READINGS: Record<Language, AnswerReading> = { en: englishReading, es: spanishReading };

interface IndexedPassage {
  id: string;
  heading: string;
  /** The article's title and summary: what the whole article is about, shared by its passages. */
  about: string;
  text: string;
}

/** A word no passage has counts as if this many had it: rarer than any word we wrote. */
const UNKNOWN_FREQUENCY = 0.5;

/** A word the question's own term stands in for weighs this much of the term itself. */
const ALSO_WEIGHT = 0.5;

/**
 * A term more than this share of the passages hold ("child", "program", "ask") tells no passage
 * from another: it weighs COMMON_WEIGHT, so "my son" does not pull the answer to whichever passage
 * says "child" ("can the daycare give my son his medicine" is the Medication section's).
 */
const COMMON_SHARE = 0.5;
const COMMON_WEIGHT = 0.1;

/**
 * A question that speaks to us ("your site", "how often do you update ...") is about CareRoute
 * itself, which only the How It Works FAQ speaks of: its entries rank this much higher.
 */
const TO_US_BOOST = 3;

/** A passage that speaks of CareRoute itself: only these can answer a question about the site. */
const SPEAKS_OF_US = /\bcareroute\b/i;

/** A passage whose section heading names the question's terms ("Medication", "Pickup authorization") ranks up to this much higher. */
const HEADING_BONUS = 0.25;

/**
 * Full-text search over passages with MiniSearch (docs/decisions/0034-nanny-answers.md): BM25+
 * over a passage's heading, text and article title; a question term's weight in the coverage is
 * its inverse document frequency, and a word no passage has weighs the most, so "stroller" in a
 * question about strollers is what tells the Nanny that nothing fits.
 */
export class PassageIndex {
  private readonly search: MiniSearch<IndexedPassage>;
  private readonly byId: Map<string, Passage>;
  private readonly documentFrequency = new Map<string, number>();
  private readonly headingTerms = new Map<string, ReadonlySet<string>>();
  private readonly reading: AnswerReading;
  /** How often each word (as written, lower case) occurs in the passages: what a misspelt word of a question is read as. */
  private readonly wordCount = new Map<string, number>();
  /** The questions asked before in this language, whose sources are among these passages. */
  readonly askedBefore: AskedBefore;
  /** A text's terms, read as the index reads it. */
  private readonly termsOf = (text: string): ReadonlySet<string> =>
    new Set(this.reading.words(text).flatMap((word) => this.reading.indexTerm(word) ?? []));

  /**
   * The passages of these articles and of the How It Works FAQ in one language: a question is
   * answered from what is written in its page's language, and a translation's words never shift
   * which article answers in the other.
   */
  static of(articles: readonly ArticleText[], language: Language = 'en'): PassageIndex {
    const written = articles.filter((article) => (article.language ?? 'en') === language);
    return new PassageIndex([...written.flatMap(articlePassages), ...faqPassages(language)], language, ASKED_BEFORE[language]);
  }

  constructor(
    readonly passages: readonly Passage[],
    readonly language: Language = 'en',
    asked: readonly AskedQuestion[] = [],
  ) {
    this.reading = READINGS[language];
    this.askedBefore = new AskedBefore(asked, this.reading, (cite) => passages.some((passage) => passage.source.cite === cite));
    this.byId = new Map(passages.map((passage) => [passage.id, passage]));
    this.search = new MiniSearch<IndexedPassage>({
      fields: ['heading', 'text', 'about'],
      tokenize: (text) => this.reading.words(text),
      processTerm: (term) => this.reading.indexTerm(term),
      searchOptions: { tokenize: (text) => text.split(' ').filter(Boolean), processTerm: (term) => term },
    });
    const documents = passages.map((passage) => ({
      id: passage.id,
      // An article's opening has no heading of its own (its title is in `about`); a FAQ entry's question is its heading.
      heading: passage.source.section ?? (passage.source.cite.startsWith('faq:') ? passage.heading : ''),
      about: passage.about,
      text: passage.lines.join('\n'),
    }));
    this.search.addAll(documents);
    for (const passage of passages) this.headingTerms.set(passage.id, this.termsOf(passage.heading));
    for (const document of documents) {
      const written = `${document.heading} ${document.about} ${document.text}`;
      for (const term of this.termsOf(written)) this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
      for (const word of this.reading.words(written)) this.wordCount.set(word, (this.wordCount.get(word) ?? 0) + 1);
    }
  }

  /** Inverse document frequency; a term no passage holds gets the most, one most passages hold next to nothing. */
  private weight(term: string): number {
    const count = this.passages.length;
    const frequency = this.documentFrequency.get(term) ?? UNKNOWN_FREQUENCY;
    return frequency > count * COMMON_SHARE ? COMMON_WEIGHT : Math.log(1 + count / frequency);
  }

  /**
   * The How It Works FAQ speaks of the site throughout; an article's passage only in a sentence that
   * names CareRoute, and answers a question about it only when that sentence has the question's words
   * ("CareRoute shows an estimate of the minutes ..." answers how it estimates minutes, not whether
   * tuition can be paid through it).
   */
  private speaksOfUs(passage: Passage, looksFor: ReadonlySet<string>): boolean {
    if (passage.source.cite.startsWith('faq:')) return true;
    const sentences = passage.lines.join('\n').split(/(?<=[.!?])\s+|\n/).filter((sentence) => SPEAKS_OF_US.test(sentence));
    return sentences.some((sentence) => [...this.termsOf(sentence)].some((term) => looksFor.has(term)));
  }

  /**
   * A question's word that no passage has, and that is one slip of the keyboard from a word the
   * passages have, is read as that word, the most common if several: "wat questions shoud i ask on a
   * daycare tuor" asks what should be asked on a tour. Short words (three letters) and words the
   * reading knows another way (a parents' word it widens, "tuition") are kept as written.
   */
  private spelt(word: string): string {
    const lower = word.toLowerCase();
    if (lower.length < 4 || this.wordCount.has(lower) || /[^a-z]/.test(lower)) return word;
    const term = this.reading.indexTerm(lower);
    if (term === null || this.documentFrequency.has(term) || this.reading.questionTerms(lower).some(({ also }) => also.length)) return word;
    let best = word;
    let bestCount = 0;
    for (const candidate of oneSlipAway(lower)) {
      const count = this.wordCount.get(candidate) ?? 0;
      if (count > bestCount) [best, bestCount] = [candidate, count];
    }
    return best;
  }

  /** The question with each misspelt word read as the passages' word it is one slip from. */
  respelt(question: string): string {
    return question.replace(/[\p{L}'’]+/gu, (word) => this.spelt(word));
  }

  /** The passages that best match the question, best first. */
  find(question: string, limit = 5): Found[] {
    const { toUs: speaksToUs, namesUs, questionTerms } = this.reading;
    const toUs = speaksToUs.test(question);
    const asked = this.respelt(toUs ? question.replace(namesUs, ' ') : question);
    const terms = questionTerms(asked);
    if (!terms.length) return [];
    // A word the question looks for stands for the question's terms that brought it in (itself, or the terms it is another word for).
    const standsFor = new Map<string, string[]>();
    for (const { term, also } of terms) {
      for (const word of [term, ...also]) standsFor.set(word, [...(standsFor.get(word) ?? []), term]);
    }
    const weights = new Map(terms.map(({ term }) => [term, this.weight(term)]));
    const looksFor = new Map(terms.map(({ term, also }) => [term, [term, ...also]]));
    const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
    const hits = this.search.search([...standsFor.keys()].join(' '), {
      combineWith: 'OR',
      // A section's heading says what it is about; the article's title and summary help pick the article.
      boost: { heading: 2, text: 1, about: 0.8 },
      // Typos in longer words only: a short word near another short word is usually another word.
      fuzzy: (term) => (term.length >= 7 ? 0.15 : false),
      boostTerm: (term) => (standsFor.get(term)?.includes(term) ? 1 : ALSO_WEIGHT),
    });
    // A question about the site is answered by what we wrote about it, or not at all: a passage
    // that shares "real" and "reach" with it but never speaks of CareRoute does not answer it.
    const results = toUs ? hits.filter((result) => this.speaksOfUs(this.byId.get(String(result.id))!, new Set(standsFor.keys()))) : hits;
    const top = Math.max(...results.map((result) => result.score), 1);
    // The question's terms that the words a passage matched stand for, and what they weigh.
    const questionTermsOf = (found: readonly string[]) => new Set(found.flatMap((word) => standsFor.get(word) ?? [word]));
    const weightOf = (questionTerms: ReadonlySet<string>) => [...questionTerms].reduce((sum, term) => sum + (weights.get(term) ?? 0), 0);
    return results
      .map((result) => {
        const matched = questionTermsOf(result.queryTerms);
        const coverage = weightOf(matched) / total;
        const headingTerms = this.headingTerms.get(String(result.id))!;
        const headed = weightOf(questionTermsOf(result.queryTerms.filter((term) => headingTerms.has(term)))) / total;
        // BM25 alone favours a passage that repeats one common word; how much of the question it covers counts as much.
        const aboutUs = toUs && this.byId.get(String(result.id))!.source.cite.startsWith('faq:') ? TO_US_BOOST : 1;
        const score = (result.score / top) * coverage * (1 + HEADING_BONUS * headed) * aboutUs;
        return { passage: this.byId.get(String(result.id))!, score, strength: result.score, coverage, matched, weights, looksFor, termsOf: this.termsOf };
      })
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  }

  /** A source's first passage, as found for a question it shares no word with: an article's opening says what it is about. */
  opening(cite: string): Found | null {
    const first = this.passages.find((passage) => passage.source.cite === cite);
    return first ? { passage: first, score: 0, strength: 0, coverage: 0, matched: new Set(), weights: new Map(), looksFor: new Map(), termsOf: this.termsOf } : null;
  }
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * The words a misspelling is one slip away from: a letter left out ("shoud" should) or two
 * neighbours swapped after the first letter ("tuor" tour). Not a letter too many or a letter
 * changed: those turn one real word into another too often ("party" part, "taxis" taxes).
 */
function oneSlipAway(word: string): Set<string> {
  const edits = new Set<string>();
  for (let at = 0; at <= word.length; at++) {
    const [head, tail] = [word.slice(0, at), word.slice(at)];
    if (at >= 1 && tail.length > 1) edits.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of LETTERS) edits.add(head + letter + tail);
  }
  edits.delete(word);
  return edits;
}

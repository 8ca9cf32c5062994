import MiniSearch from 'minisearch';
import { indexTerm, questionTerms, words } from './answer-terms.js';
import { articlePassages, faqPassages, type ArticleText, type Passage } from './answer-passages.js';

/** A passage found for a question, with how much of the question it covers. */
export interface Found {
  passage: Passage;
  score: number;
  /** The share of the question's weight (each term weighs its rarity) the passage matches: 0 to 1. */
  coverage: number;
  /** The question's terms the passage matches (its own words, not the words they stand for). */
  matched: ReadonlySet<string>;
  /** Each question term's weight, for choosing the sentences to quote. */
  weights: ReadonlyMap<string, number>;
}

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
 * Full-text search over passages with MiniSearch (docs/decisions/0034-nanny-answers.md): BM25+
 * over a passage's heading, text and article title; a question term's weight in the coverage is
 * its inverse document frequency, and a word no passage has weighs the most, so "stroller" in a
 * question about strollers is what tells the Nanny that nothing fits.
 */
export class PassageIndex {
  private readonly search: MiniSearch<IndexedPassage>;
  private readonly byId: Map<string, Passage>;
  private readonly documentFrequency = new Map<string, number>();

  /** The passages of these articles and of the How It Works FAQ. */
  static of(articles: readonly ArticleText[]): PassageIndex {
    return new PassageIndex([...articles.flatMap(articlePassages), ...faqPassages()]);
  }

  constructor(readonly passages: readonly Passage[]) {
    this.byId = new Map(passages.map((passage) => [passage.id, passage]));
    this.search = new MiniSearch<IndexedPassage>({
      fields: ['heading', 'text', 'about'],
      tokenize: (text) => words(text),
      processTerm: (term) => indexTerm(term),
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
    for (const document of documents) {
      const terms = new Set(words(`${document.heading} ${document.about} ${document.text}`).flatMap((word) => indexTerm(word) ?? []));
      for (const term of terms) this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
    }
  }

  /** Inverse document frequency; a term no passage holds gets the most. */
  private weight(term: string): number {
    const count = this.passages.length;
    return Math.log(1 + count / (this.documentFrequency.get(term) ?? UNKNOWN_FREQUENCY));
  }

  /** The passages that best match the question, best first. */
  find(question: string, limit = 5): Found[] {
    const terms = questionTerms(question);
    if (!terms.length) return [];
    // A word the question looks for stands for the question's terms that brought it in (itself, or the terms it is another word for).
    const standsFor = new Map<string, string[]>();
    for (const { term, also } of terms) {
      for (const word of [term, ...also]) standsFor.set(word, [...(standsFor.get(word) ?? []), term]);
    }
    const weights = new Map(terms.map(({ term }) => [term, this.weight(term)]));
    const total = [...weights.values()].reduce((sum, weight) => sum + weight, 0);
    const results = this.search.search([...standsFor.keys()].join(' '), {
      combineWith: 'OR',
      // A section's heading says what it is about; the article's title and summary help pick the article.
      boost: { heading: 2, text: 1, about: 0.8 },
      // Typos in longer words only: a short word near another short word is usually another word.
      fuzzy: (term) => (term.length >= 7 ? 0.15 : false),
      boostTerm: (term) => (standsFor.get(term)?.includes(term) ? 1 : ALSO_WEIGHT),
    });
    const top = Math.max(...results.map((result) => result.score), 1);
    return results
      .map((result) => {
        const matched = new Set(result.queryTerms.flatMap((term) => standsFor.get(term) ?? [term]));
        const covered = [...matched].reduce((sum, term) => sum + (weights.get(term) ?? 0), 0);
        const coverage = covered / total;
        // BM25 alone favours a passage that repeats one common word; how much of the question it covers counts as much.
        return { passage: this.byId.get(String(result.id))!, score: (result.score / top) * coverage, coverage, matched, weights };
      })
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  }
}

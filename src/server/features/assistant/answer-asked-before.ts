import type { Language } from '#server/language.js';
import type { AnswerReading } from './answer-terms.js';
import askedInEnglish from './answer-eval.dev.json' with { type: 'json' };
import askedInEnglishToo from './answer-eval.dev2.json' with { type: 'json' };
import askedInEnglishThird from './answer-eval.dev3.json' with { type: 'json' };
import askedInEnglishFourth from './answer-eval.dev4.json' with { type: 'json' };
import askedInEnglishFifth from './answer-eval.dev5.json' with { type: 'json' };
import askedInSpanish from './answer-eval.es.dev.json' with { type: 'json' };
import askedInSpanishToo from './answer-eval.es.dev2.json' with { type: 'json' };
import askedInSpanishThird from './answer-eval.es.dev3.json' with { type: 'json' };
import askedInSpanishFourth from './answer-eval.es.dev4.json' with { type: 'json' };

/** A question asked before, with the source that answers it (a blog slug or faq:...), or null when nothing we publish does. */
export interface AskedQuestion {
  question: string;
  cites: string | null;
}

/**
 * The questions asked before in each language: the development questions of the Nanny's evaluation,
 * written apart from her code (docs/decisions/0034-nanny-answers.md, "Questions asked before").
 */
export const ASKED_BEFORE: Record<Language, readonly AskedQuestion[]> = {
  en: [...askedInEnglish.cases, ...askedInEnglishToo.cases, ...askedInEnglishThird.cases, ...askedInEnglishFourth.cases, ...askedInEnglishFifth.cases],
  es: [...askedInSpanish.cases, ...askedInSpanishToo.cases, ...askedInSpanishThird.cases, ...askedInSpanishFourth.cases],
};

/** Each source's vote for a question (null for "nothing fits"), from 0 to 1. */
export type Votes = ReadonlyMap<string | null, number>;

/** How many of the closest questions vote. */
const VOTERS = 5;

/** A word a question's own word stands for weighs this much of the word itself, as in the passages' search. */
const ALSO_WEIGHT = 0.5;

type Weights = Map<string, number>;

/**
 * The questions asked before, for answering a new one like them: its five closest (cosine of the
 * terms each holds, weighed by rarity among the questions) vote for their sources, each with its
 * likeness, and a source's vote is the mean over the five: one question that shares a single rare
 * word is a weak vote, five close ones a strong one. Parents ask about the same things in the same
 * words more often than in the articles' words: "a stranger shows up to get my son" is closer to
 * "who else can pick up my child" than to the article's "authorized pickup list".
 */
export class AskedBefore {
  private readonly documentFrequency = new Map<string, number>();
  private readonly questionCount: number;
  private readonly weighted: { asked: AskedQuestion; weights: Weights; length: number }[];

  /** Only the questions whose source is still published count: an operator may remove an article. */
  constructor(
    asked: readonly AskedQuestion[],
    private readonly reading: AnswerReading,
    published: (cite: string) => boolean,
  ) {
    const kept = asked.filter(({ cites }) => cites === null || published(cites));
    this.questionCount = kept.length;
    const terms = kept.map(({ question }) => this.termsOf(question));
    for (const held of terms) for (const term of new Set(held.keys())) this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
    this.weighted = kept.map((question, at) => {
      const weights = this.weigh(terms[at]!);
      return { asked: question, weights, length: lengthOf(weights) };
    });
  }

  /** A question's terms and the words each stands for, each at its share (1 for the term itself). */
  private termsOf(question: string): Map<string, number> {
    const shares = new Map<string, number>();
    for (const { term, also } of this.reading.questionTerms(question)) {
      shares.set(term, 1);
      for (const word of also) shares.set(word, Math.max(shares.get(word) ?? 0, ALSO_WEIGHT));
    }
    return shares;
  }

  /** Each term at its share times its rarity among the questions; a term none holds is the rarest. */
  private weigh(shares: ReadonlyMap<string, number>): Weights {
    return new Map([...shares].map(([term, share]) => [term, share * Math.log(1 + this.questionCount / (this.documentFrequency.get(term) ?? 0.5))]));
  }

  /**
   * The votes of the closest questions, or null when no question asked before shares a term with
   * this one. `leaveOut` leaves one question asked before out, as if never asked: how the
   * evaluation scores the questions the Nanny keeps.
   */
  votes(question: string, leaveOut?: string): Votes | null {
    const weights = this.weigh(this.termsOf(question));
    const length = lengthOf(weights);
    if (!length) return null;
    const closest = this.weighted
      .filter(({ asked }) => asked.question !== leaveOut)
      .map(({ asked, weights: theirs, length: theirLength }) => ({ cites: asked.cites, similarity: dot(weights, theirs) / length / theirLength }))
      .filter(({ similarity }) => similarity > 0)
      .sort((a, b) => b.similarity - a.similarity)
      .slice(0, VOTERS);
    if (!closest.length) return null;
    const votes = new Map<string | null, number>();
    for (const { cites, similarity } of closest) votes.set(cites, (votes.get(cites) ?? 0) + similarity / VOTERS);
    return votes;
  }
}

const dot = (a: Weights, b: Weights) => [...a].reduce((sum, [term, weight]) => sum + weight * (b.get(term) ?? 0), 0);
const lengthOf = (weights: Weights) => Math.sqrt([...weights.values()].reduce((sum, weight) => sum + weight * weight, 0));

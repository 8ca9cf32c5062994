import { fileURLToPath } from 'node:url';
import { readPostFiles } from '#server/features/blog/blog-files.js';
import { answerFromContent } from './answer-content.js';
import { PassageIndex } from './answer-index.js';
import { readCareRequest } from './care-request.js';
import { readEvalCases } from './eval-cases.js';
import type { Language } from '#server/language.js';

/**
 * How `npm run eval:answers` and answer-eval.test.ts score the Nanny's offline answers on the
 * questions written apart from it (answer-eval.*.json; their "about" says how): right when the
 * answer's first source is the one the case cites, or, for a case citing null, when it says none.
 */

export interface AnswerCase {
  question: string;
  cites: string | null;
}

/** Each part's questions, and the language they are asked in: a Spanish question is answered from the Spanish content. */
export const ANSWER_EVAL_PARTS = {
  dev: { file: 'answer-eval.dev.json', language: 'en' },
  // A second development set, written apart by someone else.
  dev2: { file: 'answer-eval.dev2.json', language: 'en' },
  // A third, of 150, written apart by someone who had read only the published content.
  dev3: { file: 'answer-eval.dev3.json', language: 'en' },
  dev4: { file: 'answer-eval.dev4.json', language: 'en' },
  dev5: { file: 'answer-eval.dev5.json', language: 'en' },
  'held-out': { file: 'answer-eval.held-out.json', language: 'en' },
  // Written later by someone who had read only the published content, not the answering code.
  'fresh-held-out': { file: 'answer-eval.fresh.held-out.json', language: 'en' },
  // Written in Spanish by someone who had read only the Spanish articles and FAQ.
  'es-dev': { file: 'answer-eval.es.dev.json', language: 'es' },
  // A second Spanish development set, written apart by someone else.
  'es-dev2': { file: 'answer-eval.es.dev2.json', language: 'es' },
  'es-dev3': { file: 'answer-eval.es.dev3.json', language: 'es' },
  'es-dev4': { file: 'answer-eval.es.dev4.json', language: 'es' },
  'es-held-out': { file: 'answer-eval.es.held-out.json', language: 'es' },
  // Written later still, by someone else who had read only the published content; scored while
  // choosing how the questions asked before weigh against the passages, never read.
  'fresh2-validation': { file: 'answer-eval.fresh2.validation.json', language: 'en' },
  'es-fresh-validation': { file: 'answer-eval.es.fresh.validation.json', language: 'es' },
  // Written last, by someone who had read only the published content, once the design was settled.
  'fresh3-held-out': { file: 'answer-eval.fresh3.held-out.json', language: 'en' },
  'es-fresh2-held-out': { file: 'answer-eval.es.fresh2.held-out.json', language: 'es' },
} as const satisfies Record<string, { file: string; language: Language }>;
export type AnswerEvalPart = keyof typeof ANSWER_EVAL_PARTS;

export const answerCases = (part: AnswerEvalPart) => readEvalCases<AnswerCase>(ANSWER_EVAL_PARTS[part].file);

/** A held-out or validation part is scored, never read: its misses are not printed. */
export const isUnread = (part: AnswerEvalPart) => part.endsWith('held-out') || part.endsWith('validation');

const BLOG_FOLDER = fileURLToPath(new URL('../../../../content/blog/', import.meta.url));

/** The index the server builds for a language, from the same articles (the blog's files) and the FAQ. */
export async function contentIndex(language: Language): Promise<PassageIndex> {
  const posts = await readPostFiles(BLOG_FOLDER);
  return PassageIndex.of(posts, language);
}

/**
 * What the answer cites first: a source, 'none', or 'programs' for a message read as a request to
 * find care. A development question is also one the Nanny keeps as asked before (answer-asked-before.ts):
 * the evaluation asks every question as if never asked (`leaveOut`), so it scores what she does with a new one.
 */
export function citedFirst(index: PassageIndex, question: string, leaveOut?: string): string {
  if (readCareRequest(question)) return 'programs';
  const answer = answerFromContent(index, question, leaveOut);
  return answer.kind === 'passage' ? answer.source.cite : 'none';
}

export async function scoreAnswers(part: AnswerEvalPart): Promise<{ total: number; right: number; misses: string[] }> {
  const index = await contentIndex(ANSWER_EVAL_PARTS[part].language);
  const cases = answerCases(part);
  const misses: string[] = [];
  for (const { question, cites } of cases) {
    const got = citedFirst(index, question, question);
    if (got !== (cites ?? 'none')) misses.push(`${JSON.stringify(question)}: cited ${got}, wanted ${cites ?? 'none'}`);
  }
  return { total: cases.length, right: cases.length - misses.length, misses };
}

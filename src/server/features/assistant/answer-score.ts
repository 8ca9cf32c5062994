import { fileURLToPath } from 'node:url';
import { readPostFiles } from '#server/features/blog/blog-files.js';
import { answerFromContent } from './answer-content.js';
import { PassageIndex } from './answer-index.js';
import { readCareRequest } from './care-request.js';
import { readEvalCases } from './eval-cases.js';

/**
 * How `npm run eval:answers` and answer-eval.test.ts score the Nanny's offline answers on the
 * questions written apart from it (answer-eval.*.json; their "about" says how): right when the
 * answer's first source is the one the case cites, or, for a case citing null, when it says none.
 */

export interface AnswerCase {
  question: string;
  cites: string | null;
}

export const ANSWER_EVAL_PARTS = {
  dev: 'answer-eval.dev.json',
  // A second development set, written apart by someone else.
  dev2: 'answer-eval.dev2.json',
  'held-out': 'answer-eval.held-out.json',
  // Written later by someone who had read only the published content, not the answering code.
  'fresh-held-out': 'answer-eval.fresh.held-out.json',
} as const;
export type AnswerEvalPart = keyof typeof ANSWER_EVAL_PARTS;

export const answerCases = (part: AnswerEvalPart) => readEvalCases<AnswerCase>(ANSWER_EVAL_PARTS[part]);

const BLOG_FOLDER = fileURLToPath(new URL('../../../../content/blog/', import.meta.url));

/** The index the server builds, from the same articles (the blog's files) and the FAQ. */
export async function contentIndex(): Promise<PassageIndex> {
  const posts = await readPostFiles(BLOG_FOLDER);
  return PassageIndex.of(posts);
}

/** What the answer cites first: a source, 'none', or 'programs' for a message read as a request to find care. */
export function citedFirst(index: PassageIndex, question: string): string {
  if (readCareRequest(question)) return 'programs';
  const answer = answerFromContent(index, question);
  return answer.kind === 'passage' ? answer.source.cite : 'none';
}

export async function scoreAnswers(part: AnswerEvalPart): Promise<{ total: number; right: number; misses: string[] }> {
  const index = await contentIndex();
  const cases = answerCases(part);
  const misses: string[] = [];
  for (const { question, cites } of cases) {
    const got = citedFirst(index, question);
    if (got !== (cites ?? 'none')) misses.push(`${JSON.stringify(question)}: cited ${got}, wanted ${cites ?? 'none'}`);
  }
  return { total: cases.length, right: cases.length - misses.length, misses };
}

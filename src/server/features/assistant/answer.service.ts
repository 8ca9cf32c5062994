import type { AnswerResponse } from '#shared/schemas/assistant-answer.js';
import type { Db } from '#server/db/database.js';
import type { Language } from '#server/language.js';
import { listPosts } from '#server/features/blog/blog.repository.js';
import type { SearchServices } from '#server/features/search/search.service.js';
import { answerFromContent } from './answer-content.js';
import { PassageIndex } from './answer-index.js';
import { answerPrograms } from './answer-programs.js';
import { readCareRequest } from './care-request.js';

export interface AnswerServices {
  search: SearchServices;
  /** The passages of the blog's articles and the FAQ written in one language, indexed. */
  passages: (language: Language) => Promise<PassageIndex>;
}

/** The offline answer, in the language asked in: programs for a request to find care, else the passage that answers, else none. */
export async function answerOffline(services: AnswerServices, message: string, language: Language): Promise<AnswerResponse> {
  const reading = readCareRequest(message);
  if (reading) return answerPrograms(services.search, reading, language);
  return answerFromContent(await services.passages(language), message);
}

/** Blog posts change only when the server starts (they load from content/blog) or an operator edits them; a minute's staleness is fine. */
const INDEX_TTL_MS = 60_000;

/** The index of the articles in each language as the blog serves them (the database), rebuilt at most once a minute. */
export function databasePassages(db: Db): (language: Language) => Promise<PassageIndex> {
  const built = new Map<Language, { at: number; index: Promise<PassageIndex> }>();
  return (language) => {
    const kept = built.get(language);
    if (kept && Date.now() - kept.at <= INDEX_TTL_MS) return kept.index;
    const index = listPosts(db).then((posts) => PassageIndex.of(posts, language));
    // A failed read is not kept: the next question tries again.
    index.catch(() => built.delete(language));
    built.set(language, { at: Date.now(), index });
    return index;
  };
}

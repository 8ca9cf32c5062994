import type { AnswerResponse } from '#shared/schemas/assistant-answer.js';
import type { Db } from '#server/db/database.js';
import { listPosts } from '#server/features/blog/blog.repository.js';
import type { SearchServices } from '#server/features/search/search.service.js';
import { answerFromContent } from './answer-content.js';
import { PassageIndex } from './answer-index.js';
import { answerPrograms } from './answer-programs.js';
import { readCareRequest } from './care-request.js';

export interface AnswerServices {
  search: SearchServices;
  /** The passages of the blog's articles and the FAQ, indexed. */
  passages: () => Promise<PassageIndex>;
}

/** The offline answer: programs for a request to find care, else the passage that answers, else none. */
export async function answerOffline(services: AnswerServices, message: string): Promise<AnswerResponse> {
  const reading = readCareRequest(message);
  if (reading) return answerPrograms(services.search, reading);
  return answerFromContent(await services.passages(), message);
}

/** Blog posts change only when the server starts (they load from content/blog) or an operator edits them; a minute's staleness is fine. */
const INDEX_TTL_MS = 60_000;

/** The index of the articles as the blog serves them (the database), rebuilt at most once a minute. */
export function databasePassages(db: Db): () => Promise<PassageIndex> {
  let built: { at: number; index: Promise<PassageIndex> } | null = null;
  return () => {
    if (!built || Date.now() - built.at > INDEX_TTL_MS) {
      const index = listPosts(db).then((posts) => PassageIndex.of(posts));
      // A failed read is not kept: the next question tries again.
      index.catch(() => {
        built = null;
      });
      built = { at: Date.now(), index };
    }
    return built.index;
  };
}

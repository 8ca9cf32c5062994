import type { AnswerResponse } from '#shared/schemas/assistant-answer.js';
import type { Program } from '#shared/schemas/catalogue.js';
import type { Listing } from '#shared/schemas/listing.js';
import { programsNamedIn } from '#server/catalogue/program-names.js';
import type { Db } from '#server/db/database.js';
import type { Language } from '#server/language.js';
import { listPosts } from '#server/features/blog/blog.repository.js';
import type { SearchServices } from '#server/features/search/search.service.js';
import { answerFromContent } from './answer-content.js';
import { PassageIndex } from './answer-index.js';
import { answerPrograms } from './answer-programs.js';
import { readCareRequest } from './care-request.js';
import { NANNY_TEXTS } from './nanny-texts.js';
import { askedFacts, programFactsText } from './program-facts.js';

export interface AnswerServices {
  search: SearchServices;
  /** The passages of the blog's articles and the FAQ written in one language, indexed. */
  passages: (language: Language) => Promise<PassageIndex>;
  /** A program's provider listing. */
  listing: (programId: string) => Promise<Listing>;
}

/** The most programs sharing a name that an answer lists to choose from; their towns tell them apart. */
const NAMESAKES_SHOWN = 5;

const namedProgram = (program: Pick<Program, 'id' | 'name' | 'address' | 'city'>) => ({
  id: program.id,
  name: program.name,
  address: [program.address, program.city].filter(Boolean).join(', '),
});

/**
 * A question about one program named in it ("what are Sandy Cove Child Care Center's hours?"): the
 * facts it asks for, from the program's page; when several programs share the name and the question
 * names none of their towns, which one; null when the message names no program.
 */
export async function answerAboutProgram(services: AnswerServices, message: string, language: Language, now = new Date()): Promise<AnswerResponse | null> {
  const catalogue = await services.search.catalogue.current();
  const positions = programsNamedIn(catalogue, message);
  if (positions.length > 1) {
    const namesakes = await catalogue.programsAt(positions.slice(0, NAMESAKES_SHOWN));
    const text = NANNY_TEXTS[language].whichProgram(namesakes[0]?.name ?? '', positions.length);
    return { kind: 'program-choice', text, programs: namesakes.map(namedProgram) };
  }
  const [program] = await catalogue.programsAt(positions);
  if (!program) return null;
  const text = programFactsText(program, await services.listing(program.id), askedFacts(message, program.name), language, now);
  return { kind: 'program', text, program: namedProgram(program) };
}

/**
 * The offline answer, in the language asked in: a named program's facts, programs for a request to
 * find care, else the passage that answers, else none.
 */
export async function answerOffline(services: AnswerServices, message: string, language: Language): Promise<AnswerResponse> {
  const aboutProgram = await answerAboutProgram(services, message, language);
  if (aboutProgram) return aboutProgram;
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

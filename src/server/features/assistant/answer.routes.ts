import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerRoute, type AnswerResponse } from '#shared/schemas/assistant-answer.js';
import type { LlmConfig } from '#server/config.js';
import type { Db } from '#server/db/database.js';
import type { SearchServices } from '#server/features/search/search.service.js';
import { operationDocs } from '#server/plugins/openapi.js';
import { answerFromContent, relevant } from './answer-content.js';
import { answerPrograms } from './answer-programs.js';
import { answerAboutProgram, answerOffline, databasePassages } from './answer.service.js';
import { readCareRequest } from './care-request.js';
import { EXTRACT_REQUESTS_PER_MINUTE, extractRateLimited } from './extract.routes.js';
import { passageGrounding, programGrounding, streamGroundedAnswer, type AnswerEvent } from './llm-answerer.js';
import { perMinuteLimit } from '#server/plugins/per-minute-limit.js';
import { findListing } from '#server/features/listings/listing.repository.js';
import { requestLanguage } from '#server/language.js';

const docs = operationDocs('assistant');

export interface AnswerRoutesOptions {
  db: Db;
  search: SearchServices;
  llm: LlmConfig;
}

function serverSentEvent(event: AnswerEvent): string {
  const payload = event.event === 'delta' ? { text: event.text } : event.answer;
  return `event: ${event.event}\ndata: ${JSON.stringify(payload)}\n\n`;
}

/**
 * POST /api/v1/assistant/answer: the Nanny's answer to a message (docs/decisions/0034-nanny-answers.md).
 * JSON, offline: a passage of our articles or FAQ, programs for a request to find care, or none.
 * With LLM_BASE_URL set and `Accept: text/event-stream`, the model's answer grounded on the passages
 * found (or the programs' facts) streams as server-sent events, ending with the whole answer (the offline one on any failure).
 */
export const answerRoutes: FastifyPluginAsyncZod<AnswerRoutesOptions> = async (app, { db, search, llm }) => {
  const index = databasePassages(db);
  const services = { search, passages: index, listing: (programId: string) => findListing(db, programId) };
  const warn = (error: unknown, message: string) => app.log.warn({ err: error }, message);

  app.post(
    '/api/v1/assistant/answer',
    {
      schema: {
        ...answerRoute,
        ...docs(
          'answerQuestion',
          'Answer a parent’s question from the articles and FAQ, or find the programs a request asks for',
          'JSON by default. With a language model configured and `Accept: text/event-stream`, server-sent events: `delta` events ({text}) of the model’s words, then one `answer` event with the whole answer.',
        ),
      },
      // Server-sent events must reach the browser as they are written, not when a compressor has enough.
      compress: false,
      config: perMinuteLimit(EXTRACT_REQUESTS_PER_MINUTE, extractRateLimited),
    },
    async (request, reply) => {
      const { message } = request.body;
      // The page's language, which the web sends: the Nanny answers from what is written in it.
      const language = requestLanguage(request.headers['accept-language']) ?? 'en';
      const streams = Boolean(llm.baseUrl) && /\btext\/event-stream\b/.test(request.headers.accept ?? '');
      if (!streams || !llm.baseUrl) return answerOffline(services, message, language);
      // A named program's facts are its page's, said as they are: no model rewords them.
      const aboutProgram = await answerAboutProgram(services, message, language);
      const reading = aboutProgram ? null : readCareRequest(message);
      const content = aboutProgram || reading ? null : await index(language);
      const offline = aboutProgram ?? (reading ? await answerPrograms(search, reading, language) : answerFromContent(content!, message));
      const found = content ? relevant(content, message) : [];
      const options = { baseUrl: llm.baseUrl, apiKey: llm.apiKey, model: llm.model, warn };
      const grounding = found.length ? passageGrounding(found) : offline.kind === 'programs' && offline.programs.length ? programGrounding(offline) : null;
      // "Nothing fits" (and a search that found nothing) needs no model: the stream is its one answer event.
      const events: AsyncIterable<AnswerEvent> = grounding
        ? streamGroundedAnswer(options, message, language, grounding, offline)
        : (async function* () {
            yield { event: 'answer', answer: offline } as const;
          })();
      reply.header('content-type', 'text/event-stream; charset=utf-8').header('cache-control', 'no-cache').header('x-accel-buffering', 'no');
      const stream = Readable.from(
        (async function* () {
          for await (const event of events) yield serverSentEvent(event);
        })(),
      );
      // The stream is not the JSON answer the schema describes; its events carry that answer's shape.
      return reply.send(stream as unknown as AnswerResponse);
    },
  );
};

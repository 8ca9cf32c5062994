import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { extractRoute } from '#shared/schemas/assistant.js';
import type { LlmConfig } from '#server/config.js';
import { operationDocs } from '#server/plugins/openapi.js';
import { createExtractor, type Extractor } from './llm-extractor.js';
import { perMinuteLimit } from '#server/plugins/per-minute-limit.js';

export const EXTRACT_REQUESTS_PER_MINUTE = 20;
export const extractRateLimited = 'Too many requests. Please wait a minute and try again.';
const docs = operationDocs('assistant');

/**
 * POST /api/v1/extract-info: what a free-text request asks for. The rules answer offline;
 * with LLM_BASE_URL set, the language model answers and the rules stand in when it fails.
 */
export const extractRoutes: FastifyPluginAsyncZod<{ llm: LlmConfig; extractor?: Extractor }> = async (app, { llm, extractor }) => {
  const extract = extractor ?? createExtractor(llm, (error, message) => app.log.warn({ err: error }, message));

  // Clients of this endpoint read `message` from its errors: each error body here also carries it,
  // equal to `error`. Scoped to this plugin; the app's error shape is unchanged elsewhere.
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || !payload || typeof payload !== 'object') return payload;
    const body = payload as { success?: unknown; error?: unknown; message?: unknown };
    if (body.success === false && typeof body.error === 'string' && body.message === undefined) return { ...body, message: body.error };
    return payload;
  });

  app.post(
    '/api/v1/extract-info',
    {
      schema: { ...extractRoute, ...docs('extractInfo', 'Read the places, category, age group and search filters in a free-text request') },
      config: perMinuteLimit(EXTRACT_REQUESTS_PER_MINUTE, extractRateLimited),
    },
    async (request) => extract(request.body.text),
  );
};

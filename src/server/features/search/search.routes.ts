import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SEARCHES_PER_MINUTE } from '#shared/constants.js';
import { messages } from '#shared/messages.js';
import { nearbyRoute, routeSearchRoute } from '#shared/schemas/search.js';
import { typedAnswerSerializer } from '#server/plugins/answer-serializer.js';
import { searchAnswerCompression } from '#server/plugins/compression.js';
import { operationDocs } from '#server/plugins/openapi.js';
import { perMinuteLimit } from '#server/plugins/per-minute-limit.js';
import { searchAlongRoute, searchNearby, type SearchServices } from './search.service.js';

/**
 * Search answers are large and frequent: cheaper to compress and to write (see both). Limited per
 * address: each search may cost a map service call (docs/decisions/0035).
 */
const answers = {
  compress: searchAnswerCompression,
  serializerCompiler: typedAnswerSerializer,
  config: perMinuteLimit(SEARCHES_PER_MINUTE, messages.http.tooManySearches),
};

const docs = operationDocs('search');

export const searchRoutes: FastifyPluginAsyncZod<SearchServices> = async (app, services) => {
  app.get(
    '/api/search/nearby',
    { schema: { ...nearbyRoute, ...docs('searchNearby', 'Find childcare programs near a place') }, ...answers },
    async (request) => searchNearby(services, request.query),
  );

  app.get(
    '/api/search/route',
    { schema: { ...routeSearchRoute, ...docs('searchAlongRoute', 'Find childcare programs along a commute') }, ...answers },
    async (request) => searchAlongRoute(services, request.query),
  );
};

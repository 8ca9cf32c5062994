import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nearbyRoute, routeSearchRoute } from '../../../shared/schemas/search.js';
import { typedAnswerSerializer } from '../../plugins/answer-serializer.js';
import { searchAnswerCompression } from '../../plugins/compression.js';
import { searchAlongRoute, searchNearby, type SearchServices } from './search.service.js';

/** Search answers are large and frequent: cheaper to compress and to write (see both). */
const answers = { compress: searchAnswerCompression, serializerCompiler: typedAnswerSerializer };

export const searchRoutes: FastifyPluginAsyncZod<SearchServices> = async (app, services) => {
  app.get('/api/search/nearby', { schema: { ...nearbyRoute, tags: ['search'] }, ...answers }, async (request) =>
    searchNearby(services, request.query),
  );

  app.get('/api/search/route', { schema: { ...routeSearchRoute, tags: ['search'] }, ...answers }, async (request) =>
    searchAlongRoute(services, request.query),
  );
};

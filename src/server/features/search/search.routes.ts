import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nearbyRoute, routeSearchRoute } from '../../../shared/schemas/search.js';
import { searchAnswerCompression } from '../../plugins/compression.js';
import { searchAlongRoute, searchNearby, type SearchServices } from './search.service.js';

export const searchRoutes: FastifyPluginAsyncZod<SearchServices> = async (app, services) => {
  app.get('/api/search/nearby', { schema: { ...nearbyRoute, tags: ['search'] }, compress: searchAnswerCompression }, async (request) =>
    searchNearby(services, request.query),
  );

  app.get('/api/search/route', { schema: { ...routeSearchRoute, tags: ['search'] }, compress: searchAnswerCompression }, async (request) =>
    searchAlongRoute(services, request.query),
  );
};

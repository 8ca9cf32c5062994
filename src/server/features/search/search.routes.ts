import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nearbyRoute, routeSearchRoute } from '../../../shared/schemas/search.js';
import { searchAlongRoute, searchNearby, type SearchServices } from './search.service.js';

export const searchRoutes: FastifyPluginAsyncZod<SearchServices> = async (app, services) => {
  app.get('/api/search/nearby', { schema: { ...nearbyRoute, tags: ['search'] } }, async (request) =>
    searchNearby(services, request.query),
  );

  app.get('/api/search/route', { schema: { ...routeSearchRoute, tags: ['search'] } }, async (request) =>
    searchAlongRoute(services, request.query),
  );
};

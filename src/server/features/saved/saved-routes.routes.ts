import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '#shared/messages.js';
import { savedRouteRoutes } from '#shared/schemas/saved.js';
import type { Db } from '#server/db/database.js';
import { conflict, notFound } from '#server/http-error.js';
import type { Auth } from '#server/plugins/auth.js';
import { operationDocs } from '#server/plugins/openapi.js';
import { listSavedRoutes, removeSavedRoute, saveRoute } from './saved-routes.service.js';

const docs = operationDocs('saved');

/** A parent's saved commutes; every query is scoped to the parent the token names. */
export const savedRoutesRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth }> = async (app, { db, auth }) => {
  app.post(
    '/api/routes',
    { schema: { ...savedRouteRoutes.save, ...docs('saveRoute', 'Save a commute to your list') }, preHandler: auth.requireUser },
    async (request, reply) => {
      const saved = await saveRoute(db, request.userId, request.body);
      if (!saved) throw conflict(messages.saved.routeAlreadySaved, 'ALREADY_SAVED');
      return reply.code(201).send(saved);
    },
  );

  app.get(
    '/api/users/:userId/routes',
    {
      schema: { ...savedRouteRoutes.list, ...docs('listSavedRoutes', 'List your saved commutes, newest first') },
      preHandler: auth.requireSelfBy('userId'),
    },
    async (request) => listSavedRoutes(db, request.userId),
  );

  app.delete(
    '/api/routes/:id',
    {
      schema: { ...savedRouteRoutes.remove, ...docs('removeSavedRoute', 'Remove a commute from your saved list') },
      preHandler: auth.requireUser,
    },
    async (request, reply) => {
      // Another parent's route answers like an unknown one, so ids reveal nothing.
      const removed = await removeSavedRoute(db, request.userId, request.params.id);
      if (!removed) throw notFound(messages.saved.routeNotFound);
      return reply.code(204).send();
    },
  );
};

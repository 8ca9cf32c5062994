import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '#shared/messages.js';
import { savedDaycareRoutes } from '#shared/schemas/saved.js';
import type { Db } from '#server/db/database.js';
import { conflict, notFound } from '#server/http-error.js';
import type { Auth } from '#server/plugins/auth.js';
import { operationDocs } from '#server/plugins/openapi.js';
import { listSavedDaycares, removeSavedDaycare, saveDaycare } from './saved-daycares.service.js';

const docs = operationDocs('saved');

/** A parent's favourite programs; every query is scoped to the parent the token names. */
export const savedDaycaresRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth }> = async (app, { db, auth }) => {
  app.post(
    '/api/daycares',
    {
      schema: { ...savedDaycareRoutes.save, ...docs('saveDaycare', 'Save a childcare program to your list') },
      preHandler: auth.requireUser,
    },
    async (request, reply) => {
      const saved = await saveDaycare(db, request.userId, request.body);
      if (!saved) throw conflict(messages.validation.alreadySaved, 'ALREADY_SAVED');
      return reply.code(201).send(saved);
    },
  );

  app.get(
    '/api/users/:userId/daycares',
    {
      schema: { ...savedDaycareRoutes.list, ...docs('listSavedDaycares', 'List your saved programs, newest first') },
      preHandler: auth.requireSelfBy('userId'),
    },
    async (request) => listSavedDaycares(db, request.userId),
  );

  app.delete(
    '/api/daycares/:id',
    {
      schema: { ...savedDaycareRoutes.remove, ...docs('removeSavedDaycare', 'Remove a program from your saved list') },
      preHandler: auth.requireUser,
    },
    async (request, reply) => {
      // Another parent's record answers like an unknown one, so ids reveal nothing.
      const removed = await removeSavedDaycare(db, request.userId, request.params.id);
      if (!removed) throw notFound(messages.saved.daycareNotFound);
      return reply.code(204).send();
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '#shared/messages.js';
import { healthRoute } from '#shared/schemas/health.js';
import { pingDatabase, type Db } from '#server/db/database.js';
import { operationDocs } from '#server/plugins/openapi.js';

const docs = operationDocs('health');

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/health',
    { schema: { ...healthRoute, ...docs('getHealth', 'Check that the API and its database answer') } },
    async (request, reply) => {
      try {
        await pingDatabase(db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        return reply.code(503).send({ success: false, error: messages.http.databaseUnavailable });
      }
      return reply.send({ status: 'ok' });
    },
  );
};

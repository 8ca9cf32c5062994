import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CONTACT_MESSAGES_PER_MINUTE, contactRoute } from '#shared/schemas/contact.js';
import type { Db } from '#server/db/database.js';
import type { Auth } from '#server/plugins/auth.js';
import { operationDocs } from '#server/plugins/openapi.js';
import { perMinuteLimit } from '#server/plugins/per-minute-limit.js';

const docs = operationDocs('contact');

/**
 * Stores each message for the team to answer. A signed-in
 * parent's message is linked to their account; a bad or missing token just means anonymous.
 */
export const contactRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth }> = async (app, { db, auth }) => {
  app.post(
    '/api/contact',
    {
      schema: {
        ...contactRoute,
        ...docs(
          'sendContactMessage',
          'Send a message to the CareRoute team',
          'Open to everyone. With a valid bearer token the message is linked to your account; a token of a signed-out or deleted account is a 401.',
        ),
      },
      config: perMinuteLimit(CONTACT_MESSAGES_PER_MINUTE),
    },
    async (request, reply) => {
      const id = randomUUID();
      await db
        .insertInto('contactMessages')
        .values({ ...request.body, id, userId: await auth.optionalUserId(request), createdAt: new Date().toISOString() })
        .execute();
      return reply.code(201).send({ success: true, id });
    },
  );
};

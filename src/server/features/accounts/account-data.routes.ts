import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGIN_ATTEMPTS_PER_MINUTE } from '#shared/constants.js';
import { messages } from '#shared/messages.js';
import { exportAccountRoute, exportFileName } from '#shared/schemas/account-export.js';
import { deleteAccountRoute } from '#shared/schemas/account-settings.js';
import type { Db } from '#server/db/database.js';
import type { RatingSink } from '#server/features/reviews/reviews.service.js';
import { notFound } from '#server/http-error.js';
import type { Auth } from '#server/plugins/auth.js';
import { operationDocs } from '#server/plugins/openapi.js';
import { deleteAccount } from './account-deletion.service.js';
import { exportAccount } from './account-export.service.js';
import { throwIfRefused } from './password-confirmation.js';
import { perMinuteLimit } from '#server/plugins/per-minute-limit.js';

const docs = operationDocs('accounts');

/** What a parent does with their account as a whole: take its data away, or delete it (docs/decisions/0035). */
export const accountDataRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth; ratings: RatingSink }> = async (app, { db, auth, ratings }) => {
  app.get(
    '/api/users/:id/export',
    {
      schema: { ...exportAccountRoute, ...docs(
          'exportAccount',
          'Download everything CareRoute holds about you, as one JSON file',
          'Profile, preferences, saved daycares and routes, alerts, notifications, reviews, helpful votes and reports, contact messages, provider claims, managed programs and feed tokens; never a password or token hash. Sent as an attachment named careroute-data-YYYY-MM-DD.json; the README\'s "Your data export" describes every field.',
        ) },
      preHandler: auth.requireSelf,
    },
    async (request, reply) => {
      const data = await exportAccount(db, request.params.id);
      if (!data) throw notFound(messages.auth.userNotFound);
      return reply.header('content-disposition', `attachment; filename="${exportFileName(data.exportedAt)}"`).send(data);
    },
  );

  app.delete(
    '/api/users/:id',
    {
      schema: { ...deleteAccountRoute, ...docs(
          'deleteAccount',
          'Delete your account and everything it holds, given your password',
          'In one transaction: the account, its saved daycares and routes, alerts, notifications, preferences, email links, contact messages, reviews (the ratings they counted in are recounted) and provider roles. Audit entries keep the change but name a deleted account. Every token of the account answers 401 from then on. A wrong password is a 400 WRONG_PASSWORD.',
        ) },
      // Limited like sign-in: a stolen token must not become a way to guess the password.
      config: perMinuteLimit(LOGIN_ATTEMPTS_PER_MINUTE),
      preHandler: auth.requireSelf,
    },
    async (request, reply) => {
      const outcome = await deleteAccount({ db, ratings }, request.params.id, request.body.password);
      throwIfRefused(outcome, messages.auth.wrongPassword);
      return reply.code(204).send();
    },
  );
};

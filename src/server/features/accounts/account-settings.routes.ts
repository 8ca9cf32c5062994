import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGIN_ATTEMPTS_PER_MINUTE } from '#shared/constants.js';
import { messages } from '#shared/messages.js';
import {
  changePasswordRoute,
  getPreferencesRoute,
  signOutEverywhereRoute,
  updateLanguageRoute,
  updatePreferencesRoute,
} from '#shared/schemas/account-settings.js';
import type { Db } from '#server/db/database.js';
import { notFound } from '#server/http-error.js';
import type { Auth } from '#server/plugins/auth.js';
import { operationDocs } from '#server/plugins/openapi.js';
import { changePassword, getPreferences, saveLanguage, savePreferences } from './account-settings.service.js';
import { throwIfRefused } from './password-confirmation.js';
import { raiseTokenVersion } from './users.repository.js';
import { perMinuteLimit } from '#server/plugins/per-minute-limit.js';

const docs = operationDocs('accounts');

/** The profile's Settings tab: Change Password, Sign out everywhere and the Preferences checkboxes; and the header's language. */
export const accountSettingsRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth }> = async (app, { db, auth }) => {
  app.put(
    '/api/users/:id/password',
    {
      schema: { ...changePasswordRoute, ...docs(
          'changePassword',
          'Change your password, given the current one',
          'Signs out every other session of the account; the answer carries a new token for this one.',
        ) },
      // Limited like sign-in: a stolen token must not become a way to guess the password.
      config: perMinuteLimit(LOGIN_ATTEMPTS_PER_MINUTE),
      preHandler: auth.requireSelf,
    },
    async (request, reply) => {
      const outcome = await changePassword(db, request.params.id, request.body);
      throwIfRefused(outcome, messages.auth.wrongCurrentPassword);
      return reply.send({ success: true, token: await auth.issueToken(request.params.id, outcome.tokenVersion) });
    },
  );

  app.post(
    '/api/users/:id/sign-out-everywhere',
    {
      schema: { ...signOutEverywhereRoute, ...docs(
          'signOutEverywhere',
          'Sign out every session of your account, this one included',
          'Raises the account\'s token version: every token issued before, on any device, answers 401 from now on. Answers 204; sign in again for a new token.',
        ) },
      preHandler: auth.requireSelf,
    },
    async (request, reply) => {
      // requireSelf has just read the account: it exists, and raising its version ends every token.
      await raiseTokenVersion(db, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/users/:id/preferences',
    {
      schema: { ...getPreferencesRoute, ...docs('getPreferences', 'Read your email and location preferences') },
      preHandler: auth.requireSelf,
    },
    async (request) => getPreferences(db, request.params.id),
  );

  app.put(
    '/api/users/:id/preferences',
    {
      schema: { ...updatePreferencesRoute, ...docs('updatePreferences', 'Replace your email and location preferences') },
      preHandler: auth.requireSelf,
    },
    async (request) => savePreferences(db, request.params.id, request.body),
  );

  app.put(
    '/api/users/:id/language',
    {
      schema: { ...updateLanguageRoute, ...docs('updateLanguage', 'Choose the language you read CareRoute and its emails in') },
      preHandler: auth.requireSelf,
    },
    async (request) => {
      if (!(await saveLanguage(db, request.params.id, request.body.language))) throw notFound(messages.auth.userNotFound);
      return request.body;
    },
  );
};

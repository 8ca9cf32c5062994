import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LOGIN_ATTEMPTS_PER_MINUTE } from '#shared/constants.js';
import { messages } from '#shared/messages.js';
import {
  getProfileRoute,
  loginRoute,
  registerRoute,
  updateProfileRoute,
} from '#shared/schemas/accounts.js';
import type { Db } from '#server/db/database.js';
import { conflict, notFound, tooManyRequests, unauthorized } from '#server/http-error.js';
import { requestLanguage } from '#server/language.js';
import type { Auth } from '#server/plugins/auth.js';
import { operationDocs } from '#server/plugins/openapi.js';
import { authenticate, getParent, registerParent, updateProfile } from './accounts.service.js';
import { SIGN_IN_FAILURES_PER_ACCOUNT, SIGN_IN_WINDOW_MS, type SignInLimit } from './sign-in-limit.js';
import { perMinuteLimit } from '#server/plugins/per-minute-limit.js';

const docs = operationDocs('accounts');

interface AccountsOptions {
  db: Db;
  auth: Auth;
  publicUrl: string;
  signInLimit: SignInLimit;
  /** Addresses the rate limits never count (RATE_LIMIT_EXEMPT): their wrong passwords do not pause an account either. */
  rateLimitExempt: readonly string[];
}

export const accountsRoutes: FastifyPluginAsyncZod<AccountsOptions> = async (app, { db, auth, publicUrl, signInLimit, rateLimitExempt }) => {
  app.post(
    '/api/auth/register',
    {
      schema: { ...registerRoute, ...docs('register', 'Create a parent account and get a token', 'Also emails a link to verify the address (valid 48 hours).') },
      config: perMinuteLimit(LOGIN_ATTEMPTS_PER_MINUTE),
    },
    async (request, reply) => {
      // The browser's language is what the parent already chose; there is no setting yet (docs/decisions/0038).
      const parent = await registerParent(db, request.body, publicUrl, requestLanguage(request.headers['accept-language']) ?? 'en');
      if (!parent) throw conflict(messages.auth.emailTaken, 'EMAIL_TAKEN');
      const { user, tokenVersion } = parent;
      return reply.code(201).send({ success: true, user, token: await auth.issueToken(user.id, tokenVersion) });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        ...loginRoute,
        ...docs(
          'login',
          'Sign in with email and password and get a token',
          `Limited per client address, and per account: after ${SIGN_IN_FAILURES_PER_ACCOUNT} wrong passwords in ${SIGN_IN_WINDOW_MS / 60_000} minutes, ` +
            'from any addresses, every sign-in to the account answers 429 (with Retry-After) until those minutes end, and the account is told by email.',
        ),
      },
      config: perMinuteLimit(LOGIN_ATTEMPTS_PER_MINUTE),
    },
    async (request, reply) => {
      const { emailId } = request.body;
      const counted = !rateLimitExempt.includes(request.ip);
      const pausedMs = counted ? await signInLimit.pausedFor(emailId) : 0;
      if (pausedMs > 0) {
        reply.header('retry-after', Math.ceil(pausedMs / 1000));
        throw tooManyRequests(messages.auth.signInPaused);
      }
      const parent = await authenticate(db, request.body);
      if (!parent) {
        if (counted) await signInLimit.failed(emailId);
        throw unauthorized(messages.auth.invalidCredentials, 'INVALID_CREDENTIALS');
      }
      await signInLimit.cleared(emailId);
      const { user, tokenVersion } = parent;
      return reply.send({ success: true, user, token: await auth.issueToken(user.id, tokenVersion) });
    },
  );

  app.get(
    '/api/users/:id/profile',
    { schema: { ...getProfileRoute, ...docs('getProfile', 'Read your own profile') }, preHandler: auth.requireSelf },
    async (request, reply) => {
      const user = await getParent(db, request.params.id);
      if (!user) throw notFound(messages.auth.userNotFound);
      return reply.send({ success: true, user });
    },
  );

  app.put(
    '/api/users/:id/profile',
    {
      schema: { ...updateProfileRoute, ...docs('updateProfile', 'Change your name, address and phone number') },
      preHandler: auth.requireSelf,
    },
    async (request, reply) => {
      const user = await updateProfile(db, request.params.id, request.body);
      if (!user) throw notFound(messages.auth.userNotFound);
      return reply.send({ success: true, user });
    },
  );
};

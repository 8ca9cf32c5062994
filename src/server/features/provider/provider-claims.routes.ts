import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createClaimRoute, listManagedProgramsRoute, listOwnClaimsRoute } from '#shared/schemas/provider.js';
import type { Db } from '#server/db/database.js';
import type { Auth } from '#server/plugins/auth.js';
import { operationDocs } from '#server/plugins/openapi.js';
import { findClaimsOf } from './claims.repository.js';
import { submitClaim } from './claims.service.js';
import { listManagedPrograms } from './managed-programs.js';

const docs = operationDocs('provider');

/** What any signed-in account does as a (would-be) provider: claim a program, follow its claims, see what it manages. */
export const providerClaimsRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth }> = async (app, { db, auth }) => {
  app.post(
    '/api/provider/claims',
    {
      schema: {
        ...createClaimRoute,
        ...docs(
          'submitClaim',
          'Ask to manage a program’s listing',
          'The claim waits for an operator. The account needs a verified email (403 EMAIL_NOT_VERIFIED). Where the program has a license number, licenseNumber must match it (400 LICENSE_MISMATCH).',
        ),
      },
      preHandler: auth.requireUser,
    },
    async (request, reply) => reply.code(201).send(await submitClaim(db, request.userId, request.body)),
  );

  app.get(
    '/api/provider/claims',
    { schema: { ...listOwnClaimsRoute, ...docs('listOwnClaims', 'List your claims and their decisions, newest first') }, preHandler: auth.requireUser },
    async (request) => findClaimsOf(db, request.userId),
  );

  app.get(
    '/api/provider/programs',
    {
      schema: { ...listManagedProgramsRoute, ...docs('listManagedPrograms', 'List the programs you manage, with their listing and feed tokens') },
      preHandler: auth.requireUser,
    },
    async (request) => listManagedPrograms(db, request.userId),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '#shared/messages.js';
import { createTokenRoute, revokeTokenRoute } from '#shared/schemas/provider.js';
import type { Db } from '#server/db/database.js';
import { notFound } from '#server/http-error.js';
import { appendAudit } from '#server/features/listings/audit-log.repository.js';
import { operationDocs } from '#server/plugins/openapi.js';
import { hashFeedSecret, newFeedSecret } from './feed-secret.js';
import { insertToken, revokeToken, toProviderToken } from './feed-tokens.repository.js';
import type { RoleGuards } from './role-guards.js';

const docs = operationDocs('provider');

/** Feed tokens let a provider's software send openings; the secret is shown once and kept only as its hash. */
export const providerTokensRoutes: FastifyPluginAsyncZod<{ db: Db; guards: RoleGuards }> = async (app, { db, guards }) => {
  app.post(
    '/api/provider/programs/:id/tokens',
    {
      schema: {
        ...createTokenRoute,
        ...docs(
          'createFeedToken',
          'Create a feed token for your software to send openings',
          'The answer holds the token; it is never shown again. Send it as Authorization: Bearer <token> to updateOpenings.',
        ),
      },
      preHandler: guards.programManager,
    },
    async (request, reply) => {
      const secret = newFeedSecret();
      const row = await db.transaction().execute(async (trx) => {
        const inserted = await insertToken(trx, {
          programId: request.params.id,
          userId: request.userId,
          label: request.body.label,
          tokenHash: hashFeedSecret(secret),
        });
        const changes = [{ field: 'token', old: null, new: inserted.label }];
        await appendAudit(trx, { programId: request.params.id, action: 'token-created', actor: { userId: request.userId, via: null }, changes });
        return inserted;
      });
      return reply.code(201).send({ ...toProviderToken(row), token: secret });
    },
  );

  app.delete(
    '/api/provider/programs/:id/tokens/:tokenId',
    {
      schema: { ...revokeTokenRoute, ...docs('revokeFeedToken', 'Revoke a feed token: software using it is refused from now on') },
      preHandler: guards.programManager,
    },
    async (request, reply) => {
      const { id, tokenId } = request.params;
      await db.transaction().execute(async (trx) => {
        const revoked = await revokeToken(trx, id, tokenId);
        if (!revoked) throw notFound(messages.providerApi.tokenNotFound);
        const changes = [{ field: 'token', old: revoked.label, new: null }];
        await appendAudit(trx, { programId: id, action: 'token-revoked', actor: { userId: request.userId, via: null }, changes });
      });
      return reply.code(204).send();
    },
  );
};

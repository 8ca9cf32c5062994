import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Db } from '#server/db/database.js';
import { conflict, notFound } from '#server/http-error.js';
import type { Auth } from '#server/plugins/auth.js';
import { operationDocs } from '#server/plugins/openapi.js';
import type { SavedListService } from './saved-list.service.js';

type ErrorSchemas = Record<number, ZodType>;

/** The contract of one saved list's routes (src/shared/schemas/saved.ts). */
interface SavedListContract<Request, Saved> {
  save: { body: ZodType<Request>; response: { 201: ZodType<Saved> } & ErrorSchemas };
  list: { params: ZodType<{ userId: string }>; response: { 200: ZodType<Saved[]> } & ErrorSchemas };
  remove: { params: ZodType<{ id: string }>; response: { 204: ZodType<undefined> } & ErrorSchemas };
}

/** How an operation reads in the API description: its unique id and a one-line summary. */
type OperationText = [operationId: string, summary: string];

export interface SavedListRoutesDescription<Request, Saved> {
  /** The word in the URLs: POST /api/<kind>, GET /api/users/:userId/<kind>, DELETE /api/<kind>/:id. */
  kind: string;
  contract: SavedListContract<Request, Saved>;
  docs: { save: OperationText; list: OperationText; remove: OperationText };
  /** The 409 when the parent saved this already, and the 404 for a record that is not theirs. */
  errors: { alreadySaved: string; notFound: string };
  service: SavedListService<Request, Saved>;
}

const docs = operationDocs('saved');

/** A parent's saved list; every query is scoped to the parent the token names. */
export function savedListRoutes<Request, Saved>({
  kind,
  contract,
  docs: text,
  errors,
  service,
}: SavedListRoutesDescription<Request, Saved>): FastifyPluginAsyncZod<{ db: Db; auth: Auth }> {
  return async (app, { db, auth }) => {
    app.post(
      `/api/${kind}`,
      { schema: { ...contract.save, ...docs(...text.save) }, preHandler: auth.requireUser },
      async (request, reply) => {
        // contract.save.body validated it; Fastify types a body it cannot see yet (a type parameter) as maybe unknown.
        const saved = await service.save(db, request.userId, request.body as Request);
        if (!saved) throw conflict(errors.alreadySaved, 'ALREADY_SAVED');
        return reply.code(201).send(saved);
      },
    );

    app.get(
      `/api/users/:userId/${kind}`,
      { schema: { ...contract.list, ...docs(...text.list) }, preHandler: auth.requireSelfBy('userId') },
      async (request) => service.list(db, request.userId),
    );

    app.delete(
      `/api/${kind}/:id`,
      { schema: { ...contract.remove, ...docs(...text.remove) }, preHandler: auth.requireUser },
      async (request, reply) => {
        // Another parent's record answers like an unknown one, so ids reveal nothing.
        const removed = await service.remove(db, request.userId, request.params.id);
        if (!removed) throw notFound(errors.notFound);
        return reply.code(204).send();
      },
    );
  };
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '#shared/messages.js';
import { catalogueProgramRoute } from '#shared/schemas/listing.js';
import type { CatalogueStore } from '#server/catalogue/catalogue-store.js';
import type { Db } from '#server/db/database.js';
import { findClosedProgram } from '#server/catalogue/catalogue.repository.js';
import { notFound } from '#server/http-error.js';
import { operationDocs } from '#server/plugins/openapi.js';
import { findListing } from '#server/features/listings/listing.repository.js';

const docs = operationDocs('catalogue');

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueStore; db: Db }> = async (app, { catalogue, db }) => {
  app.get(
    '/api/catalogue/:id',
    { schema: { ...catalogueProgramRoute, ...docs('getProgram', 'Read one childcare program in full, with its provider listing') } },
    async (request) => {
      const index = await catalogue.current();
      const at = index.positionOf(request.params.id);
      const [open] = at === undefined ? [] : await index.programsAt([at]);
      if (open) return { ...open, listing: await findListing(db, open.id), closedAt: null };
      // Out of the search, but a parent who saved it should learn what happened (docs/decisions/0031).
      const closed = await findClosedProgram(db, request.params.id);
      if (!closed) throw notFound(messages.http.notFound);
      return { ...closed.program, listing: await findListing(db, closed.program.id), closedAt: closed.closedAt };
    },
  );
};

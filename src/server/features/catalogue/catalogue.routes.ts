import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '#shared/messages.js';
import { catalogueProgramRoute } from '#shared/schemas/listing.js';
import type { CatalogueStore } from '#server/catalogue/catalogue-store.js';
import type { Db } from '#server/db/database.js';
import { notFound } from '#server/http-error.js';
import { operationDocs } from '#server/plugins/openapi.js';
import { findListing } from '#server/features/listings/listing.repository.js';

const docs = operationDocs('catalogue');

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueStore; db: Db }> = async (app, { catalogue, db }) => {
  app.get(
    '/api/catalogue/:id',
    { schema: { ...catalogueProgramRoute, ...docs('getProgram', 'Read one childcare program in full, with its provider listing') } },
    async (request) => {
      const program = (await catalogue.current()).get(request.params.id);
      if (!program) throw notFound(messages.http.notFound);
      return { ...program, listing: await findListing(db, program.id) };
    },
  );
};

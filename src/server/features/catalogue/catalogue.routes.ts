import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '#shared/messages.js';
import { catalogueProgramRoute } from '#shared/schemas/catalogue.js';
import type { CatalogueStore } from '#server/catalogue/catalogue-store.js';
import { notFound } from '#server/http-error.js';
import { operationDocs } from '#server/plugins/openapi.js';

const docs = operationDocs('catalogue');

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueStore }> = async (app, { catalogue }) => {
  app.get(
    '/api/catalogue/:id',
    { schema: { ...catalogueProgramRoute, ...docs('getProgram', 'Read one childcare program of the catalogue in full') } },
    async (request) => {
      const program = (await catalogue.current()).get(request.params.id);
      if (!program) throw notFound(messages.http.notFound);
      return program;
    },
  );
};

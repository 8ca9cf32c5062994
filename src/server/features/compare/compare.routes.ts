import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compareRoute } from '#shared/schemas/compare.js';
import type { CatalogueStore } from '#server/catalogue/catalogue-store.js';
import type { Db } from '#server/db/database.js';
import { operationDocs } from '#server/plugins/openapi.js';
import { comparePrograms } from './compare.service.js';

const docs = operationDocs('compare');

export const compareRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueStore; db: Db }> = async (app, { catalogue, db }) => {
  app.get(
    '/api/compare',
    {
      schema: {
        ...compareRoute,
        ...docs(
          'comparePrograms',
          'Compare up to three childcare programs side by side',
          'Each program in full, with its provider listing, in the order of `ids`. Ids the catalogue does not hold are left out and listed in `missing`.',
        ),
      },
    },
    async (request) => comparePrograms(catalogue, db, request.query.ids),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { compareRoute } from '#shared/schemas/compare.js';
import type { Db } from '#server/db/database.js';
import { operationDocs } from '#server/plugins/openapi.js';
import type { SearchServices } from '#server/features/search/search.service.js';
import { comparePrograms } from './compare.service.js';

const docs = operationDocs('compare');

export const compareRoutes: FastifyPluginAsyncZod<{ services: SearchServices; db: Db }> = async (app, { services, db }) => {
  app.get(
    '/api/compare',
    {
      schema: {
        ...compareRoute,
        ...docs(
          'comparePrograms',
          'Compare up to three childcare programs side by side',
          'Each program in full, with its provider listing, in the order of `ids`. Ids the catalogue does not hold are left out and listed in `missing`. With a route (start and end, as the route search takes them, and optionally departAt or arriveBy, returnAt and days), each program carries its distance off the route and its morning and evening legs.',
        ),
      },
    },
    async (request) => comparePrograms(services, db, request.query),
  );
};

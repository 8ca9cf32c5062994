import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '../../../shared/messages.js';
import { catalogueProgramRoute } from '../../../shared/schemas/catalogue.js';
import type { CatalogueStore } from '../../catalogue/catalogue-store.js';
import { notFound } from '../../http-error.js';

export const catalogueRoutes: FastifyPluginAsyncZod<{ catalogue: CatalogueStore }> = async (app, { catalogue }) => {
  app.get('/api/catalogue/:id', { schema: { ...catalogueProgramRoute, tags: ['catalogue'] } }, async (request) => {
    const program = (await catalogue.current()).get(request.params.id);
    if (!program) throw notFound(messages.http.notFound);
    return program;
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteConfigRoute, siteStatsRoute, type SiteConfig } from '#shared/schemas/site.js';
import type { Db } from '#server/db/database.js';
import { operationDocs } from '#server/plugins/openapi.js';
import { catalogueFigures, catalogueSources, countParents } from './site.repository.js';

const docs = operationDocs('site');

export const siteRoutes: FastifyPluginAsyncZod<{ db: Db; config: SiteConfig }> = async (app, { db, config }) => {
  app.get(
    '/api/config',
    { schema: { ...siteConfigRoute, ...docs('getSiteConfig', 'Read the map settings this deployment uses') } },
    async () => config,
  );

  app.get(
    '/api/stats',
    { schema: { ...siteStatsRoute, ...docs('getSiteStats', 'Read the headline figures (programs, average rating, parents) and the catalogue\'s sources') } },
    async () => {
      const [catalogue, parents, sources] = await Promise.all([catalogueFigures(db), countParents(db), catalogueSources(db)]);
      return {
        programs: catalogue.programs,
        averageRating: catalogue.averageRating === null ? null : Math.round(catalogue.averageRating * 10) / 10,
        parents,
        demoCatalogue: catalogue.programs > 0 && catalogue.demo === catalogue.programs,
        sources,
      };
    },
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { siteConfigRoute, siteStatsRoute, type SiteConfig } from '../../../shared/schemas/site.js';
import type { Db } from '../../db/database.js';
import { catalogueFigures, countParents } from './site.repository.js';

export const siteRoutes: FastifyPluginAsyncZod<{ db: Db; config: SiteConfig }> = async (app, { db, config }) => {
  app.get('/api/config', { schema: { ...siteConfigRoute, tags: ['site'] } }, async () => config);

  app.get('/api/stats', { schema: { ...siteStatsRoute, tags: ['site'] } }, async () => {
    const [catalogue, parents] = await Promise.all([catalogueFigures(db), countParents(db)]);
    return {
      programs: catalogue.programs,
      averageRating: catalogue.averageRating === null ? null : Math.round(catalogue.averageRating * 10) / 10,
      parents,
      demoCatalogue: catalogue.programs > 0 && catalogue.demo === catalogue.programs,
    };
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moderateRoute, moderationListRoute } from '#shared/schemas/reviews.js';
import type { Db } from '#server/db/database.js';
import type { RoleGuards } from '#server/features/provider/role-guards.js';
import { operationDocs } from '#server/plugins/openapi.js';
import { listForModeration, moderate } from './review-moderation.service.js';
import type { RatingSink } from './reviews.service.js';

const docs = operationDocs('operator');

/** Operators act on reported reviews (docs/decisions/0025): hidden reviews leave the page and the rating. */
export const operatorReviewsRoutes: FastifyPluginAsyncZod<{ db: Db; guards: RoleGuards; ratings: RatingSink }> = async (app, { db, guards, ratings }) => {
  const preHandler = guards.operator;
  const services = { db, ratings };

  app.get(
    '/api/operator/reviews',
    { schema: { ...moderationListRoute, ...docs('listReviewsForModeration', 'List reported (or hidden) reviews with their reports') }, preHandler },
    async (request) => listForModeration(db, request.query.status),
  );

  app.post(
    '/api/operator/reviews/:id/hide',
    { schema: { ...moderateRoute, ...docs('hideReview', 'Hide a review with a reason: it leaves the page and the rating') }, preHandler },
    async (request) => moderate(services, request.params.id, request.userId, true, request.body.reason),
  );

  app.post(
    '/api/operator/reviews/:id/restore',
    { schema: { ...moderateRoute, ...docs('restoreReview', 'Restore a hidden review with a reason') }, preHandler },
    async (request) => moderate(services, request.params.id, request.userId, false, request.body.reason),
  );
};

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '#shared/messages.js';
import {
  createReviewRoute,
  deleteReviewRoute,
  helpfulRoute,
  listReviewsRoute,
  replyRoute,
  reportRoute,
  updateReviewRoute,
} from '#shared/schemas/reviews.js';
import type { CatalogueStore } from '#server/catalogue/catalogue-store.js';
import type { Db } from '#server/db/database.js';
import { notFound, tooManyRequests } from '#server/http-error.js';
import type { Auth } from '#server/plugins/auth.js';
import { operationDocs } from '#server/plugins/openapi.js';
import {
  createReview,
  deleteReview,
  editReview,
  listReviews,
  managesReviewedProgram,
  markHelpful,
  replyToReview,
  reportReview,
} from './reviews.service.js';

/** Per account, not per address: a parent on a shared network is not limited by their neighbours. */
export const REVIEWS_PER_HOUR = 10;
export const REPORTS_PER_HOUR = 20;

const perAccountPerHour = (max: number, refusal: string) => ({
  rateLimit: {
    max,
    timeWindow: 3_600_000,
    // After the route's own preHandler, which verified the token and set userId.
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) => `account:${request.userId}`,
    errorResponseBuilder: () => tooManyRequests(refusal),
  },
});

const docs = operationDocs('reviews');

/** Parent reviews of catalogue programs (docs/decisions/0025). */
export const reviewsRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth; catalogue: CatalogueStore }> = async (app, { db, auth, catalogue }) => {
  const services = { db, ratings: catalogue };

  app.get(
    '/api/catalogue/:id/reviews',
    { schema: { ...listReviewsRoute, ...docs('listReviews', 'Read a program’s rating, star distribution and one page of its reviews') } },
    async (request) => {
      const program = (await catalogue.current()).get(request.params.id);
      if (!program) throw notFound(messages.providerApi.programNotFound);
      return listReviews(db, program, await auth.optionalUserId(request), request.query);
    },
  );

  app.post(
    '/api/catalogue/:id/reviews',
    {
      schema: { ...createReviewRoute, ...docs('createReview', 'Review a program: one review per parent, a verified email needed') },
      preHandler: auth.requireUser,
      config: perAccountPerHour(REVIEWS_PER_HOUR, messages.reviewsApi.tooManyReviews),
    },
    async (request, reply) => reply.code(201).send(await createReview(services, request.params.id, request.userId, request.body)),
  );

  app.put(
    '/api/reviews/:id',
    {
      schema: { ...updateReviewRoute, ...docs('updateReview', 'Edit your own review; it shows as edited') },
      preHandler: auth.requireUser,
      config: perAccountPerHour(REVIEWS_PER_HOUR * 3, messages.reviewsApi.tooManyReviews),
    },
    async (request) => editReview(services, request.params.id, request.userId, request.body),
  );

  app.delete(
    '/api/reviews/:id',
    { schema: { ...deleteReviewRoute, ...docs('deleteReview', 'Delete your own review') }, preHandler: auth.requireUser },
    async (request, reply) => {
      await deleteReview(services, request.params.id, request.userId);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/reviews/:id/helpful',
    { schema: { ...helpfulRoute, ...docs('markReviewHelpful', 'Mark someone else’s review as helpful, once') }, preHandler: auth.requireUser },
    async (request) => markHelpful(db, request.params.id, request.userId),
  );

  app.post(
    '/api/reviews/:id/report',
    {
      schema: { ...reportRoute, ...docs('reportReview', 'Report a review to the operators with a reason') },
      preHandler: auth.requireUser,
      config: perAccountPerHour(REPORTS_PER_HOUR, messages.reviewsApi.tooManyReports),
    },
    async (request) => reportReview(db, request.params.id, request.userId, request.body.reason),
  );

  app.put(
    '/api/reviews/:id/reply',
    {
      schema: { ...replyRoute, ...docs('replyToReview', 'Post or edit the program’s one public reply to a review (its managers)') },
      preHandler: auth.requireUserWhere((userId, request) => managesReviewedProgram(db, userId, (request.params as { id: string }).id), messages.reviewsApi.managersOnly),
    },
    async (request) => replyToReview(db, request.params.id, request.userId, request.body.text),
  );
};

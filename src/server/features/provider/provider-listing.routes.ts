import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { messages } from '#shared/messages.js';
import type { ListingSection } from '#shared/schemas/listing.js';
import {
  confirmOpeningsRoute,
  putHoursRoute,
  putOffersRoute,
  putOpeningsRoute,
  putTuitionRoute,
} from '#shared/schemas/provider.js';
import { findProgram } from '#server/catalogue/catalogue.repository.js';
import type { Db } from '#server/db/database.js';
import { notFound, tooManyRequests } from '#server/http-error.js';
import { confirmOpenings, saveSection, type ListingWriter, type SectionData, type SectionSavedHook } from '#server/features/listings/listing-writes.js';
import { FEED_TOKEN, operationDocs } from '#server/plugins/openapi.js';
import type { RoleGuards } from './role-guards.js';
import { checkSeatsWithinCapacity } from './seats-within-capacity.js';

/** Listing writes per client address and program: plenty for a person or a feed, little for a flood. */
export const LISTING_WRITES_PER_MINUTE = 30;

const docs = operationDocs('provider');
const limited = {
  rateLimit: {
    max: LISTING_WRITES_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `${request.ip} ${(request.params as { id?: string }).id ?? ''}`,
    errorResponseBuilder: () => tooManyRequests(messages.providerApi.tooManyUpdates),
  },
};

/** The account that acted, or the feed token that stood in for one (logged by its label, written on its maker's account). */
function writerOf(request: FastifyRequest): ListingWriter {
  const token = request.feedToken;
  if (token) return { actor: { userId: null, via: token.label }, accountId: token.userId };
  return { actor: { userId: request.userId, via: null }, accountId: request.userId };
}

/** A program's managers keep its listing current, one section at a time (docs/decisions/0019). */
export const providerListingRoutes: FastifyPluginAsyncZod<{ db: Db; guards: RoleGuards; onSaved?: SectionSavedHook }> = async (
  app,
  { db, guards, onSaved },
) => {
  async function programOf(id: string) {
    const program = await findProgram(db, id);
    if (!program) throw notFound(messages.providerApi.programNotFound);
    return program;
  }
  const save = async (request: FastifyRequest, programId: string, section: ListingSection, data: SectionData) => {
    await programOf(programId);
    return saveSection(db, programId, section, data, writerOf(request), onSaved);
  };

  app.put(
    '/api/provider/programs/:id/openings',
    {
      schema: {
        ...putOpeningsRoute,
        ...docs(
          'updateOpenings',
          'Set the open seats, waitlists and next openings per age group',
          `A manager signed in, or a provider's software with a feed token of this program (Authorization: Bearer <token>). Limited to ${LISTING_WRITES_PER_MINUTE} writes a minute per address and program.`,
        ),
        security: [{ bearer: [] }, { [FEED_TOKEN]: [] }],
      },
      preHandler: guards.programManagerOrFeed,
      config: limited,
    },
    async (request) => {
      checkSeatsWithinCapacity(request.body, (await programOf(request.params.id)).capacity);
      return saveSection(db, request.params.id, 'openings', request.body, writerOf(request), onSaved);
    },
  );

  app.put(
    '/api/provider/programs/:id/tuition',
    {
      schema: { ...putTuitionRoute, ...docs('updateTuition', 'Set the tuition ranges and fees') },
      preHandler: guards.programManager,
      config: limited,
    },
    async (request) => save(request, request.params.id, 'tuition', request.body),
  );

  app.put(
    '/api/provider/programs/:id/hours',
    {
      schema: { ...putHoursRoute, ...docs('updateHours', 'Set the opening hours per weekday and the closed dates') },
      preHandler: guards.programManager,
      config: limited,
    },
    async (request) => save(request, request.params.id, 'hours', request.body),
  );

  app.put(
    '/api/provider/programs/:id/offers',
    {
      schema: { ...putOffersRoute, ...docs('updateOffers', 'Set the schedules, languages, services and description offered') },
      preHandler: guards.programManager,
      config: limited,
    },
    async (request) => save(request, request.params.id, 'offers', request.body),
  );

  app.post(
    '/api/provider/programs/:id/openings/confirm',
    {
      schema: {
        ...confirmOpeningsRoute,
        ...docs('confirmOpenings', 'Confirm the openings are still accurate', 'Stamps the openings as confirmed now without changing them.'),
      },
      preHandler: guards.programManager,
      config: limited,
    },
    async (request) => {
      await programOf(request.params.id);
      const listing = await confirmOpenings(db, request.params.id, writerOf(request), onSaved);
      if (!listing) throw notFound(messages.providerApi.noOpeningsToConfirm);
      return listing;
    },
  );
};

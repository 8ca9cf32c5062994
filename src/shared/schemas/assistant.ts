import { z } from 'zod';
import { messages } from '#shared/messages.js';
import { ageGroupSchema, categorySchema } from './catalogue.js';
import { clockTime, languageSchema } from './listing.js';
import { errorResponse } from './errors.js';
import { bodyObject } from './fields.js';

export const EXTRACT_TEXT_MAX = 1000;

export const extractRequest = z.object(
  {
    text: z
      .string({ error: messages.validation.queryRequired })
      .trim()
      .min(1, { error: messages.validation.queryRequired })
      .max(EXTRACT_TEXT_MAX, { error: `Please keep your request under ${EXTRACT_TEXT_MAX} characters` }),
  },
  bodyObject,
);

/**
 * The search filters a request asks for (docs/decisions/0029-free-text-extraction.md); each is null
 * when not asked. openings: only programs with open seats; maxMonthlyTuition: whole dollars a month
 * (a weekly price times WEEKS_PER_MONTH); openBy/openUntil: "HH:MM" the program must open by (drop-off)
 * and stay open until (pickup); language: ISO 639-1; subsidy: accepts vouchers or subsidies.
 */
export const extractFilters = z.object({
  openings: z.literal(true).nullable(),
  maxMonthlyTuition: z.number().int().min(0).nullable(),
  openBy: clockTime('openBy').nullable(),
  openUntil: clockTime('openUntil').nullable(),
  language: languageSchema.nullable(),
  subsidy: z.literal(true).nullable(),
});
export type ExtractFilters = z.infer<typeof extractFilters>;

export const NO_FILTERS: ExtractFilters = { openings: null, maxMonthlyTuition: null, openBy: null, openUntil: null, language: null, subsidy: null };

/**
 * What the assistant understood from a free-text request. For a route, sourceAddress is where the
 * trip starts and destinationAddress where it ends; for one place, aroundMeAddress and address both
 * hold it. Absent fields are null.
 */
export const extractResponse = z.object({
  intent: z.enum(['route', 'nearby', 'unknown']),
  sourceAddress: z.string().nullable(),
  destinationAddress: z.string().nullable(),
  aroundMeAddress: z.string().nullable(),
  address: z.string().nullable(),
  category: categorySchema.nullable(),
  ageGroup: ageGroupSchema.nullable(),
  filters: extractFilters,
});
export type ExtractResponse = z.infer<typeof extractResponse>;

/** Clients of this endpoint read `message` from its error body, so it carries both. */
export const extractError = errorResponse.extend({ message: z.string() });

export const extractRoute = {
  body: extractRequest,
  response: { 200: extractResponse, 400: extractError, 429: extractError },
};

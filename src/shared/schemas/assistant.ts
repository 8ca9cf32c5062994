import { z } from 'zod';
import { messages } from '#shared/messages.js';
import { ageGroupSchema, categorySchema } from './catalogue.js';
import { errorResponse } from './errors.js';

export const EXTRACT_TEXT_MAX = 1000;

export const extractRequest = z.object(
  {
    text: z
      .string({ error: messages.validation.queryRequired })
      .trim()
      .min(1, { error: messages.validation.queryRequired })
      .max(EXTRACT_TEXT_MAX, { error: `Please keep your request under ${EXTRACT_TEXT_MAX} characters` }),
  },
  { error: 'The request body must be a JSON object' },
);

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
});
export type ExtractResponse = z.infer<typeof extractResponse>;

/** Clients of this endpoint read `message` from its error body, so it carries both. */
export const extractError = errorResponse.extend({ message: z.string() });

export const extractRoute = {
  body: extractRequest,
  response: { 200: extractResponse, 400: extractError, 429: extractError },
};

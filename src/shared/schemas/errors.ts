import { z } from 'zod';

/** The one error shape of the API: every 4xx and 5xx answers with it. */
export const errorResponse = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

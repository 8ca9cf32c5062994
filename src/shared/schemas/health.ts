import { z } from 'zod';
import { errorResponse } from './errors.js';

export const healthResponse = z.object({ status: z.literal('ok') });

export const healthRoute = {
  response: { 200: healthResponse, 503: errorResponse },
};

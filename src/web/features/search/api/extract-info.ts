import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

/**
 * The fields spec section 3 says the AI answer carries. The endpoint and its shared schema
 * arrive with issue 7; this local schema reads only what the AI tab needs and should move to
 * src/shared/schemas then.
 */
const extractedPlaces = z.object({
  sourceAddress: z.string().nullish(),
  destinationAddress: z.string().nullish(),
  aroundMeAddress: z.string().nullish(),
  address: z.string().nullish(),
});
export type ExtractedPlaces = z.infer<typeof extractedPlaces>;

/** POST /api/v1/extract-info: addresses found in a parent's free-text request. */
export function useExtractInfoMutation() {
  return useMutation({
    mutationFn: (text: string) => apiRequest('/api/v1/extract-info', { method: 'POST', body: { text }, schema: extractedPlaces }),
  });
}

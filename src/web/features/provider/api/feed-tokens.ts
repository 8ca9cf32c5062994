import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTokenRoute } from '#shared/schemas/provider.js';
import { apiRequest } from '#web/lib/api-client';
import { useRevokeMutation } from '#web/lib/use-revoke-mutation';
import { programPath, providerKeys } from './provider-keys';

/**
 * POST /api/provider/programs/:id/tokens: the answer holds the secret, the only time it is sent.
 * The programs list is fetched again for the token's row (which never holds the secret).
 */
export function useCreateTokenMutation(programId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (label: string) =>
      apiRequest(`${programPath(programId)}/tokens`, { method: 'POST', body: { label }, schema: createTokenRoute.response[201] }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: providerKeys.programs }),
  });
}

/** DELETE /api/provider/programs/:id/tokens/:tokenId. */
export function useRevokeTokenMutation(programId: string) {
  return useRevokeMutation(`${programPath(programId)}/tokens`, providerKeys.programs);
}

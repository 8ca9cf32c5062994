import { useMutation } from '@tanstack/react-query';
import { accountMessage } from '#shared/schemas/accounts.js';
import { apiRequest } from './api-client';

/**
 * POST /api/auth/resend-verification: a new link to the signed-in parent's address. Here rather
 * than in a feature because the profile and the verify-email page both offer it.
 */
export function useResendVerificationMutation() {
  return useMutation({
    mutationFn: () => apiRequest('/api/auth/resend-verification', { method: 'POST', schema: accountMessage }),
  });
}

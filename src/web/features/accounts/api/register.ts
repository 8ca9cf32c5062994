import { useMutation } from '@tanstack/react-query';
import { authSuccess, type RegisterRequest } from '#shared/schemas/accounts.js';
import { apiRequest } from '#web/lib/api-client';
import { signIn } from '#web/lib/session';

export function register(body: RegisterRequest) {
  return apiRequest('/api/auth/register', { method: 'POST', body, schema: authSuccess, anonymous: true });
}

/**
 * Registers and starts the session with the returned token too: without it a new parent could
 * not save anything until they logged in again.
 */
export function useRegisterMutation() {
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user, token }) => signIn(user, token),
  });
}

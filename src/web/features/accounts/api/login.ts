import { useMutation } from '@tanstack/react-query';
import { authSuccess, type LoginRequest } from '#shared/schemas/accounts.js';
import { apiRequest } from '#web/lib/api-client';
import { signIn } from '#web/lib/session';

export function login(body: LoginRequest) {
  return apiRequest('/api/auth/login', { method: 'POST', body, schema: authSuccess, anonymous: true });
}

/** Logs in and starts the session; the page decides where to go next. */
export function useLoginMutation() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user, token }) => signIn(user, token),
  });
}

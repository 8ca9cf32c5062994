import { useMutation } from '@tanstack/react-query';
import {
  accountMessage,
  emailVerifiedAnswer,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
  type VerifyEmailRequest,
} from '#shared/schemas/accounts.js';
import { apiRequest } from '#web/lib/api-client';
import { markSessionVerified, readSession } from '#web/lib/session';

// The links work without a session: a parent may open them on another device. They send no
// token, and a 401 from them could not mean an expired session.

/** POST /api/auth/forgot-password: the same answer whether or not the address has an account. */
export function useForgotPasswordMutation() {
  return useMutation({
    mutationFn: (body: ForgotPasswordRequest) =>
      apiRequest('/api/auth/forgot-password', { method: 'POST', body, schema: accountMessage, anonymous: true }),
  });
}

/** POST /api/auth/reset-password: the new password; every session of the account ends. */
export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) =>
      apiRequest('/api/auth/reset-password', { method: 'POST', body, schema: accountMessage, anonymous: true }),
  });
}

/** POST /api/auth/verify-email; a parent signed in here to that account sees the address verified at once. */
export function useVerifyEmailMutation() {
  return useMutation({
    mutationFn: (body: VerifyEmailRequest) =>
      apiRequest('/api/auth/verify-email', { method: 'POST', body, schema: emailVerifiedAnswer, anonymous: true }),
    onSuccess: ({ userId }) => {
      if (readSession()?.user.id === userId) markSessionVerified();
    },
  });
}

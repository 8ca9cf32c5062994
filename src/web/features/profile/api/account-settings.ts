import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  passwordChanged,
  preferences as preferencesSchema,
  signOutEverywhereRoute,
  type ChangePasswordRequest,
  type Preferences,
} from '#shared/schemas/account-settings.js';
import { apiRequest } from '#web/lib/api-client';
import { renewToken } from '#web/lib/session';

const userPath = (userId: string, rest: string) => `/api/users/${encodeURIComponent(userId)}/${rest}`;

export const accountSettingsKeys = {
  preferences: (userId: string) => ['accounts', 'preferences', userId] as const,
};

/** GET /api/users/:id/preferences: the profile's three checkboxes. */
export function preferencesQueryOptions(userId: string) {
  return queryOptions({
    queryKey: accountSettingsKeys.preferences(userId),
    queryFn: ({ signal }) => apiRequest(userPath(userId, 'preferences'), { schema: preferencesSchema, signal }),
  });
}

/**
 * PUT /api/users/:id/preferences with all three flags; the answer becomes the cached value. One
 * scope runs the saves one after another, so quick clicks reach the server in the order they were
 * made and the last one wins.
 */
export function useUpdatePreferencesMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    scope: { id: `preferences:${userId}` },
    mutationFn: (body: Preferences) =>
      apiRequest(userPath(userId, 'preferences'), { method: 'PUT', body, schema: preferencesSchema }),
    onSuccess: (saved) => queryClient.setQueryData(accountSettingsKeys.preferences(userId), saved),
  });
}

/**
 * PUT /api/users/:id/password; a wrong current password is a 400 with the server's text. The
 * change signs out every session; this one stays signed in with the token the answer carries.
 */
export function useChangePasswordMutation(userId: string) {
  return useMutation({
    mutationFn: (body: ChangePasswordRequest) =>
      apiRequest(userPath(userId, 'password'), { method: 'PUT', body, schema: passwordChanged }),
    onSuccess: ({ token }) => renewToken(token),
  });
}

/** POST /api/users/:id/sign-out-everywhere: every token of the account, this browser's too, stops working. */
export function useSignOutEverywhereMutation(userId: string) {
  return useMutation({
    mutationFn: () => apiRequest(userPath(userId, 'sign-out-everywhere'), { method: 'POST', schema: signOutEverywhereRoute.response[204] }),
  });
}

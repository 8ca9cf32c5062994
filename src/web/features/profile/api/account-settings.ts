import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  passwordChanged,
  preferences as preferencesSchema,
  signOutEverywhereRoute,
  deleteAccountRoute,
  type DeleteAccountRequest,
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

/** DELETE /api/users/:id with the password: a wrong one is a 400 with the server's text, never a sign-out. */
export function useDeleteAccountMutation(userId: string) {
  return useMutation({
    mutationFn: (body: DeleteAccountRequest) =>
      apiRequest(`/api/users/${encodeURIComponent(userId)}`, { method: 'DELETE', body, schema: deleteAccountRoute.response[204] }),
  });
}

/**
 * GET /api/users/:id/export, then the answer saved as careroute-data-YYYY-MM-DD.json. Through
 * apiRequest rather than a plain link, which could not send the token; the schema loads on the
 * first click only.
 */
export function useExportAccountMutation(userId: string) {
  return useMutation({
    mutationFn: async () => {
      const contract = () => import('#shared/schemas/account-export.js');
      const data = await apiRequest(userPath(userId, 'export'), { schema: () => contract().then((schemas) => schemas.accountExport) });
      const { exportFileName } = await contract();
      saveFile(exportFileName(data.exportedAt), new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    },
  });
}

function saveFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // After the click has handed the file to the browser's download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

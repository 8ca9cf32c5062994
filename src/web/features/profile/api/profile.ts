import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { profileResponse, type ProfileUpdateRequest } from '#shared/schemas/accounts.js';
import { apiRequest } from '#web/lib/api-client';

const profilePath = (userId: string) => `/api/users/${encodeURIComponent(userId)}/profile`;

export const profileKeys = {
  detail: (userId: string) => ['accounts', 'profile', userId] as const,
};

/** GET /api/users/:id/profile, for the profile page and anything else that shows the account. */
export function profileQueryOptions(userId: string) {
  return queryOptions({
    queryKey: profileKeys.detail(userId),
    queryFn: ({ signal }) => apiRequest(profilePath(userId), { schema: profileResponse, signal }),
    select: (response) => response.user,
  });
}

/** PUT /api/users/:id/profile; refreshes the cached profile from the server's answer. */
export function useUpdateProfileMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdateRequest) =>
      apiRequest(profilePath(userId), { method: 'PUT', body, schema: profileResponse }),
    onSuccess: (response) => queryClient.setQueryData(profileKeys.detail(userId), response),
  });
}

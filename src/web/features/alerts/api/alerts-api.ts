import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Alert, CreateAlertRequest, NotificationList, UpdateAlertRequest } from '#shared/schemas/alerts.js';
import { apiRequest } from '#web/lib/api-client';

/** The contract loads with the request, keeping zod out of the first download (docs/decisions/0010): the bell is on every page. */
const contract = () => import('#shared/schemas/alerts.js');

export const alertKeys = {
  all: ['alerts'] as const,
  alerts: (userId: string) => ['alerts', 'list', userId] as const,
  notifications: (userId: string) => ['alerts', 'notifications', userId] as const,
};

const userPath = (userId: string) => `/api/users/${encodeURIComponent(userId)}`;

/** How often the bell asks for news while the page is open. */
const NOTIFICATIONS_REFRESH_MS = 60_000;

export function notificationsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: alertKeys.notifications(userId),
    queryFn: ({ signal }): Promise<NotificationList> =>
      apiRequest(`${userPath(userId)}/notifications`, { schema: () => contract().then((c) => c.notificationList), signal }),
    refetchInterval: NOTIFICATIONS_REFRESH_MS,
  });
}

export function alertsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: alertKeys.alerts(userId),
    queryFn: ({ signal }): Promise<Alert[]> => apiRequest(`${userPath(userId)}/alerts`, { schema: () => contract().then((c) => c.alertList), signal }),
  });
}

export function useMarkReadMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[] | 'all') =>
      apiRequest(`${userPath(userId)}/notifications/read`, {
        method: 'POST',
        body: ids === 'all' ? { all: true } : { ids },
        schema: () => contract().then((c) => c.markReadRoute.response[200]),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.notifications(userId) }),
  });
}

type AlertChange = { kind: 'create'; body: CreateAlertRequest } | { kind: 'update'; alertId: string; body: UpdateAlertRequest } | { kind: 'delete'; alertId: string };

/** Creates, changes or deletes one of the parent's alerts; the list is fetched again after. */
export function useAlertMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: AlertChange): Promise<Alert | null> => {
      const alertSchema = () => contract().then((c) => c.alert);
      switch (change.kind) {
        case 'create':
          return apiRequest(`${userPath(userId)}/alerts`, { method: 'POST', body: change.body, schema: alertSchema });
        case 'update':
          return apiRequest(`${userPath(userId)}/alerts/${encodeURIComponent(change.alertId)}`, { method: 'PUT', body: change.body, schema: alertSchema });
        case 'delete':
          await apiRequest(`${userPath(userId)}/alerts/${encodeURIComponent(change.alertId)}`, {
            method: 'DELETE',
            schema: () => contract().then((c) => c.deleteAlertRoute.response[204]),
          });
          return null;
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.alerts(userId) }),
  });
}

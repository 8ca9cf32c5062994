import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '#shared/messages.js';
import {
  createAlertRoute,
  deleteAlertRoute,
  listAlertsRoute,
  listNotificationsRoute,
  markReadRoute,
  updateAlertRoute,
} from '#shared/schemas/alerts.js';
import { isUniqueViolation, type Db } from '#server/db/database.js';
import { conflict, notFound } from '#server/http-error.js';
import type { Auth } from '#server/plugins/auth.js';
import { operationDocs } from '#server/plugins/openapi.js';
import { alertArea, type AlertGeo } from './alert-area.js';
import { deleteAlert, insertAlert, listAlerts, toAlert, updateAlert } from './alerts.repository.js';
import { listNotifications, markRead } from './notifications.repository.js';
import { perMinuteLimit } from '#server/plugins/per-minute-limit.js';

const docs = operationDocs('alerts');

/** Making an alert asks the map services for a route: limited like the other costly writes, per client address. */
export const ALERTS_CREATED_PER_MINUTE = 20;

/**
 * A parent's alerts and notification centre (docs/decisions/0024). Every route names the parent in
 * its path and answers 403 for another's; an alert id that is not the caller's answers 404.
 */
export const alertsRoutes: FastifyPluginAsyncZod<{ db: Db; auth: Auth; geo: AlertGeo }> = async (app, { db, auth, geo }) => {
  const self = auth.requireSelfBy('userId');

  app.get(
    '/api/users/:userId/alerts',
    { schema: { ...listAlertsRoute, ...docs('listAlerts', 'List your alerts, newest first') }, preHandler: self },
    async (request) => (await listAlerts(db, request.userId)).map(toAlert),
  );

  app.post(
    '/api/users/:userId/alerts',
    {
      schema: {
        ...createAlertRoute,
        ...docs(
          'createAlert',
          'Turn on alerts for a saved route or a place',
          `The route is drawn once, now, and kept with the alert; one alert per saved route (409 for a second). Limited to ${ALERTS_CREATED_PER_MINUTE} a minute per address.`,
        ),
      },
      preHandler: self,
      config: perMinuteLimit(ALERTS_CREATED_PER_MINUTE),
    },
    async (request, reply) => {
      const area = await alertArea(db, geo, request.userId, request.body);
      try {
        return reply.code(201).send(toAlert(await insertAlert(db, request.userId, area, request.body)));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(messages.alerts.alreadyExists, 'ALREADY_SAVED');
        throw error;
      }
    },
  );

  app.put(
    '/api/users/:userId/alerts/:alertId',
    { schema: { ...updateAlertRoute, ...docs('updateAlert', "Change an alert's age groups, limits and email") }, preHandler: self },
    async (request) => {
      const updated = await updateAlert(db, request.userId, request.params.alertId, request.body);
      if (!updated) throw notFound(messages.alerts.notFound);
      return toAlert(updated);
    },
  );

  app.delete(
    '/api/users/:userId/alerts/:alertId',
    { schema: { ...deleteAlertRoute, ...docs('deleteAlert', 'Delete an alert and its notifications') }, preHandler: self },
    async (request, reply) => {
      if (!(await deleteAlert(db, request.userId, request.params.alertId))) throw notFound(messages.alerts.notFound);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/users/:userId/notifications',
    { schema: { ...listNotificationsRoute, ...docs('listNotifications', 'Your newest notifications and the unread count') }, preHandler: self },
    async (request) => listNotifications(db, request.userId),
  );

  app.post(
    '/api/users/:userId/notifications/read',
    { schema: { ...markReadRoute, ...docs('markNotificationsRead', 'Mark notifications read: some ({ids}) or all ({all: true})') }, preHandler: self },
    async (request) => ({ unreadCount: await markRead(db, request.userId, request.body.ids ?? 'all') }),
  );
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '#shared/messages.js';
import { describeUnsubscribeRoute, unsubscribeRoute, type AlertEmailMode } from '#shared/schemas/alerts.js';
import type { Db } from '#server/db/database.js';
import { badRequest, notFound } from '#server/http-error.js';
import { operationDocs } from '#server/plugins/openapi.js';
import { findAlert, setAlertEmail } from './alerts.repository.js';
import { verifyUnsubscribeToken } from './unsubscribe-token.js';

const docs = operationDocs('alerts');

/**
 * One-click unsubscribe (RFC 8058), without signing in: the signed token names the alert. A mail
 * client POSTs `List-Unsubscribe=One-Click` as a form, so this scope reads form bodies too (and
 * ignores what they say: the POST itself is the request).
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ db: Db; jwtSecret: string }> = async (app, { db, jwtSecret }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  async function alertOf(token: string) {
    const alertId = verifyUnsubscribeToken(jwtSecret, token);
    if (!alertId) throw badRequest(messages.alerts.badUnsubscribeLink, 'VALIDATION_ERROR');
    const alert = await findAlert(db, alertId);
    if (!alert) throw notFound(messages.alerts.unsubscribeGone);
    return alert;
  }

  app.get(
    '/api/unsubscribe/:token',
    { schema: { ...describeUnsubscribeRoute, ...docs('describeUnsubscribe', 'Which alert an unsubscribe link stops, and whether its email is on') } },
    async (request) => {
      const alert = await alertOf(request.params.token);
      return { label: alert.label, email: alert.email as AlertEmailMode };
    },
  );

  app.post(
    '/api/unsubscribe/:token',
    {
      schema: {
        ...unsubscribeRoute,
        ...docs('unsubscribe', "Turn an alert's email off (RFC 8058 one-click: the body List-Unsubscribe=One-Click is accepted)"),
      },
    },
    async (request) => {
      const alert = await alertOf(request.params.token);
      await setAlertEmail(db, alert.id, 'off');
      return { label: alert.label, email: 'off' as const };
    },
  );
};

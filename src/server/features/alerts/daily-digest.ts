import type { Db } from '#server/db/database.js';
import type { BackgroundWork } from '#server/graceful-shutdown.js';
import { storedLanguage } from '#server/language.js';
import { enqueueEmail } from '#server/mail/outbox.repository.js';
import { digestEmail, type AlertMailSettings, type NotificationData, type NotificationKindName } from './alert-emails.js';
import { markEmailed } from './notifications.repository.js';

/**
 * One email a day per parent with the unread notifications of their 'daily' alerts not emailed
 * yet. The instance that inserts the (parent, day) claim sends it, in the same transaction as the
 * email and the marks, so two instances (or a second run the same day) never send twice.
 * Answers how many digests this run enqueued.
 */
export async function sendDailyDigests(db: Db, settings: AlertMailSettings, now = new Date()): Promise<number> {
  const day = now.toISOString().slice(0, 10);
  const waiting = await db
    .selectFrom('notifications')
    .innerJoin('alerts', 'alerts.id', 'notifications.alertId')
    .select('notifications.userId')
    .distinct()
    .where('alerts.email', '=', 'daily')
    .where('notifications.readAt', 'is', null)
    .where('notifications.emailedAt', 'is', null)
    .where('notifications.userId', 'not in', (eb) => eb.selectFrom('alertDigests').select('userId').where('day', '=', day))
    .execute();
  let sent = 0;
  for (const { userId } of waiting) {
    const claimed = await db.transaction().execute(async (trx) => {
      const claim = await trx
        .insertInto('alertDigests')
        .values({ userId, day, createdAt: now.toISOString() })
        .onConflict((conflict) => conflict.columns(['userId', 'day']).doNothing())
        .returning('userId')
        .executeTakeFirst();
      if (!claim) return false;
      const items = await trx
        .selectFrom('notifications')
        .innerJoin('alerts', 'alerts.id', 'notifications.alertId')
        .select(['notifications.id', 'notifications.alertId', 'notifications.kind', 'notifications.programId', 'notifications.data'])
        .where('notifications.userId', '=', userId)
        .where('alerts.email', '=', 'daily')
        .where('notifications.readAt', 'is', null)
        .where('notifications.emailedAt', 'is', null)
        .orderBy('notifications.createdAt')
        .execute();
      const user = await trx.selectFrom('users').select(['emailId', 'firstName', 'language']).where('id', '=', userId).executeTakeFirst();
      if (items.length === 0 || !user) return false;
      const email = digestEmail(
        settings,
        { ...user, language: storedLanguage(user.language) },
        items.map((item) => ({ alertId: item.alertId, kind: item.kind as NotificationKindName, programId: item.programId, data: JSON.parse(item.data) as NotificationData })),
      );
      await enqueueEmail(trx, email);
      await markEmailed(trx, items.map((item) => item.id), now.toISOString());
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs the digest every hour (the first run after midnight UTC with something to tell sends that
 * day's email). Started by serve.ts, not by buildApp: tests call sendDailyDigests themselves.
 * Stopping waits for a run under way, so the shutdown closes the database after it.
 */
export function startDigestJob(db: Db, settings: AlertMailSettings, onError: (error: unknown) => void, everyMs = HOUR_MS): BackgroundWork {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sendDailyDigests(db, settings)
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

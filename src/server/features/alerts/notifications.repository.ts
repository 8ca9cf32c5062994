import { randomUUID } from 'node:crypto';
import type { Notification } from '#shared/schemas/alerts.js';
import type { Db } from '#server/db/database.js';
import type { NotificationRow } from '#server/db/schema.js';
import type { NotificationData, NotificationKindName } from './alert-emails.js';

export interface NewNotification {
  userId: string;
  alertId: string;
  programId: string;
  kind: NotificationKindName;
  eventKey: string;
  data: NotificationData;
}

/**
 * Writes the notification unless this alert was told of this event already: insert-or-ignore on
 * the unique (alert_id, event_key), so a retry or a second instance never writes it twice. The id
 * when written, null when it was there already.
 */
export async function insertNotificationOnce(db: Db, notification: NewNotification, now: string): Promise<string | null> {
  const id = randomUUID();
  const written = await db
    .insertInto('notifications')
    .values({ id, ...notification, data: JSON.stringify(notification.data), createdAt: now, readAt: null, emailedAt: null })
    .onConflict((conflict) => conflict.columns(['alertId', 'eventKey']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return written?.id ?? null;
}

export async function markEmailed(db: Db, ids: string[], now: string): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('notifications').set({ emailedAt: now }).where('id', 'in', ids).execute();
}

export function toNotification(row: NotificationRow): Notification {
  const data = JSON.parse(row.data) as NotificationData;
  return {
    id: row.id,
    alertId: row.alertId,
    kind: row.kind as Notification['kind'],
    programId: row.programId,
    programName: data.programName,
    ageGroups: data.ageGroups,
    alertLabel: data.alertLabel,
    resultsPath: data.resultsPath,
    createdAt: row.createdAt,
    readAt: row.readAt,
  };
}

const PAGE = 50;

/** The newest notifications and how many are unread. */
export async function listNotifications(db: Db, userId: string) {
  const [rows, unread] = await Promise.all([
    db.selectFrom('notifications').selectAll().where('userId', '=', userId).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(PAGE).execute(),
    countUnread(db, userId),
  ]);
  return { unreadCount: unread, notifications: rows.map(toNotification) };
}

export async function countUnread(db: Db, userId: string): Promise<number> {
  const { count } = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Marks the parent's own notifications read: the given ids (others' ids change nothing), or all. */
export async function markRead(db: Db, userId: string, ids: string[] | 'all'): Promise<number> {
  let update = db.updateTable('notifications').set({ readAt: new Date().toISOString() }).where('userId', '=', userId).where('readAt', 'is', null);
  if (ids !== 'all') {
    if (ids.length === 0) return countUnread(db, userId);
    update = update.where('id', 'in', ids);
  }
  await update.execute();
  return countUnread(db, userId);
}

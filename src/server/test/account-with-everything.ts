import type { FastifyInstance } from 'fastify';
import type { Program } from '#shared/schemas/catalogue.js';
import { review } from '#shared/schemas/reviews.js';
import type { Db } from '#server/db/database.js';
import { insertNotificationOnce } from '#server/features/alerts/notifications.repository.js';
import { bearer, nextRemoteAddress } from './factories.js';
import { reviewBody } from './review-factories.js';
import { registerManager, registerOperator, registerVerified, type Account } from './role-factories.js';

/** The tables that hold something of a parent, and the column naming them. */
export const ACCOUNT_TABLES = [
  ['users', 'id'],
  ['savedDaycares', 'userId'],
  ['savedRoutes', 'userId'],
  ['alerts', 'userId'],
  ['notifications', 'userId'],
  ['alertDigests', 'userId'],
  ['userPreferences', 'userId'],
  ['accountTokens', 'userId'],
  ['contactMessages', 'userId'],
  ['reviews', 'userId'],
  ['reviewHelpfulVotes', 'userId'],
  ['reviewReports', 'userId'],
  ['programManagers', 'userId'],
  ['programClaims', 'userId'],
  ['providerTokens', 'userId'],
  ['auditLog', 'actorUserId'],
] as const;

/** Every row the deletion may touch, in a fixed order, to compare before and after. */
export async function snapshot(db: Db): Promise<Record<string, unknown[]>> {
  const tables = [...new Set([...ACCOUNT_TABLES.map(([table]) => table), 'cataloguePrograms', 'emailOutbox', 'alertCells', 'listingSections'] as const)];
  const entries = await Promise.all(
    tables.map(async (table) => {
      const rows = (await db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[];
      return [table, rows.map((row) => JSON.stringify(row)).sort()] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** How many rows of each table name the account. */
export async function rowsOf(db: Db, userId: string): Promise<Record<string, number>> {
  const counts = await Promise.all(
    ACCOUNT_TABLES.map(async ([table, column]) => {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('count'))
        .where(column, '=', userId)
        .executeTakeFirstOrThrow();
      return [table, Number(row.count)] as const;
    }),
  );
  return Object.fromEntries(counts);
}

export interface Everything {
  /** The account to delete: a parent with saved items, an alert, a review, votes, and a program it manages. */
  account: Account;
  /** Another parent, whose review of the same program (and their vote on the account's review) stays. */
  other: Account;
  operator: Account;
  ownReviewId: string;
  otherReviewId: string;
}

/**
 * An account that holds something in every table a deletion clears: `reviewed` is the program it
 * reviews (five stars, beside the other parent's one), `managed` one it manages after a claim the
 * operator approved, with a feed token it made.
 */
export async function accountWithEverything(app: FastifyInstance, db: Db, reviewed: Program, managed: Program): Promise<Everything> {
  const operator = await registerOperator(app, db);
  const account = await registerManager(app, db, managed, operator);
  const other = await registerVerified(app, db);
  const as = async (who: Account, method: 'POST' | 'PUT', url: string, payload?: object) => {
    const answer = await app.inject({ method, url, headers: bearer(who.token), payload, remoteAddress: nextRemoteAddress() });
    if (answer.statusCode >= 300) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
    return answer.json() as unknown;
  };
  const id = account.user.id;
  await as(account, 'POST', '/api/daycares', { name: 'Little Acorns', placeId: reviewed.id });
  await as(account, 'POST', '/api/routes', { origin: 'Quincy, MA', destination: 'Boston, MA', plan: { departAt: '08:00', days: ['mon', 'tue'] } });
  const alert = (await as(account, 'POST', `/api/users/${id}/alerts`, {
    place: { label: 'Home', lat: reviewed.lat, lng: reviewed.lng, radiusMiles: 2 },
    ageGroups: ['toddler'],
    email: 'instant',
  })) as { id: string };
  await insertNotificationOnce(
    db,
    {
      userId: id,
      alertId: alert.id,
      programId: reviewed.id,
      kind: 'new-program',
      eventKey: `new-program:${reviewed.id}`,
      data: { programName: reviewed.name, ageGroups: ['toddler'], alertLabel: 'Home', resultsPath: null },
    },
    new Date().toISOString(),
  );
  // The daily digest's claim for today, as the digest job writes it.
  const now = new Date().toISOString();
  await db.insertInto('alertDigests').values({ userId: id, day: now.slice(0, 10), createdAt: now }).execute();
  await as(account, 'PUT', `/api/users/${id}/preferences`, { emailNotifications: false, locationServices: true, marketingEmails: true });
  await as(account, 'POST', '/api/contact', { category: 'account', name: 'Maya Okafor', email: account.user.emailId, subject: 'My data', message: 'Please tell me what you hold about me.' });
  await as(account, 'POST', `/api/provider/programs/${managed.id}/tokens`, { label: 'Front desk tablet' });

  const ownReviewId = review.parse(await as(account, 'POST', `/api/catalogue/${reviewed.id}/reviews`, reviewBody({ stars: 5 }))).id;
  const otherReviewId = review.parse(await as(other, 'POST', `/api/catalogue/${reviewed.id}/reviews`, reviewBody({ stars: 1, text: 'Too far from the bus stop for us, sadly.' }))).id;
  await as(account, 'POST', `/api/reviews/${otherReviewId}/helpful`);
  await as(account, 'POST', `/api/reviews/${otherReviewId}/report`, { reason: 'not-real' });
  await as(other, 'POST', `/api/reviews/${ownReviewId}/helpful`);
  return { account, other, operator, ownReviewId, otherReviewId };
}

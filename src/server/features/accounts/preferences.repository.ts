import type { Preferences } from '#shared/schemas/account-settings.js';
import type { Db } from '#server/db/database.js';
import type { UserPreferencesRow } from '#server/db/schema.js';

/** The one place stored 1/0 flags become the API's booleans. */
export function toPreferences(row: UserPreferencesRow): Preferences {
  return {
    emailNotifications: row.emailNotifications === 1,
    locationServices: row.locationServices === 1,
    marketingEmails: row.marketingEmails === 1,
  };
}

export function findPreferences(db: Db, userId: string): Promise<UserPreferencesRow | undefined> {
  return db.selectFrom('userPreferences').selectAll().where('userId', '=', userId).executeTakeFirst();
}

/** Inserts the parent's row on the first save and replaces it afterwards, in one statement. */
export function upsertPreferences(db: Db, userId: string, values: Preferences, updatedAt: string): Promise<UserPreferencesRow> {
  const flags = {
    emailNotifications: values.emailNotifications ? 1 : 0,
    locationServices: values.locationServices ? 1 : 0,
    marketingEmails: values.marketingEmails ? 1 : 0,
    updatedAt,
  };
  return db
    .insertInto('userPreferences')
    .values({ userId, ...flags })
    .onConflict((conflict) => conflict.column('userId').doUpdateSet(flags))
    .returningAll()
    .executeTakeFirstOrThrow();
}

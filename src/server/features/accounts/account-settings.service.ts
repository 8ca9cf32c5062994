import {
  DEFAULT_PREFERENCES,
  type ChangePasswordRequest,
  type Preferences,
} from '#shared/schemas/account-settings.js';
import type { Db } from '#server/db/database.js';
import type { Language } from '#server/language.js';
import { hashPassword } from './password.js';
import { accountConfirmedBy, type PasswordRefusal } from './password-confirmation.js';
import { findPreferences, toPreferences, upsertPreferences } from './preferences.repository.js';
import { raiseTokenVersion, updateUser } from './users.repository.js';

/** The account's new token version after a change, or why there was none. */
export type PasswordChange = { tokenVersion: number } | PasswordRefusal;

/**
 * Only a parent who knows the current password may set a new one. The change raises the token
 * version, signing out every session (docs/decisions/0023); the caller hands the session that
 * made the change a token of the new version.
 */
export async function changePassword(
  db: Db,
  id: string,
  { currentPassword, newPassword }: ChangePasswordRequest,
): Promise<PasswordChange> {
  const account = await accountConfirmedBy(db, id, currentPassword);
  if (typeof account === 'string') return account;
  const passwordHash = await hashPassword(newPassword);
  const tokenVersion = await db.transaction().execute(async (trx) => {
    await updateUser(trx, id, { passwordHash, updatedAt: new Date().toISOString() });
    return raiseTokenVersion(trx, id);
  });
  return { tokenVersion };
}

/** The saved preferences, or the defaults (notifications and location on, marketing off) for a parent who never saved any. */
export async function getPreferences(db: Db, userId: string): Promise<Preferences> {
  const row = await findPreferences(db, userId);
  return row ? toPreferences(row) : DEFAULT_PREFERENCES;
}

/** The language the parent chose in the header, for the site once signed in and for every email (docs/decisions/0037); false when the account is gone. */
export async function saveLanguage(db: Db, id: string, language: Language): Promise<boolean> {
  return (await updateUser(db, id, { language, updatedAt: new Date().toISOString() })) !== undefined;
}

export async function savePreferences(db: Db, userId: string, values: Preferences): Promise<Preferences> {
  return toPreferences(await upsertPreferences(db, userId, values, new Date().toISOString()));
}

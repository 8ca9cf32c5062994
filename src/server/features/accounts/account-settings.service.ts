import {
  DEFAULT_PREFERENCES,
  type ChangePasswordRequest,
  type Preferences,
} from '#shared/schemas/account-settings.js';
import type { Db } from '#server/db/database.js';
import { hashPassword, verifyPassword } from './password.js';
import { findPreferences, toPreferences, upsertPreferences } from './preferences.repository.js';
import { findUserById, updateUser } from './users.repository.js';

export type PasswordChange = 'changed' | 'wrong-password' | 'no-account';

/** Only a parent who knows the current password may set a new one. */
export async function changePassword(
  db: Db,
  id: string,
  { currentPassword, newPassword }: ChangePasswordRequest,
): Promise<PasswordChange> {
  const row = await findUserById(db, id);
  if (!row) return 'no-account';
  if (!(await verifyPassword(currentPassword, row.passwordHash))) return 'wrong-password';
  await updateUser(db, id, { passwordHash: await hashPassword(newPassword), updatedAt: new Date().toISOString() });
  return 'changed';
}

/** The saved preferences, or the defaults (notifications and location on, marketing off) for a parent who never saved any. */
export async function getPreferences(db: Db, userId: string): Promise<Preferences> {
  const row = await findPreferences(db, userId);
  return row ? toPreferences(row) : DEFAULT_PREFERENCES;
}

export async function savePreferences(db: Db, userId: string, values: Preferences): Promise<Preferences> {
  return toPreferences(await upsertPreferences(db, userId, values, new Date().toISOString()));
}

import type { User } from '#shared/schemas/accounts.js';
import { isUniqueViolation, type Db } from '#server/db/database.js';
import type { NewUserRow, UserRow, UserRowUpdate } from '#server/db/schema.js';
import { storedLanguage } from '#server/language.js';

/** The one place a stored parent becomes an API object: the hash never leaves here. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    emailId: row.emailId,
    address: row.address,
    phoneNumber: row.phoneNumber,
    createdAt: row.createdAt,
    emailVerified: row.emailVerifiedAt !== null,
    language: storedLanguage(row.language),
  };
}

/** Null when the e-mail is already registered. */
export async function insertUser(db: Db, row: NewUserRow): Promise<UserRow | null> {
  try {
    await db.insertInto('users').values(row).execute();
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  return (await findUserById(db, row.id)) ?? null;
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByEmail(db: Db, emailId: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('emailId', '=', emailId).executeTakeFirst();
}

export async function updateUser(db: Db, id: string, changes: UserRowUpdate): Promise<UserRow | undefined> {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
  return findUserById(db, id);
}

/** The account's token version (docs/decisions/0023), or null when the account is gone: read on every signed-in request, by primary key. */
export async function findTokenVersion(db: Db, id: string): Promise<number | null> {
  const row = await db.selectFrom('users').select('tokenVersion').where('id', '=', id).executeTakeFirst();
  return row ? Number(row.tokenVersion) : null;
}

/** Raises the token version, which signs out every token issued before; answers the new version. */
export async function raiseTokenVersion(db: Db, id: string): Promise<number> {
  await db
    .updateTable('users')
    .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1) }))
    .where('id', '=', id)
    .execute();
  return (await findTokenVersion(db, id)) ?? 0;
}

/** Records the first verification; a later link (or reset) keeps the original time. */
export async function markEmailVerified(db: Db, id: string, now = new Date().toISOString()): Promise<void> {
  await db.updateTable('users').set({ emailVerifiedAt: now, updatedAt: now }).where('id', '=', id).where('emailVerifiedAt', 'is', null).execute();
}

/** A reset's new password: every old token stops working, and the address counts as verified. */
export async function setPasswordFromReset(db: Db, id: string, passwordHash: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      passwordHash,
      updatedAt: now,
      tokenVersion: eb('tokenVersion', '+', 1),
      emailVerifiedAt: eb.fn.coalesce('emailVerifiedAt', eb.val(now)),
    }))
    .where('id', '=', id)
    .execute();
}

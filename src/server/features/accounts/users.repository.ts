import type { User } from '#shared/schemas/accounts.js';
import { isUniqueViolation, type Db } from '#server/db/database.js';
import type { NewUserRow, UserRow, UserRowUpdate } from '#server/db/schema.js';

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

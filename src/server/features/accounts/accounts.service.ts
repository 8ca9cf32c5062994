import { randomUUID } from 'node:crypto';
import type { LoginRequest, ProfileUpdateRequest, RegisterRequest, User } from '#shared/schemas/accounts.js';
import type { Db } from '#server/db/database.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password.js';
import { findUserByEmail, findUserById, insertUser, toUser, updateUser } from './users.repository.js';

/** The new parent, or null when the e-mail is already registered. */
export async function registerParent(db: Db, input: RegisterRequest): Promise<User | null> {
  const { password, ...details } = input;
  const now = new Date().toISOString();
  const row = await insertUser(db, {
    ...details,
    id: randomUUID(),
    passwordHash: await hashPassword(password),
    createdAt: now,
    updatedAt: now,
  });
  return row && toUser(row);
}

/** The parent whose e-mail and password match, else null (the same for either mistake). */
export async function authenticate(db: Db, { emailId, password }: LoginRequest): Promise<User | null> {
  const row = await findUserByEmail(db, emailId);
  const matches = await verifyPassword(password, row?.passwordHash ?? (await decoyPasswordHash()));
  return row && matches ? toUser(row) : null;
}

export async function getParent(db: Db, id: string): Promise<User | null> {
  const row = await findUserById(db, id);
  return row ? toUser(row) : null;
}

export async function updateProfile(db: Db, id: string, changes: ProfileUpdateRequest): Promise<User | null> {
  const row = await updateUser(db, id, { ...changes, updatedAt: new Date().toISOString() });
  return row ? toUser(row) : null;
}

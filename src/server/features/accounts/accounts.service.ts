import { randomUUID } from 'node:crypto';
import type { LoginRequest, ProfileUpdateRequest, RegisterRequest, User } from '#shared/schemas/accounts.js';
import type { Db } from '#server/db/database.js';
import type { UserRow } from '#server/db/schema.js';
import type { Language } from '#server/language.js';
import { sendVerificationLink } from './email-verification.service.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password.js';
import { findUserByEmail, findUserById, insertUser, toUser, updateUser } from './users.repository.js';

/** A parent as signed in: the API object and the token version their token must carry. */
export interface SignedInParent {
  user: User;
  tokenVersion: number;
}

const signedIn = (row: UserRow): SignedInParent => ({ user: toUser(row), tokenVersion: Number(row.tokenVersion) });

/** Thrown inside the registration's transaction so nothing of it is kept. */
class EmailTaken extends Error {}

/**
 * The new parent, or null when the e-mail is already registered. The account and its verification
 * email are written in one transaction (docs/decisions/0022); the language is kept for the
 * parent's later emails and this one is written in it (docs/decisions/0038).
 */
export async function registerParent(db: Db, input: RegisterRequest, publicUrl: string, language: Language = 'en'): Promise<SignedInParent | null> {
  const { password, ...details } = input;
  const now = new Date().toISOString();
  const passwordHash = await hashPassword(password);
  try {
    const row = await db.transaction().execute(async (trx) => {
      const inserted = await insertUser(trx, { ...details, id: randomUUID(), passwordHash, language, createdAt: now, updatedAt: now });
      if (!inserted) throw new EmailTaken();
      await sendVerificationLink(trx, inserted, publicUrl, language);
      return inserted;
    });
    return signedIn(row);
  } catch (error) {
    if (error instanceof EmailTaken) return null;
    throw error;
  }
}

/** The parent whose e-mail and password match, else null (the same for either mistake). */
export async function authenticate(db: Db, { emailId, password }: LoginRequest): Promise<SignedInParent | null> {
  const row = await findUserByEmail(db, emailId);
  const matches = await verifyPassword(password, row?.passwordHash ?? (await decoyPasswordHash()));
  return row && matches ? signedIn(row) : null;
}

export async function getParent(db: Db, id: string): Promise<User | null> {
  const row = await findUserById(db, id);
  return row ? toUser(row) : null;
}

export async function updateProfile(db: Db, id: string, changes: ProfileUpdateRequest): Promise<User | null> {
  const row = await updateUser(db, id, { ...changes, updatedAt: new Date().toISOString() });
  return row ? toUser(row) : null;
}

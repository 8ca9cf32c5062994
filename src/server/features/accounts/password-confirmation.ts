import { messages } from '#shared/messages.js';
import type { Db } from '#server/db/database.js';
import type { UserRow } from '#server/db/schema.js';
import { badRequest, notFound } from '#server/http-error.js';
import { verifyPassword } from './password.js';
import { findUserById } from './users.repository.js';

/** Why an action the parent confirms with their own password (changing it, deleting the account) was refused. */
export type PasswordRefusal = 'no-account' | 'wrong-password';

/** The account, when the password given is its own; otherwise why not. */
export async function accountConfirmedBy(db: Db, id: string, password: string): Promise<UserRow | PasswordRefusal> {
  const row = await findUserById(db, id);
  if (!row) return 'no-account';
  return (await verifyPassword(password, row.passwordHash)) ? row : 'wrong-password';
}

/** Throws the answer to a refusal; `wrongPasswordText` says which password was wrong. */
export function throwIfRefused<T>(outcome: T | PasswordRefusal, wrongPasswordText: string): asserts outcome is T {
  if (outcome === 'no-account') throw notFound(messages.auth.userNotFound);
  // 400, not 401: the client treats a 401 as an expired session and signs the parent out.
  if (outcome === 'wrong-password') throw badRequest(wrongPasswordText, 'WRONG_PASSWORD');
}

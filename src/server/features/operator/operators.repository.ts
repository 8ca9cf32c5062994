import type { Db } from '#server/db/database.js';
import type { UserRow } from '#server/db/schema.js';

export const OPERATOR_ROLE = 'operator';

export async function isOperator(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
  return row?.role === OPERATOR_ROLE;
}

/** Makes the account with this e-mail an operator: its row as it was before, or undefined when there is none. */
export async function grantOperator(db: Db, emailId: string): Promise<UserRow | undefined> {
  const before = await db.selectFrom('users').selectAll().where('emailId', '=', emailId).executeTakeFirst();
  if (before && before.role !== OPERATOR_ROLE) {
    await db.updateTable('users').set({ role: OPERATOR_ROLE, updatedAt: new Date().toISOString() }).where('id', '=', before.id).execute();
  }
  return before;
}

import type { Db } from '#server/db/database.js';
import { toPerson, type Person } from '#server/features/listings/audit-log.repository.js';

export async function managesProgram(db: Db, userId: string, programId: string): Promise<boolean> {
  const row = await db
    .selectFrom('programManagers')
    .select('userId')
    .where('programId', '=', programId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Ids of the programs an account manages, oldest grant first. */
export async function findManagedProgramIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('programManagers')
    .select('programId')
    .where('userId', '=', userId)
    .orderBy('grantedAt')
    .orderBy('programId')
    .execute();
  return rows.map((row) => row.programId);
}

/** Adds a manager; granting twice keeps the first grant. */
export async function addManager(db: Db, programId: string, userId: string, grantedBy: string): Promise<void> {
  await db
    .insertInto('programManagers')
    .values({ programId, userId, grantedAt: new Date().toISOString(), grantedBy })
    .onConflict((conflict) => conflict.columns(['programId', 'userId']).doNothing())
    .execute();
}

/** False when the account did not manage the program. */
export async function removeManager(db: Db, programId: string, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('programManagers').where('programId', '=', programId).where('userId', '=', userId).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** A program's managers with the date each was granted, first granted first. */
export async function findManagers(db: Db, programId: string): Promise<(Person & { since: string })[]> {
  const rows = await db
    .selectFrom('programManagers')
    .innerJoin('users', 'users.id', 'programManagers.userId')
    .select(['users.id', 'users.firstName', 'users.lastName', 'users.emailId', 'programManagers.grantedAt'])
    .where('programManagers.programId', '=', programId)
    .orderBy('programManagers.grantedAt')
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({ ...toPerson(row), since: row.grantedAt }));
}

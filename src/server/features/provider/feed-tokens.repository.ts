import { randomUUID } from 'node:crypto';
import type { ProviderToken } from '#shared/schemas/provider.js';
import type { Db } from '#server/db/database.js';
import type { ProviderTokenRow } from '#server/db/schema.js';

/** The one place a stored token becomes an API object: its hash stays inside. */
export const toProviderToken = (row: ProviderTokenRow): ProviderToken => ({
  id: row.id,
  label: row.label,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
});

export async function insertToken(
  db: Db,
  { programId, userId, label, tokenHash }: Pick<ProviderTokenRow, 'programId' | 'userId' | 'label' | 'tokenHash'>,
): Promise<ProviderTokenRow> {
  return db
    .insertInto('providerTokens')
    .values({ id: randomUUID(), programId, userId, label, tokenHash, createdAt: new Date().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A program's tokens that still work, oldest first. */
export function findActiveTokens(db: Db, programId: string): Promise<ProviderTokenRow[]> {
  return db
    .selectFrom('providerTokens')
    .selectAll()
    .where('programId', '=', programId)
    .where('revokedAt', 'is', null)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** A working token by its secret's hash, only while the account that made it still manages its program. */
export function findWorkingToken(db: Db, tokenHash: string): Promise<ProviderTokenRow | undefined> {
  return db
    .selectFrom('providerTokens')
    .innerJoin('programManagers', (join) =>
      join.onRef('programManagers.programId', '=', 'providerTokens.programId').onRef('programManagers.userId', '=', 'providerTokens.userId'),
    )
    .selectAll('providerTokens')
    .where('providerTokens.tokenHash', '=', tokenHash)
    .where('providerTokens.revokedAt', 'is', null)
    .executeTakeFirst();
}

export async function markTokenUsed(db: Db, id: string): Promise<void> {
  await db.updateTable('providerTokens').set({ lastUsedAt: new Date().toISOString() }).where('id', '=', id).execute();
}

/** An update that revokes, as of now, the tokens still working among those its where clauses pick. */
const revokingWorkingTokens = (db: Db) =>
  db.updateTable('providerTokens').set({ revokedAt: new Date().toISOString() }).where('revokedAt', 'is', null);

/** Revokes one working token of the program; the revoked row, or undefined when there was none. */
export async function revokeToken(db: Db, programId: string, id: string): Promise<ProviderTokenRow | undefined> {
  const result = await revokingWorkingTokens(db).where('id', '=', id).where('programId', '=', programId).executeTakeFirst();
  if (result.numUpdatedRows === 0n) return undefined;
  return db.selectFrom('providerTokens').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Revokes what an account made for a program when it stops managing it; the labels revoked. */
export async function revokeTokensOf(db: Db, programId: string, userId: string): Promise<string[]> {
  const rows = await revokingWorkingTokens(db).where('programId', '=', programId).where('userId', '=', userId).returning('label').execute();
  return rows.map((row) => row.label);
}

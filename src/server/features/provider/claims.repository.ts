import { randomUUID } from 'node:crypto';
import { CLAIM_STATUSES, type Claim, type ClaimRequest, type ClaimStatus } from '#shared/schemas/provider.js';
import { isOneOf } from '#shared/constants.js';
import type { Db } from '#server/db/database.js';
import type { ProgramClaimRow } from '#server/db/schema.js';

/** The most claims one list answers with: an operator's queue, or one account's history. */
export const CLAIMS_SHOWN = 500;

/** The one place a stored claim becomes an API object; the licence number given stays inside. */
export function toClaim(row: ProgramClaimRow, programName: string | null): Claim {
  return {
    id: row.id,
    programId: row.programId,
    // A program an import dropped since keeps its claims; its id stands in for the name.
    programName: programName ?? row.programId,
    roleAtProgram: row.roleAtProgram,
    phone: row.phone,
    note: row.note,
    // Rows are written only with a known status.
    status: isOneOf(CLAIM_STATUSES, row.status) ? row.status : 'pending',
    reason: row.reason,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
  };
}

export async function insertClaim(db: Db, userId: string, request: ClaimRequest): Promise<ProgramClaimRow> {
  return db
    .insertInto('programClaims')
    .values({ id: randomUUID(), userId, ...request, status: 'pending', createdAt: new Date().toISOString() })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function hasPendingClaim(db: Db, userId: string, programId: string): Promise<boolean> {
  const row = await db
    .selectFrom('programClaims')
    .select('id')
    .where('userId', '=', userId)
    .where('programId', '=', programId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return row !== undefined;
}

export function findClaim(db: Db, id: string): Promise<ProgramClaimRow | undefined> {
  return db.selectFrom('programClaims').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Claims, each with its program's name (null where the catalogue does not hold the program). */
export const claimsWithProgramName = (db: Db) =>
  db
    .selectFrom('programClaims')
    .leftJoin('cataloguePrograms', 'cataloguePrograms.id', 'programClaims.programId')
    .selectAll('programClaims')
    .select('cataloguePrograms.name as programName');

/** One account's claims, newest first. */
export async function findClaimsOf(db: Db, userId: string): Promise<Claim[]> {
  const rows = await claimsWithProgramName(db)
    .where('programClaims.userId', '=', userId)
    .orderBy('programClaims.createdAt', 'desc')
    .orderBy('programClaims.id', 'desc')
    .limit(CLAIMS_SHOWN)
    .execute();
  return rows.map((row) => toClaim(row, row.programName));
}

/** Claims in one status: pending ones oldest first (a queue), decided ones newest first. */
export function findClaimsIn(db: Db, status: ClaimStatus): Promise<ProgramClaimRow[]> {
  const order = status === 'pending' ? 'asc' : 'desc';
  return db
    .selectFrom('programClaims')
    .selectAll()
    .where('status', '=', status)
    .orderBy('createdAt', order)
    .orderBy('id', order)
    .limit(CLAIMS_SHOWN)
    .execute();
}

/**
 * Decides a pending claim. The status check is in the update itself, so of two operators deciding at
 * once only one succeeds; the decided row, or undefined when the claim was not pending.
 */
export async function decideClaim(
  db: Db,
  id: string,
  decision: { status: Exclude<ClaimStatus, 'pending'>; reason: string | null; decidedBy: string },
): Promise<ProgramClaimRow | undefined> {
  const result = await db
    .updateTable('programClaims')
    .set({ ...decision, decidedAt: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows === 0n ? undefined : findClaim(db, id);
}

/** Whether the account opened its verification link: a claim needs it (docs/decisions/0023). */
export async function hasVerifiedEmail(db: Db, userId: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('emailVerifiedAt').where('id', '=', userId).executeTakeFirst();
  return row?.emailVerifiedAt != null;
}

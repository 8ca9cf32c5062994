import { messages } from '#shared/messages.js';
import type { Claim, ClaimStatus } from '#shared/schemas/provider.js';
import type { ClaimForReview } from '#shared/schemas/operator.js';
import { findProgram } from '#server/catalogue/catalogue.repository.js';
import type { Db } from '#server/db/database.js';
import type { UserRow } from '#server/db/schema.js';
import { conflict, notFound } from '#server/http-error.js';
import { appendAudit, toPerson } from '#server/features/listings/audit-log.repository.js';
import { decideClaim, findClaim, findClaimsIn, toClaim } from '#server/features/provider/claims.repository.js';
import { addManager } from '#server/features/provider/managers.repository.js';

/** How an audit entry names an account: readable in the log, whatever happens to the account later. */
export const describeAccount = (row: Pick<UserRow, 'firstName' | 'lastName' | 'emailId'>) => `${row.firstName} ${row.lastName} <${row.emailId}>`;

/** Claims in one status, each beside the program's listed facts and the claimant; claims on programs an import dropped wait. */
export async function listClaimsForReview(db: Db, status: ClaimStatus): Promise<ClaimForReview[]> {
  const rows = await findClaimsIn(db, status);
  const reviewed = await Promise.all(
    rows.map(async (row) => {
      const [program, claimant] = await Promise.all([
        findProgram(db, row.programId),
        db.selectFrom('users').selectAll().where('id', '=', row.userId).executeTakeFirst(),
      ]);
      return program && claimant ? [{ ...toClaim(row, program.name), program, claimant: toPerson(claimant) }] : [];
    }),
  );
  return reviewed.flat();
}

type Decision = { status: 'approved'; reason: null } | { status: 'rejected'; reason: string };

/**
 * Approves (the claimant becomes a manager) or rejects (with a reason) a pending claim, and logs it,
 * in one transaction: a claim decided already, by another operator or a moment ago, is a 409.
 */
export async function decide(db: Db, claimId: string, operatorId: string, decision: Decision): Promise<Claim> {
  return db.transaction().execute(async (trx) => {
    const decided = await decideClaim(trx, claimId, { ...decision, decidedBy: operatorId });
    if (!decided) {
      if (await findClaim(trx, claimId)) throw conflict(messages.providerApi.claimDecided, 'CLAIM_DECIDED');
      throw notFound(messages.providerApi.claimNotFound);
    }
    const claimant = await trx.selectFrom('users').selectAll().where('id', '=', decided.userId).executeTakeFirstOrThrow();
    if (decision.status === 'approved') await addManager(trx, decided.programId, decided.userId, operatorId);
    const changes = [
      { field: 'claimant', old: null, new: describeAccount(claimant) },
      { field: 'status', old: 'pending', new: decision.status },
      ...(decision.reason === null ? [] : [{ field: 'reason', old: null, new: decision.reason }]),
    ];
    await appendAudit(trx, {
      programId: decided.programId,
      action: decision.status === 'approved' ? 'claim-approved' : 'claim-rejected',
      actor: { userId: operatorId, via: null },
      changes,
    });
    const program = await findProgram(trx, decided.programId);
    return toClaim(decided, program?.name ?? null);
  });
}

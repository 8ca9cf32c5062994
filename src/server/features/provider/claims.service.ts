import { messages } from '#shared/messages.js';
import type { Claim, ClaimRequest } from '#shared/schemas/provider.js';
import { findProgram } from '#server/catalogue/catalogue.repository.js';
import type { Db } from '#server/db/database.js';
import { badRequest, conflict, forbidden, notFound } from '#server/http-error.js';
import { hasPendingClaim, hasVerifiedEmail, insertClaim, toClaim } from './claims.repository.js';
import { managesProgram } from './managers.repository.js';

/** Licence numbers as people type them: "cc-00123 4" matches "CC001234". */
const comparableLicense = (value: string) => value.replace(/[^0-9a-z]/gi, '').toUpperCase();

/**
 * Files a claim for an operator to review. Where the licensing list gives the program a licence
 * number, the claimant must know it: a first check that they work there.
 */
export async function submitClaim(db: Db, userId: string, request: ClaimRequest): Promise<Claim> {
  // A claim puts a listing in someone's hands: the claimant must at least read their email.
  if (!(await hasVerifiedEmail(db, userId))) throw forbidden(messages.accountLinks.verifyBeforeClaiming, 'EMAIL_NOT_VERIFIED');
  const program = await findProgram(db, request.programId);
  if (!program) throw notFound(messages.providerApi.programNotFound);
  const listed = comparableLicense(program.licenseNumber ?? '');
  if (listed !== '' && comparableLicense(request.licenseNumber) !== listed) {
    throw badRequest(messages.providerApi.licenseMismatch, 'LICENSE_MISMATCH');
  }
  const row = await db.transaction().execute(async (trx) => {
    // A write first: two claims sent at once by one account queue on its row (PostgreSQL), or on
    // the database's write lock (SQLite), so the pending check below cannot pass for both.
    await trx
      .updateTable('users')
      .set((eb) => ({ updatedAt: eb.ref('updatedAt') }))
      .where('id', '=', userId)
      .execute();
    if (await managesProgram(trx, userId, request.programId)) throw conflict(messages.providerApi.alreadyManager, 'ALREADY_MANAGER');
    if (await hasPendingClaim(trx, userId, request.programId)) throw conflict(messages.providerApi.claimPending, 'CLAIM_PENDING');
    return insertClaim(trx, userId, request);
  });
  return toClaim(row, program.name);
}

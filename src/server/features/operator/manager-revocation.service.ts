import { messages } from '#shared/messages.js';
import type { Db } from '#server/db/database.js';
import { notFound } from '#server/http-error.js';
import { appendAudit } from '#server/features/listings/audit-log.repository.js';
import { revokeTokensOf } from '#server/features/provider/feed-tokens.repository.js';
import { removeManager } from '#server/features/provider/managers.repository.js';
import { describeAccount } from './claim-decisions.service.js';

/**
 * Ends an account's management of a program, with the feed tokens it made for it (software it set
 * up must not keep writing for someone who no longer may), and logs both in one transaction.
 */
export async function revokeManager(db: Db, programId: string, userId: string, operatorId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const manager = await trx.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!manager || !(await removeManager(trx, programId, userId))) throw notFound(messages.providerApi.managerNotFound);
    const tokens = await revokeTokensOf(trx, programId, userId);
    const changes = [
      { field: 'manager', old: describeAccount(manager), new: null },
      ...tokens.map((label) => ({ field: 'token', old: label, new: null })),
    ];
    await appendAudit(trx, { programId, action: 'manager-revoked', actor: { userId: operatorId, via: null }, changes });
  });
}

import { messages } from '#shared/messages.js';
import type { ModeratedReview } from '#shared/schemas/reviews.js';
import type { Db } from '#server/db/database.js';
import { conflict, notFound } from '#server/http-error.js';
import { appendAudit } from '#server/features/listings/audit-log.repository.js';
import { findForModeration, findReports, findReview, NO_CALLER, programName, setHidden, toReview, type ReviewWithAuthor } from './reviews.repository.js';
import { withRecount, type ReviewServices } from './reviews.service.js';

async function toModerated(db: Db, row: ReviewWithAuthor, name?: string): Promise<ModeratedReview> {
  const reports = await findReports(db, [row.id]);
  return {
    ...toReview(row, NO_CALLER),
    programName: name ?? (await programName(db, row.programId)),
    authorEmail: row.emailId,
    hidden: row.hiddenAt !== null,
    hiddenReason: row.hiddenReason,
    reports: reports.get(row.id) ?? [],
  };
}

/** Reported reviews nobody acted on yet, or hidden ones, with their reports. */
export async function listForModeration(db: Db, status: 'reported' | 'hidden'): Promise<ModeratedReview[]> {
  const rows = await findForModeration(db, status);
  const reports = await findReports(db, rows.map((row) => row.id));
  return rows.map((row) => ({
    ...toReview(row, NO_CALLER),
    programName: row.programName,
    authorEmail: row.emailId,
    hidden: row.hiddenAt !== null,
    hiddenReason: row.hiddenReason,
    reports: reports.get(row.id) ?? [],
  }));
}

/**
 * Hides or restores a review with the operator's reason, recounts the rating and appends the audit
 * entry, all in one transaction. The entry names the review, never its text: a review reported for
 * personal information must not be copied into the log.
 */
export async function moderate(services: ReviewServices, id: string, operatorId: string, hide: boolean, reason: string): Promise<ModeratedReview> {
  const row = await findReview(services.db, id);
  if (!row) throw notFound(messages.reviewsApi.reviewNotFound);
  await withRecount(services, row.programId, async (trx, now) => {
    // Read again inside the transaction: another operator may have acted a moment ago.
    const current = await findReview(trx, id);
    if (!current) throw notFound(messages.reviewsApi.reviewNotFound);
    if (hide && current.hiddenAt !== null) throw conflict(messages.reviewsApi.alreadyHidden, 'REVIEW_HIDDEN');
    if (!hide && current.hiddenAt === null) throw conflict(messages.reviewsApi.notHidden, 'REVIEW_HIDDEN');
    await setHidden(trx, id, hide ? { at: now, reason } : null, now);
    await appendAudit(trx, {
      programId: row.programId,
      action: hide ? 'review-hidden' : 'review-restored',
      actor: { userId: operatorId, via: null },
      changes: [
        { field: `reviews.${id}.hidden`, old: !hide, new: hide },
        { field: 'reason', old: null, new: reason },
      ],
    });
  });
  const after = await findReview(services.db, id);
  if (!after) throw notFound(messages.reviewsApi.reviewNotFound);
  return toModerated(services.db, after);
}

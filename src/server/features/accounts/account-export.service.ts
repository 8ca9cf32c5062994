import { ACCOUNT_EXPORT_FORMAT, type AccountExport } from '#shared/schemas/account-export.js';
import { DEFAULT_PREFERENCES } from '#shared/schemas/account-settings.js';
import { REPORT_REASONS, REVIEW_RELATIONSHIPS } from '#shared/schemas/reviews.js';
import { isOneOf } from '#shared/constants.js';
import type { Db } from '#server/db/database.js';
import { toAlert } from '#server/features/alerts/alerts.repository.js';
import { toNotification } from '#server/features/alerts/notifications.repository.js';
import { claimsWithProgramName, toClaim } from '#server/features/provider/claims.repository.js';
import { toProviderToken } from '#server/features/provider/feed-tokens.repository.js';
import { savedDaycares } from '#server/features/saved/saved-daycares.service.js';
import { savedRoutes } from '#server/features/saved/saved-routes.service.js';
import { findPreferences, toPreferences } from './preferences.repository.js';
import { findUserById, toUser } from './users.repository.js';

/**
 * Everything held about the parent, read in one transaction so the parts agree with each other
 * (docs/decisions/0035). Each part goes through the mapper its own endpoint uses, so the export
 * says what the app shows; the parts no endpoint shows in full are mapped here. Null when the
 * account is gone.
 */
export async function exportAccount(db: Db, userId: string): Promise<AccountExport | null> {
  return db.transaction().execute(async (trx) => {
    const user = await findUserById(trx, userId);
    if (!user) return null;
    const [preferences, daycares, routes, alerts, notifications, reviews, votes, reports, messages, claims, managed, tokens] = await Promise.all([
      findPreferences(trx, userId),
      // As the saved lists show them: newest first, each program with its rating now.
      savedDaycares.list(trx, userId),
      savedRoutes.list(trx, userId),
      trx.selectFrom('alerts').selectAll().where('userId', '=', userId).orderBy('createdAt').orderBy('id').execute(),
      trx.selectFrom('notifications').selectAll().where('userId', '=', userId).orderBy('createdAt').orderBy('id').execute(),
      trx
        .selectFrom('reviews')
        .leftJoin('cataloguePrograms', 'cataloguePrograms.id', 'reviews.programId')
        .selectAll('reviews')
        .select('cataloguePrograms.name as programName')
        .where('reviews.userId', '=', userId)
        .orderBy('reviews.createdAt')
        .execute(),
      trx.selectFrom('reviewHelpfulVotes').selectAll().where('userId', '=', userId).orderBy('createdAt').execute(),
      trx.selectFrom('reviewReports').selectAll().where('userId', '=', userId).orderBy('createdAt').execute(),
      trx.selectFrom('contactMessages').selectAll().where('userId', '=', userId).orderBy('createdAt').orderBy('id').execute(),
      claimsWithProgramName(trx).where('programClaims.userId', '=', userId).orderBy('programClaims.createdAt').execute(),
      trx
        .selectFrom('programManagers')
        .leftJoin('cataloguePrograms', 'cataloguePrograms.id', 'programManagers.programId')
        .select(['programManagers.programId', 'programManagers.grantedAt', 'cataloguePrograms.name as programName'])
        .where('programManagers.userId', '=', userId)
        .orderBy('programManagers.grantedAt')
        .execute(),
      trx.selectFrom('providerTokens').selectAll().where('userId', '=', userId).orderBy('createdAt').execute(),
    ]);
    return {
      format: ACCOUNT_EXPORT_FORMAT,
      version: 1,
      exportedAt: new Date().toISOString(),
      profile: { ...toUser(user), updatedAt: user.updatedAt, emailVerifiedAt: user.emailVerifiedAt, role: user.role },
      preferences: preferences ? { ...toPreferences(preferences), updatedAt: preferences.updatedAt } : { ...DEFAULT_PREFERENCES, updatedAt: null },
      savedDaycares: daycares,
      savedRoutes: routes,
      alerts: alerts.map(toAlert),
      notifications: notifications.map(toNotification),
      reviews: reviews.map((row) => ({
        id: row.id,
        programId: row.programId,
        programName: row.programName,
        stars: row.stars,
        text: row.text,
        // Written only from the validated request.
        relationship: isOneOf(REVIEW_RELATIONSHIPS, row.relationship) ? row.relationship : 'current',
        ageGroup: row.ageGroup,
        createdAt: row.createdAt,
        editedAt: row.editedAt,
        hiddenAt: row.hiddenAt,
        hiddenReason: row.hiddenReason,
        helpfulCount: row.helpfulCount,
        replyText: row.replyText,
        replyAt: row.replyAt,
      })),
      helpfulVotes: votes.map((row) => ({ reviewId: row.reviewId, createdAt: row.createdAt })),
      reviewReports: reports.map((row) => ({
        reviewId: row.reviewId,
        reason: isOneOf(REPORT_REASONS, row.reason) ? row.reason : 'spam',
        createdAt: row.createdAt,
        resolvedAt: row.resolvedAt,
      })),
      contactMessages: messages.map(({ id, category, name, email, subject, message, createdAt }) => ({ id, category, name, email, subject, message, createdAt })),
      providerClaims: claims.map((row) => ({ ...toClaim(row, row.programName), licenseNumber: row.licenseNumber })),
      managedPrograms: managed.map((row) => ({ programId: row.programId, programName: row.programName, since: row.grantedAt })),
      feedTokens: tokens.map((row) => ({ ...toProviderToken(row), programId: row.programId, revokedAt: row.revokedAt })),
    };
  });
}

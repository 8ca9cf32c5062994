import { z } from 'zod';
import { userIdParams, user } from './accounts.js';
import { preferences } from './account-settings.js';
import { alert, notification } from './alerts.js';
import { errorResponse } from './errors.js';
import { isoTimestamp } from './fields.js';
import { claim, providerToken } from './provider.js';
import { REPORT_REASONS, REVIEW_RELATIONSHIPS } from './reviews.js';
import { savedDaycare, savedRoute } from './saved.js';

/**
 * "Export my data": one JSON file with everything CareRoute holds about a parent
 * (docs/decisions/0035), described field by field in the README's "Your data export". Never a
 * password hash, a token or a link's hash.
 */
export const ACCOUNT_EXPORT_FORMAT = 'careroute-account-export';

export const accountExport = z.object({
  format: z.literal(ACCOUNT_EXPORT_FORMAT),
  version: z.literal(1),
  exportedAt: isoTimestamp,
  profile: user.extend({
    updatedAt: isoTimestamp,
    emailVerifiedAt: isoTimestamp.nullable(),
    /** 'parent' or 'operator'; managing programs shows in managedPrograms. */
    role: z.string(),
  }),
  /** The three checkboxes; updatedAt is null for a parent who never changed the defaults. */
  preferences: preferences.extend({ updatedAt: isoTimestamp.nullable() }),
  savedDaycares: z.array(savedDaycare),
  savedRoutes: z.array(savedRoute),
  alerts: z.array(alert),
  notifications: z.array(notification),
  reviews: z.array(
    z.object({
      id: z.string(),
      programId: z.string(),
      programName: z.string().nullable(),
      stars: z.number().int(),
      text: z.string(),
      relationship: z.enum(REVIEW_RELATIONSHIPS),
      ageGroup: z.string().nullable(),
      createdAt: isoTimestamp,
      editedAt: isoTimestamp.nullable(),
      hiddenAt: isoTimestamp.nullable(),
      hiddenReason: z.string().nullable(),
      helpfulCount: z.number().int(),
      replyText: z.string().nullable(),
      replyAt: isoTimestamp.nullable(),
    }),
  ),
  helpfulVotes: z.array(z.object({ reviewId: z.string(), createdAt: isoTimestamp })),
  reviewReports: z.array(z.object({ reviewId: z.string(), reason: z.enum(REPORT_REASONS), createdAt: isoTimestamp, resolvedAt: isoTimestamp.nullable() })),
  contactMessages: z.array(
    z.object({ id: z.string(), category: z.string(), name: z.string(), email: z.string(), subject: z.string(), message: z.string(), createdAt: isoTimestamp }),
  ),
  providerClaims: z.array(claim.extend({ licenseNumber: z.string() })),
  managedPrograms: z.array(z.object({ programId: z.string(), programName: z.string().nullable(), since: isoTimestamp })),
  /** Feed tokens the account made: labels and dates; the secret is never stored, its hash never leaves. */
  feedTokens: z.array(providerToken.extend({ programId: z.string(), revokedAt: isoTimestamp.nullable() })),
});
export type AccountExport = z.infer<typeof accountExport>;

/** careroute-data-YYYY-MM-DD.json, the day (UTC) of the export: the server's attachment and the web's download agree. */
export const exportFileName = (exportedAt: string) => `careroute-data-${exportedAt.slice(0, 10)}.json`;

export const exportAccountRoute = {
  params: userIdParams,
  response: { 200: accountExport, 401: errorResponse, 403: errorResponse, 404: errorResponse },
};

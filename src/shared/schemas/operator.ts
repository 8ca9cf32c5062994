import { z } from 'zod';
import { program, programIdParam } from './catalogue.js';
import { errorResponse } from './errors.js';
import { idParam, isoTimestamp, requiredText } from './fields.js';
import { CLAIM_STATUSES, claim } from './provider.js';

/** Operators run the site: they decide claims and read what changed (docs/decisions/0019). */
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

const person = z.object({ id: z.string(), name: z.string(), email: z.string() });

/** A claim with what the operator checks it against: the program's listed facts and who asks. */
export const claimForReview = claim.extend({
  program,
  claimant: person,
});
export type ClaimForReview = z.infer<typeof claimForReview>;

export const listClaimsRoute = {
  querystring: z.object({ status: z.enum(CLAIM_STATUSES).default('pending') }),
  response: { 200: z.array(claimForReview), ...errors },
};

const claimParams = z.object({ id: idParam });
export const approveClaimRoute = { params: claimParams, response: { 200: claim, ...errors, 409: errorResponse } };
export const rejectClaimRoute = {
  params: claimParams,
  body: z.object({ reason: requiredText('Reason', 500) }),
  response: { 200: claim, ...errors, 409: errorResponse },
};

export const AUDIT_ACTIONS = [
  'claim-approved',
  'claim-rejected',
  'manager-revoked',
  'openings-updated',
  'openings-confirmed',
  'tuition-updated',
  'hours-updated',
  'offers-updated',
  'token-created',
  'token-revoked',
  'review-hidden',
  'review-restored',
] as const;

/** One append-only audit entry: who, when, what, and each changed field's old and new value. */
export const auditEntry = z.object({
  id: z.string(),
  at: isoTimestamp,
  action: z.enum(AUDIT_ACTIONS),
  /** The account that acted; null for a provider's software writing through a feed token, or an account deleted since. */
  actor: person.nullable(),
  /** The feed token's label when software acted. */
  via: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), old: z.unknown(), new: z.unknown() })),
});
export type AuditEntry = z.infer<typeof auditEntry>;

const programParams = z.object({ id: programIdParam });
export const programAuditRoute = { params: programParams, response: { 200: z.array(auditEntry), ...errors } };

export const programManagersRoute = {
  params: programParams,
  response: { 200: z.array(person.extend({ since: isoTimestamp })), ...errors },
};
export const revokeManagerRoute = {
  params: z.object({ id: programIdParam, userId: idParam }),
  // No body: the web client reads an empty answer as undefined.
  response: { 204: z.undefined().describe('Revoked'), ...errors },
};

/** One catalogue import, by file or URL, as operators see it (docs/decisions/0031). */
export const importRun = z.object({
  id: z.string(),
  origin: z.string(),
  format: z.string(),
  startedAt: isoTimestamp,
  finishedAt: isoTimestamp.nullable(),
  status: z.enum(['running', 'imported', 'not-modified', 'failed']),
  rowsRead: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  skipped: z.number().int(),
  skippedLines: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  closed: z.number().int(),
  reopened: z.number().int(),
  error: z.string().nullable(),
});
export type ImportRunView = z.infer<typeof importRun>;
export const catalogueRunsRoute = { response: { 200: z.array(importRun), ...errors } };

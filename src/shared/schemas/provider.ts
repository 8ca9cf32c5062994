import { z } from 'zod';
import { program, programIdParam } from './catalogue.js';
import { errorResponse } from './errors.js';
import { idParam, isStorableText, isoTimestamp, phoneField, requiredText, unstorableText } from './fields.js';
import { hoursSection, listing, offersSection, openingsSection, tuitionSection } from './listing.js';

/**
 * Providers keep their program's listing current once an operator approved their claim
 * (docs/decisions/0019). A program may have several managers.
 */
export const CLAIM_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const claimRequest = z.object({
  programId: programIdParam,
  /** The claimant's role at the program ("Director", "Owner"). */
  roleAtProgram: requiredText('Role at the program', 100),
  phone: phoneField,
  note: z.string().trim().max(1000, { error: 'Note must be at most 1000 characters' }).refine(isStorableText, unstorableText('Note')).default(''),
  /** Must match the program's licence number where the program has one. */
  licenseNumber: z
    .string()
    .trim()
    .max(80, { error: 'License number must be at most 80 characters' })
    .refine(isStorableText, unstorableText('License number'))
    .default(''),
});
export type ClaimRequest = z.infer<typeof claimRequest>;

export const claim = z.object({
  id: z.string(),
  programId: z.string(),
  programName: z.string(),
  roleAtProgram: z.string(),
  phone: z.string(),
  note: z.string(),
  status: z.enum(CLAIM_STATUSES),
  /** The operator's reason, for a rejection. */
  reason: z.string().nullable(),
  createdAt: isoTimestamp,
  decidedAt: isoTimestamp.nullable(),
});
export type Claim = z.infer<typeof claim>;

export const providerToken = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: isoTimestamp,
  lastUsedAt: isoTimestamp.nullable(),
});
export type ProviderToken = z.infer<typeof providerToken>;

/** A program this account manages, with its listing and its feed tokens (never their secrets). */
export const managedProgram = z.object({
  program,
  listing,
  tokens: z.array(providerToken),
});
export type ManagedProgram = z.infer<typeof managedProgram>;

const programParams = z.object({ id: programIdParam });
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse };

export const createClaimRoute = {
  body: claimRequest,
  response: { 201: claim, ...errors, 409: errorResponse },
};
export const listOwnClaimsRoute = { response: { 200: z.array(claim), 401: errorResponse } };
export const listManagedProgramsRoute = { response: { 200: z.array(managedProgram), 401: errorResponse } };

/** Listing writes are rate limited per client address and program. */
const listingWriteErrors = { ...errors, 429: errorResponse };
/** PUT one section: the answer is the program's whole listing as it now stands. */
const sectionRoute = <T extends z.ZodType>(body: T) => ({ params: programParams, body, response: { 200: listing, ...listingWriteErrors } });
export const putOpeningsRoute = sectionRoute(openingsSection);
export const putTuitionRoute = sectionRoute(tuitionSection);
export const putHoursRoute = sectionRoute(hoursSection);
export const putOffersRoute = sectionRoute(offersSection);
/** "Still accurate": the openings stay as they are, confirmed now. */
export const confirmOpeningsRoute = { params: programParams, response: { 200: listing, ...listingWriteErrors } };

export const createTokenRoute = {
  params: programParams,
  body: z.object({ label: requiredText('Label', 100) }),
  /** The secret is in this answer only; the server keeps its hash. */
  response: { 201: providerToken.extend({ token: z.string() }), ...errors },
};
export const revokeTokenRoute = {
  params: z.object({ id: programIdParam, tokenId: idParam }),
  // No body: the web client reads an empty answer as undefined.
  response: { 204: z.undefined().describe('Revoked'), ...errors },
};

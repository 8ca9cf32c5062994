import { claimRequest, type ClaimRequest } from '#shared/schemas/provider.js';
import { checkWith, fieldOfServerText, FORM_PROBLEM, type Checked } from './field-errors';
import { providerTexts } from '#web/features/provider/provider-texts';
import { i18n } from '#web/lib/i18n';

export interface ClaimValues {
  roleAtProgram: string;
  phone: string;
  note: string;
  licenseNumber: string;
}

export type ClaimField = keyof ClaimValues;

/** Order of the fields on the page, so the first one with an error takes the focus. */
export const CLAIM_FIELDS: readonly ClaimField[] = ['roleAtProgram', 'phone', 'licenseNumber', 'note'];

export const emptyClaim = (): ClaimValues => ({ roleAtProgram: '', phone: '', note: '', licenseNumber: '' });

/**
 * Checks the claim with the contract's schema, whose texts already name each field in words. The
 * contract lets the licence number be empty (not every program has one); where the program has
 * one it is asked for here, rather than refused by the server as not matching.
 */
export function checkClaim(programId: string, values: ClaimValues, asksLicense: boolean): Checked<ClaimRequest> {
  const checked = checkWith(claimRequest, { programId, ...values }, ([field]) =>
    typeof field === 'string' && (CLAIM_FIELDS as readonly string[]).includes(field) ? field : FORM_PROBLEM,
  );
  if (!asksLicense || values.licenseNumber.trim() !== '') return checked;
  const errors = checked.ok ? {} : checked.errors;
  return { ok: false, errors: { ...errors, licenseNumber: i18n._(providerTexts.claim.licenseRequired) } };
}

/** How the contract's texts for each field begin (src/shared/schemas/provider.ts and fields.ts). */
const SERVER_TEXT_STARTS: Readonly<Record<ClaimField, readonly string[]>> = {
  roleAtProgram: ['Role at the program'],
  phone: ['Phone number', 'Please enter a valid phone number'],
  note: ['Note'],
  licenseNumber: ['License number', 'Licence number'],
};

/**
 * The field a refused claim is about: a licence that does not match the licensing records
 * (LICENSE_MISMATCH) is the licence field's; a 400 goes by its text; anything else is the form's.
 */
export function claimFieldOfRefusal(status: number, code: string | undefined, text: string): ClaimField | typeof FORM_PROBLEM {
  if (code === 'LICENSE_MISMATCH') return 'licenseNumber';
  return status === 400 ? fieldOfServerText(text, SERVER_TEXT_STARTS) : FORM_PROBLEM;
}

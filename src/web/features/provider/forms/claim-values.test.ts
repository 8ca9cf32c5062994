import { describe, expect, it } from 'vitest';
import { checkClaim, claimFieldOfRefusal, emptyClaim } from './claim-values';

describe('the claim form', () => {
  it('sends the claim for the program, trimmed', () => {
    const checked = checkClaim('demo:12', { roleAtProgram: ' Director ', phone: '617-555-0100', note: '', licenseNumber: 'DEMO-123456' }, true);
    expect(checked).toEqual({
      ok: true,
      body: { programId: 'demo:12', roleAtProgram: 'Director', phone: '617-555-0100', note: '', licenseNumber: 'DEMO-123456' },
    });
  });

  it('names each missing or wrong field beside it', () => {
    const checked = checkClaim('demo:12', { ...emptyClaim(), phone: '12' }, false);
    expect(checked).toEqual({
      ok: false,
      errors: { roleAtProgram: 'Role at the program is required', phone: 'Please enter a valid phone number' },
    });
  });

  it('asks for the licence number only where the program has one', () => {
    const claim = { roleAtProgram: 'Owner', phone: '617-555-0100', note: '', licenseNumber: ' ' };
    expect(checkClaim('demo:12', claim, true)).toEqual({ ok: false, errors: { licenseNumber: 'License number is required' } });
    expect(checkClaim('demo:12', claim, false).ok).toBe(true);
  });

  it('places the server’s refusals: a licence mismatch and 400s by their text, the rest on the form', () => {
    expect(claimFieldOfRefusal(400, 'LICENSE_MISMATCH', 'anything')).toBe('licenseNumber');
    expect(claimFieldOfRefusal(403, 'LICENSE_MISMATCH', 'anything')).toBe('licenseNumber');
    expect(claimFieldOfRefusal(400, 'VALIDATION_ERROR', 'Please enter a valid phone number')).toBe('phone');
    expect(claimFieldOfRefusal(400, 'VALIDATION_ERROR', 'Role at the program is required')).toBe('roleAtProgram');
    expect(claimFieldOfRefusal(409, 'CLAIM_PENDING', 'Role at the program')).toBe('');
    expect(claimFieldOfRefusal(400, 'VALIDATION_ERROR', 'The request body is empty.')).toBe('');
  });
});

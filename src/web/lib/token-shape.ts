import type { Session } from './session';

/**
 * The check before the profile loads (and before the header asks for saved lists):
 * the stored token must be three dot-separated parts whose middle one (base64url JSON) holds a
 * userId. Only the shape is checked; the signature is the server's business, and a forged token
 * still gets a 401 there.
 */
export function tokenHoldsUserId(token: string): boolean {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => part === '')) return false;
  const payload = decodeJsonPart(parts[1] ?? '');
  return typeof payload === 'object' && payload !== null && 'userId' in payload
    && typeof payload.userId === 'string' && payload.userId !== '';
}

/** Signed in, as every signed-in check on this side reads it: a session whose token can be one. */
export function isUsableSession(session: Session | null): session is Session {
  return session !== null && tokenHoldsUserId(session.token);
}

function decodeJsonPart(part: string): unknown {
  if (!/^[A-Za-z0-9_-]+$/.test(part)) return undefined;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return undefined;
  }
}

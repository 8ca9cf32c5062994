import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A one-click unsubscribe link's token: an HMAC of the alert's id under the app's secret (43
 * base64url characters), then the id, so it works without signing in and cannot be made for
 * another alert (docs/decisions/0024). No dot in it: the web app's paths have none (a dot reads
 * as a file name there).
 */
const SIGNATURE_LENGTH = 43;

function signature(secret: string, alertId: string): Buffer {
  return createHmac('sha256', secret).update(`unsubscribe:${alertId}`).digest();
}

export function unsubscribeToken(secret: string, alertId: string): string {
  return `${signature(secret, alertId).toString('base64url')}${alertId}`;
}

/** The alert id the token names, or null when its signature does not match. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  if (token.length <= SIGNATURE_LENGTH) return null;
  const alertId = token.slice(SIGNATURE_LENGTH);
  const given = Buffer.from(token.slice(0, SIGNATURE_LENGTH), 'base64url');
  const expected = signature(secret, alertId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? alertId : null;
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A one-click unsubscribe link's token: the alert's id and an HMAC of it under the app's secret,
 * so it works without signing in and cannot be made for another alert (docs/decisions/0023).
 */
function signature(secret: string, alertId: string): Buffer {
  return createHmac('sha256', secret).update(`unsubscribe:${alertId}`).digest();
}

export function unsubscribeToken(secret: string, alertId: string): string {
  return `${alertId}.${signature(secret, alertId).toString('base64url')}`;
}

/** The alert id the token names, or null when its signature does not match. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const alertId = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = signature(secret, alertId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? alertId : null;
}

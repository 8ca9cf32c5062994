import { describe, expect, it } from 'vitest';
import type { Session } from './session';
import { isUsableSession, tokenHoldsUserId } from './token-shape';

/** base64url without padding, as JWTs carry their parts. */
function part(value: unknown): string {
  const bytes = new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
const header = part({ alg: 'HS256', typ: 'JWT' });
const tokenWith = (payload: unknown) => `${header}.${part(payload)}.c2lnbmF0dXJl`;

describe('tokenHoldsUserId', () => {
  it('accepts a three-part token whose payload names the user', () => {
    expect(tokenHoldsUserId(tokenWith({ userId: 'u-1', sub: 'u-1', exp: 1 }))).toBe(true);
  });

  it('reads base64url payloads that need the URL-safe alphabet and no padding', () => {
    // "ü" and "?" make bytes whose base64 holds "-" or "_" where plain base64 has "+" or "/".
    expect(tokenWith({ userId: 'üü??>>' }).split('.')[1]).toMatch(/[-_]/);
    expect(tokenHoldsUserId(tokenWith({ userId: 'üü??>>' }))).toBe(true);
  });

  it.each([
    ['an empty token', ''],
    ['two parts', `${header}.${part({ userId: 'u-1' })}`],
    ['four parts', `${tokenWith({ userId: 'u-1' })}.extra`],
    ['an empty signature', `${header}.${part({ userId: 'u-1' })}.`],
    ['a payload that is not base64url', `${header}.not*base64.sig`],
    ['a payload that is not JSON', `${header}.${part('hello')}.sig`],
    ['a payload without userId', tokenWith({ sub: 'u-1' })],
    ['a userId that is not text', tokenWith({ userId: 42 })],
    ['an empty userId', tokenWith({ userId: '' })],
    ['a payload that is JSON null', tokenWith(null)],
  ])('refuses %s', (_case, token) => {
    expect(tokenHoldsUserId(token)).toBe(false);
  });
});

describe('isUsableSession', () => {
  const user = { id: 'u-1' } as Session['user'];

  it('counts a session as signed in only when its token can be one', () => {
    expect(isUsableSession(null)).toBe(false);
    expect(isUsableSession({ user, token: 'not-a-token' })).toBe(false);
    expect(isUsableSession({ user, token: tokenWith({ userId: 'u-1' }) })).toBe(true);
  });
});

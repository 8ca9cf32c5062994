import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOGIN_EVENT, SESSION_KEYS } from '#shared/constants.js';
import { user as userSchema } from '#shared/schemas/accounts.js';
import { displayName, markSessionVerified, readSession, renewToken, signIn, signOut, signOutSessionOf } from './session';
import { MemoryStorage } from './test-support/memory-storage';
import { testParent, testToken } from './test-support/signed-in-parent';

const parent = testParent;
const token = testToken;

function countLoginEvents(target: EventTarget): () => number {
  let count = 0;
  target.addEventListener(LOGIN_EVENT, () => count++);
  return () => count;
}

describe('session', () => {
  it('signIn stores user, flag and token, announces it, and reads back as signed in', () => {
    const storage = new MemoryStorage();
    const events = new EventTarget();
    const loginEvents = countLoginEvents(events);

    signIn(parent, token, storage, events);

    expect(storage.getItem(SESSION_KEYS.user)).toBe(JSON.stringify(parent));
    expect(storage.getItem(SESSION_KEYS.isAuthenticated)).toBe('true');
    expect(storage.getItem(SESSION_KEYS.token)).toBe(token);
    expect(loginEvents()).toBe(1);
    expect(readSession(storage)).toEqual({ user: parent, token });
  });

  it('signOut clears all three keys and announces it', () => {
    const storage = new MemoryStorage();
    const events = new EventTarget();
    signIn(parent, token, storage, events);
    const loginEvents = countLoginEvents(events);

    signOut(storage, events);

    expect(storage.length).toBe(0);
    expect(loginEvents()).toBe(1);
    expect(readSession(storage)).toBeNull();
  });

  it.each(Object.values(SESSION_KEYS))('is signed out when %s is missing', (missingKey) => {
    const storage = new MemoryStorage();
    signIn(parent, token, storage, new EventTarget());
    storage.removeItem(missingKey);

    expect(readSession(storage)).toBeNull();
  });

  it('is signed out when the flag is anything but "true"', () => {
    const storage = new MemoryStorage();
    signIn(parent, token, storage, new EventTarget());
    storage.setItem(SESSION_KEYS.isAuthenticated, 'false');

    expect(readSession(storage)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a user', JSON.stringify({ name: 'Maya' })],
    ['null', 'null'],
    ['a user with a field that is not text', JSON.stringify({ ...parent, phoneNumber: 6175550100 })],
    ['a user whose verified flag is not true or false', JSON.stringify({ ...parent, emailVerified: 'yes' })],
  ])('is signed out when the stored user is %s', (_case, storedUser) => {
    const storage = new MemoryStorage();
    signIn(parent, token, storage, new EventTarget());
    storage.setItem(SESSION_KEYS.user, storedUser);

    expect(readSession(storage)).toBeNull();
  });

  it('accepts exactly the stored users the shared user schema accepts, and reads them as it does', () => {
    // Mostly text, so that many generated users are valid; sometimes a field is missing.
    const field = fc.oneof({ arbitrary: fc.string(), weight: 12 }, fc.integer(), fc.constant(null));
    const shape = { ...Object.fromEntries(Object.keys(parent).map((key) => [key, field])), extra: fc.string() };
    const stored = fc.oneof(fc.record(shape), fc.record(shape, { requiredKeys: [] }), fc.jsonValue());
    fc.assert(
      fc.property(stored, (value) => {
        const storage = new MemoryStorage();
        signIn(parent, token, storage, new EventTarget());
        storage.setItem(SESSION_KEYS.user, JSON.stringify(value));

        expect(readSession(storage)?.user ?? null).toEqual(userSchema.safeParse(value).data ?? null);
      }),
    );
  });

  it('reads a user stored before the verified flag existed as unverified', () => {
    const storage = new MemoryStorage();
    signIn(parent, token, storage, new EventTarget());
    const { emailVerified: _dropped, ...before } = parent;
    storage.setItem(SESSION_KEYS.user, JSON.stringify(before));
    expect(readSession(storage)?.user).toEqual({ ...parent, emailVerified: false });
  });

  it('renews the token and marks the address verified, keeping the rest of the session', () => {
    const storage = new MemoryStorage();
    const events = new EventTarget();
    signIn(parent, token, storage, events);
    const loginEvents = countLoginEvents(events);
    renewToken('header.renewed.signature', storage, events);
    markSessionVerified(storage, events);
    expect(readSession(storage)).toEqual({ user: { ...parent, emailVerified: true }, token: 'header.renewed.signature' });
    expect(loginEvents()).toBe(2);
    signOut(storage, events);
    renewToken('header.late.signature', storage, events);
    expect(readSession(storage)).toBeNull();
  });

  it('signOutSessionOf ends the session holding that token once, and leaves any other alone', () => {
    const storage = new MemoryStorage();
    const events = new EventTarget();
    signIn(parent, token, storage, events);
    const loginEvents = countLoginEvents(events);

    expect(signOutSessionOf('header.other.signature', storage, events)).toBe(false);
    expect(readSession(storage)).toEqual({ user: parent, token });
    expect(signOutSessionOf(token, storage, events)).toBe(true);
    expect(signOutSessionOf(token, storage, events)).toBe(false);
    expect(readSession(storage)).toBeNull();
    expect(loginEvents()).toBe(1);
  });

  it('greets by first name, or by the fallback when there is none', () => {
    expect(displayName(parent, 'User')).toBe('Maya');
    expect(displayName({ ...parent, firstName: '  ' }, 'User')).toBe('User');
  });
});

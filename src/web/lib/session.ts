import { LOGIN_EVENT, SESSION_KEYS, isOneOf } from '#shared/constants.js';
import type { User } from '#shared/schemas/accounts.js';
import { SITE_LANGUAGES } from '#shared/translation.js';

/**
 * The browser session, kept in localStorage under three keys (SESSION_KEYS).
 * Storage and event target are parameters (defaulting to the browser's) so the logic runs in
 * unit tests without a DOM.
 */
export interface Session {
  user: User;
  token: string;
}

const SIGNED_IN_FLAG = 'true';

/** Signed in only when all three keys are present and the stored user is a valid user. */
export function readSession(storage: Storage = localStorage): Session | null {
  const rawUser = storage.getItem(SESSION_KEYS.user);
  const token = storage.getItem(SESSION_KEYS.token);
  if (storage.getItem(SESSION_KEYS.isAuthenticated) !== SIGNED_IN_FLAG || !rawUser || !token) return null;
  const user = storedUser(parseJson(rawUser));
  return user ? { user, token } : null;
}

/** Every field of the shared `user` schema, all of them text. */
const USER_FIELDS = [
  'id',
  'firstName',
  'lastName',
  'emailId',
  'address',
  'phoneNumber',
  'createdAt',
] as const satisfies readonly Exclude<keyof User, 'emailVerified' | 'language'>[];

/**
 * The stored user when it still has the shape of the shared `user` schema, else null; unknown
 * fields are dropped, as that schema does. Checked by hand because the session is read on every
 * page's first paint, and zod there would cost the home page about 25 KB gzip of its 150 KB
 * budget (docs/decisions/0010). The compiler keeps this in step with the schema: a field added to `User`, or
 * one that is no longer text, makes `user` below no longer a `User`.
 */
function storedUser(value: unknown): User | null {
  if (typeof value !== 'object' || value === null) return null;
  const fields = {} as Record<(typeof USER_FIELDS)[number], string>;
  for (const field of USER_FIELDS) {
    const text: unknown = (value as Record<string, unknown>)[field];
    if (typeof text !== 'string') return null;
    fields[field] = text;
  }
  // A session stored before verification existed has no flag: unverified, as the schema's default says.
  const verified: unknown = (value as Record<string, unknown>).emailVerified;
  if (verified !== undefined && typeof verified !== 'boolean') return null;
  // One stored before the language was kept reads as English, as the schema's default says.
  const language: unknown = (value as Record<string, unknown>).language;
  if (language !== undefined && !isOneOf(SITE_LANGUAGES, language)) return null;
  return { ...fields, emailVerified: verified ?? false, language: language ?? 'en' };
}

/** Stores a new token for the signed-in parent (a password change hands one out) and announces it. */
export function renewToken(token: string, storage: Storage = localStorage, events: EventTarget = window): void {
  const session = readSession(storage);
  if (session) signIn(session.user, token, storage, events);
}

/** Records that the signed-in parent's address is verified, so every page shows it at once. */
export function markSessionVerified(storage: Storage = localStorage, events: EventTarget = window): void {
  const session = readSession(storage);
  if (session && !session.user.emailVerified) signIn({ ...session.user, emailVerified: true }, session.token, storage, events);
}

export function signIn(
  user: User,
  token: string,
  storage: Storage = localStorage,
  events: EventTarget = window,
): void {
  storage.setItem(SESSION_KEYS.user, JSON.stringify(user));
  storage.setItem(SESSION_KEYS.isAuthenticated, SIGNED_IN_FLAG);
  storage.setItem(SESSION_KEYS.token, token);
  events.dispatchEvent(new Event(LOGIN_EVENT));
}

/** Every logout clears all three keys: a token left behind would still open the account. */
export function signOut(storage: Storage = localStorage, events: EventTarget = window): void {
  storage.removeItem(SESSION_KEYS.user);
  storage.removeItem(SESSION_KEYS.isAuthenticated);
  storage.removeItem(SESSION_KEYS.token);
  events.dispatchEvent(new Event(LOGIN_EVENT));
}

/**
 * Ends the session only if it is still the one that held `token`, and says whether it did. A
 * session ends once: when several calls made with its token fail together, the first ends it and
 * the rest find it already gone (or replaced by a new login, which they must leave alone).
 */
export function signOutSessionOf(token: string, storage: Storage = localStorage, events: EventTarget = window): boolean {
  if (storage.getItem(SESSION_KEYS.token) !== token) return false;
  signOut(storage, events);
  return true;
}

/** The name the header greets a parent with: the first name, or "User" when there is none. */
export function displayName(user: User, fallback: string): string {
  return user.firstName.trim() || fallback;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

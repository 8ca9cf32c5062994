import { useSyncExternalStore } from 'react';
import { LOGIN_EVENT, SESSION_KEYS } from '#shared/constants.js';
import { readSession, type Session } from './session';
import { storageSubscriber } from './storage-subscriber';

const subscribe = storageSubscriber(LOGIN_EVENT);

/**
 * The current session, re-read when this tab signs in or out (LOGIN_EVENT) and when another tab
 * changes storage (the `storage` event only fires in the other tabs).
 */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSnapshot);
}

// useSyncExternalStore needs the same object back while nothing changed, so the parsed session
// is cached against the raw stored strings it came from.
let cachedRaw: string | undefined;
let cachedSession: Session | null = null;

function getSnapshot(): Session | null {
  const raw = JSON.stringify([
    localStorage.getItem(SESSION_KEYS.user),
    localStorage.getItem(SESSION_KEYS.isAuthenticated),
    localStorage.getItem(SESSION_KEYS.token),
  ]);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = readSession();
  }
  return cachedSession;
}

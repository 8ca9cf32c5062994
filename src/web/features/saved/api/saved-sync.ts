import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LOGIN_EVENT } from '#shared/constants.js';
import { readSession } from '#web/lib/session';
import { SAVED_KINDS, savedKeys } from './saved-keys';

/**
 * Tabs learn of each other's saves through a BroadcastChannel rather than the `storage` event:
 * the lists live on the server, not in localStorage, and faking a storage key only to ring a bell
 * would leave junk in the parent's storage. Session changes already reach every tab through the
 * `storage` event (use-session), and a new user id means new query keys.
 *
 * One channel object per tab both sends and listens: a BroadcastChannel never hears its own
 * messages, so a tab does not refetch what it has just changed itself.
 */
const CHANNEL_NAME = 'careroute:saved-lists';
let channel: BroadcastChannel | null | undefined;

function savedChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  return channel;
}

/** Tells the other open tabs that this parent's saved lists changed. */
export function announceSavedChange(): void {
  savedChannel()?.postMessage('changed');
}

/** Refreshes the saved lists on login (LOGIN_EVENT) and when another tab changed them. */
export function useSavedListsSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Only the lists of whoever is signed in now. The event fires before React re-renders, while
    // the mounted queries still belong to the previous parent (or none): refreshing those would
    // ask for them with the wrong token, or none (a 401), e.g. on every logout.
    const refresh = () => {
      const userId = readSession()?.user.id;
      if (!userId) return;
      for (const kind of SAVED_KINDS) void queryClient.invalidateQueries({ queryKey: savedKeys.list(kind, userId) });
    };
    const tabs = savedChannel();
    window.addEventListener(LOGIN_EVENT, refresh);
    tabs?.addEventListener('message', refresh);
    return () => {
      window.removeEventListener(LOGIN_EVENT, refresh);
      tabs?.removeEventListener('message', refresh);
    };
  }, [queryClient]);
}

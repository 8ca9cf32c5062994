import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '#shared/messages.js';
import { useToast } from '#web/components/ui/toast';
import { loginPathReturningTo } from '#web/lib/safe-next-path';
import { setSessionExpiredHandler } from '#web/lib/api-client';

/**
 * Tells the API client what a parent sees when their session expires (the client calls this once
 * per session, however many calls answer 401): the client has already cleared the session; here
 * we drop cached data, say so, and go to the login page, which brings the parent back to the page
 * they were on, query and all.
 */
export function SessionExpiryHandler() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const showToast = useToast();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      setSessionExpiredHandler(() => {
        queryClient.clear();
        showToast(messages.auth.sessionExpired, 'error');
        void navigate(loginPathReturningTo(pathname + search));
      }),
    [navigate, pathname, search, showToast, queryClient],
  );

  return null;
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { messages } from '../../shared/messages.js';
import { useToast } from '../components/ui/toast';
import { setSessionExpiredHandler } from '../lib/api-client';

/**
 * Tells the API client what a parent sees when an authorised call answers 401: the client has
 * already cleared the session; here we drop cached data, say so, and go to the login page.
 */
export function SessionExpiryHandler() {
  const navigate = useNavigate();
  const showToast = useToast();
  const queryClient = useQueryClient();

  useEffect(
    () =>
      setSessionExpiredHandler(() => {
        queryClient.clear();
        showToast(messages.auth.sessionExpired, 'error');
        void navigate('/login');
      }),
    [navigate, showToast, queryClient],
  );

  return null;
}

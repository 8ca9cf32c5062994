import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '#web/components/ui/toast';
import { loginPathReturningTo } from '#web/lib/safe-next-path';

/** Says why ("Please login to save daycares") and goes to log in, then back here. */
export function useAskToLogIn(): (reason: string) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const showToast = useToast();
  return useCallback(
    (reason: string) => {
      showToast(reason, 'info');
      void navigate(loginPathReturningTo(pathname + search));
    },
    [navigate, pathname, search, showToast],
  );
}

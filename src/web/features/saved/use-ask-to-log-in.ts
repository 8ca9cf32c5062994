import type { MessageDescriptor } from '@lingui/core';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '#web/components/ui/toast';
import { usePageLanguage } from '#web/lib/i18n';
import { loginPathReturningTo } from '#web/lib/safe-next-path';

/** Says why ("Please login to save daycares") and goes to log in, then back here. */
export function useAskToLogIn(): (reason: MessageDescriptor) => void {
  const { _ } = usePageLanguage();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const showToast = useToast();
  return useCallback(
    (reason: MessageDescriptor) => {
      showToast(_(reason), 'info');
      void navigate(loginPathReturningTo(pathname + search));
    },
    [_, navigate, pathname, search, showToast],
  );
}

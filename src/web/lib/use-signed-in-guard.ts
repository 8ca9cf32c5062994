import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signOut, type Session } from './session';
import { useSession } from './use-session';
import { loginPathReturningTo } from './safe-next-path';
import { isUsableSession } from './token-shape';

export type SignedInAccess =
  | { status: 'allowed'; session: Session }
  /** Entered without a usable session: being sent to log in. */
  | { status: 'redirecting' }
  /** Signed out while here (Logout, an expired session, another tab). */
  | { status: 'signed-out' };

/**
 * The guard of the pages that need an account (profile, provider dashboard, claim form, operator
 * page): arriving without all three session keys, or with a token that is not three parts holding
 * a userId, clears the session and goes to /login (and back here afterwards).
 *
 * Only the arrival is judged. Signing out while on the page already navigates somewhere (home for
 * Logout, /login for an expired session); a second redirect from here would race and override it.
 */
export function useSignedInGuard(): SignedInAccess {
  const session = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // Where to come back to: the arrival address, fixed like the verdict itself.
  const [returnTo] = useState(pathname + search);
  const usable = isUsableSession(session);
  const [arrivedSignedIn] = useState(usable);

  useEffect(() => {
    if (arrivedSignedIn) return;
    signOut();
    void navigate(loginPathReturningTo(returnTo), { replace: true });
  }, [arrivedSignedIn, navigate, returnTo]);

  if (!arrivedSignedIn) return { status: 'redirecting' };
  return usable ? { status: 'allowed', session } : { status: 'signed-out' };
}

import { useSession } from '#web/lib/use-session';
import { isUsableSession } from '#web/lib/token-shape';

/**
 * The id whose saved lists this tab may fetch and change, or null when signed out. A stored token
 * that cannot be a session token counts as signed out: requests with it could only fail, and
 * their 401 would race the profile guard's own redirect to the login page.
 */
export function useSignedInUserId(): string | null {
  const session = useSession();
  return isUsableSession(session) ? session.user.id : null;
}

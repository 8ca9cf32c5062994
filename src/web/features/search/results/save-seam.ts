import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { messages } from '../../../../shared/messages.js';
import type { SearchResult } from '../../../../shared/schemas/search.js';
import { useToast } from '../../../components/ui/toast';
import { useSession } from '../../../lib/use-session';

/**
 * Where saving plugs in. The results page takes these as props; the saving issue (5) passes the
 * parent's saved ids and the two callbacks. Until it does, signed-in parents see no save buttons
 * (nothing would happen), while visitors are sent to log in as the spec asks.
 */
export interface SaveSeam {
  /** Programs the signed-in parent has saved: their markers are hearts and their buttons say Remove. */
  savedIds: ReadonlySet<string>;
  /** Saves or removes one program. */
  onToggleSave?: (result: SearchResult) => void;
  /** Saves the route currently shown. */
  onSaveRoute?: (route: { start: string; end: string }) => void;
}

export const NOTHING_SAVED: ReadonlySet<string> = new Set();

/** The save buttons' behaviour for who is looking: visitors log in first and come back here. */
export function useSaveControls({ savedIds, onToggleSave, onSaveRoute }: SaveSeam) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const showToast = useToast();

  // One stable object per situation, so the memoised list items and markers skip re-rendering.
  return useMemo(() => {
    function logInFirst(text: string) {
      showToast(text, 'info');
      void navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
    }
    return {
      savedIds,
      canSave: !session || onToggleSave !== undefined,
      toggleSave(result: SearchResult) {
        if (!session) logInFirst(messages.validation.loginToSave);
        else onToggleSave?.(result);
      },
      canSaveRoute: !session || onSaveRoute !== undefined,
      saveRoute(route: { start: string; end: string }) {
        if (!route.start || !route.end) showToast(messages.validation.bothAddresses, 'error');
        else if (!session) logInFirst(messages.validation.loginToSaveRoute);
        else onSaveRoute?.(route);
      },
    };
  }, [savedIds, onToggleSave, onSaveRoute, session, navigate, location.pathname, location.search, showToast]);
}

export type SaveControls = ReturnType<typeof useSaveControls>;

import { useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SearchResult } from '#shared/schemas/search.js';
import { useToast } from '#web/components/ui/toast';
import type { DayPlanState } from '#web/lib/day-plan-params';
import { accountTexts } from '#web/lib/account-texts';
import { usePageLanguage } from '#web/lib/i18n';
import { useSession } from '#web/lib/use-session';
import { searchFormTexts } from '../home/search-form-texts';

/** A route to save, with how many daycares its search found when it is the route on screen. */
export interface RouteToSave {
  start: string;
  end: string;
  daycareCount: number | null;
  /** The parent's day set in the form, kept with the route (docs/decisions/0026). */
  plan?: DayPlanState;
}

/**
 * Where saving plugs in: the app passes the parent's saved ids and the two callbacks, so the
 * search feature knows nothing of the saved lists. Without a callback a signed-in parent sees no
 * button for it (nothing would happen), while visitors are sent to log in.
 */
export interface SaveSeam {
  /** Programs the signed-in parent has saved: their markers are hearts and their buttons say Remove. */
  savedIds: ReadonlySet<string>;
  /** Saves or removes one program. */
  onToggleSave?: (result: SearchResult) => void;
  /** Saves a route. */
  onSaveRoute?: (route: RouteToSave) => void;
  /** What a nearby search offers under its form for the place searched (the alerts' "near here"), from the app. */
  placeExtra?: (place: { label: string; lat: number; lng: number; radiusMeters: number }) => ReactNode;
}

export const NOTHING_SAVED: ReadonlySet<string> = new Set();

interface SavePage {
  /** The route whose results are on screen and their count, once they have loaded. */
  shownRoute: RouteToSave | null;
  /** Shows a problem with what the parent asked to save where the page shows its problems. */
  onProblem: (text: string) => void;
}

const sameEnds = (a: { start: string; end: string }, b: { start: string; end: string }) => a.start === b.start && a.end === b.end;

/** The save buttons' behaviour for who is looking: visitors log in first and come back here. */
export function useSaveControls({ savedIds, onToggleSave, onSaveRoute }: SaveSeam, { shownRoute, onProblem }: SavePage) {
  const { _ } = usePageLanguage();
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
        if (!session) logInFirst(_(accountTexts.loginToSave));
        else onToggleSave?.(result);
      },
      canSaveRoute: !session || onSaveRoute !== undefined,
      /** Saves the ends in the form; the count is kept only when they are the route shown. */
      saveRoute(route: { start: string; end: string; plan?: DayPlanState }) {
        if (!route.start || !route.end) onProblem(_(searchFormTexts.bothAddresses));
        else if (!session) logInFirst(_(accountTexts.loginToSaveRoute));
        else onSaveRoute?.({ ...route, daycareCount: shownRoute && sameEnds(shownRoute, route) ? shownRoute.daycareCount : null });
      },
    };
  }, [_, savedIds, onToggleSave, onSaveRoute, shownRoute, onProblem, session, navigate, location.pathname, location.search, showToast]);
}

export type SaveControls = ReturnType<typeof useSaveControls>;

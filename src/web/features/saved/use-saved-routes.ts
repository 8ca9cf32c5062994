import { useCallback } from 'react';
import { usePageLanguage } from '#web/lib/i18n';
import { savedTexts } from './saved-texts';
import { accountTexts } from '#web/lib/account-texts';
import type { RouteTravelMode, SavedRoute } from '#shared/schemas/saved.js';
import { useToast } from '#web/components/ui/toast';
import { savedRoutesApi } from './api/saved-routes';
import { isSameRoute } from './saved-list-updates';
import { useAskToLogIn } from './use-ask-to-log-in';
import { dayPlanParams, type DayPlanState } from '#web/lib/day-plan-params';
import type { SavedList } from '#web/lib/saved-list';
import { useSavedList } from './use-saved-list';

/** The parent's saved routes, for the header and the profile. */
export function useSavedRoutes(): SavedList<SavedRoute> {
  return useSavedList(savedRoutesApi);
}

export interface RouteToSave {
  origin: string;
  destination: string;
  /** DRIVING when not given, as the API defaults. */
  travelMode?: RouteTravelMode;
  /** How many daycares the search found along it, shown in the saved list. */
  daycareCount?: number | null;
  /** The parent's day set with it: kept when it has a time or days other than the working week. */
  plan?: DayPlanState;
}

/**
 * Save Route on the results page: both addresses are needed, and a parent who is signed out is
 * asked to log in and brought back. A route already in the list is not sent again (the server
 * would answer 409 all the same). The outcome is a toast.
 */
export function useSaveRoute(): { saveRoute: (route: RouteToSave) => void; isSaving: boolean } {
  const { userId, records: saved } = useSavedList(savedRoutesApi);
  const { mutate, isPending } = savedRoutesApi.useSaveMutation();
  const askToLogIn = useAskToLogIn();
  const showToast = useToast();
  const { _ } = usePageLanguage();

  const saveRoute = useCallback(
    ({ origin, destination, travelMode = 'DRIVING', daycareCount = null, plan }: RouteToSave) => {
      const kept = plan && dayPlanParams(plan).length > 0 ? { plan: { departAt: plan.departAt, arriveBy: plan.arriveBy, returnAt: plan.returnAt, days: [...plan.days] } } : {};
      const request = { origin: origin.trim(), destination: destination.trim(), waypoints: [], travelMode, daycareCount, ...kept };
      if (!request.origin || !request.destination) showToast(_(savedTexts.bothAddresses), 'error');
      else if (!userId) askToLogIn(accountTexts.loginToSaveRoute);
      else if (saved.some((route) => isSameRoute(route, request))) showToast(_(savedTexts.routeAlreadySaved), 'info');
      else mutate({ userId, request });
    },
    [userId, saved, askToLogIn, mutate, showToast, _],
  );
  return { saveRoute, isSaving: isPending };
}

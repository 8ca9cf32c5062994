import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { messages } from '../../../shared/messages.js';
import type { RouteTravelMode, SavedRoute } from '../../../shared/schemas/saved.js';
import { useToast } from '../../components/ui/toast';
import { savedRoutesQueryOptions, useRemoveRouteMutation, useSaveRouteMutation } from './api/saved-routes';
import { isPlaceholder, isSameRoute } from './saved-list-updates';
import { useAskToLogIn } from './use-ask-to-log-in';
import { useSignedInUserId } from './use-signed-in-user-id';

const NONE: readonly SavedRoute[] = [];

export interface SavedRoutes {
  /** The signed-in parent's saved routes, newest first; empty when signed out or still loading. */
  routes: readonly SavedRoute[];
  remove: (route: SavedRoute) => void;
  isLoading: boolean;
  isError: boolean;
  refetch: () => void;
}

/** The parent's saved routes, for the header and the profile. */
export function useSavedRoutes(): SavedRoutes {
  const userId = useSignedInUserId();
  const query = useQuery(savedRoutesQueryOptions(userId));
  const { mutate: unsave } = useRemoveRouteMutation();
  const routes = (userId && query.data) || NONE;

  const remove = useCallback(
    (route: SavedRoute) => {
      if (userId && !isPlaceholder(route)) unsave({ userId, route });
    },
    [userId, unsave],
  );
  const { refetch: refetchQuery } = query;
  const refetch = useCallback(() => void refetchQuery(), [refetchQuery]);

  return { routes, remove, isLoading: userId !== null && query.isPending, isError: query.isError, refetch };
}

export interface RouteToSave {
  origin: string;
  destination: string;
  /** DRIVING when not given, as the API defaults. */
  travelMode?: RouteTravelMode;
  /** How many daycares the search found along it, shown in the saved list. */
  daycareCount?: number | null;
}

/**
 * Save Route on the results page: both addresses are needed, and a parent who is signed out is
 * asked to log in and brought back. A route already in the list is not sent again (the server
 * would answer 409 all the same). The outcome is a toast.
 */
export function useSaveRoute(): { saveRoute: (route: RouteToSave) => void; isSaving: boolean } {
  const userId = useSignedInUserId();
  const { data: saved } = useQuery(savedRoutesQueryOptions(userId));
  const { mutate, isPending } = useSaveRouteMutation();
  const askToLogIn = useAskToLogIn();
  const showToast = useToast();

  const saveRoute = useCallback(
    ({ origin, destination, travelMode = 'DRIVING', daycareCount = null }: RouteToSave) => {
      const request = { origin: origin.trim(), destination: destination.trim(), waypoints: [], travelMode, daycareCount };
      if (!request.origin || !request.destination) showToast(messages.validation.bothAddresses, 'error');
      else if (!userId) askToLogIn(messages.validation.loginToSaveRoute);
      else if (saved?.some((route) => isSameRoute(route, request))) showToast(messages.saved.routeAlreadySaved, 'info');
      else mutate({ userId, request });
    },
    [userId, saved, askToLogIn, mutate, showToast],
  );
  return { saveRoute, isSaving: isPending };
}

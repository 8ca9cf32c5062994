import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.js';
import type { RouteSearchResult, SearchResult } from '../../../../shared/schemas/search.js';
import { errorText } from '../../../lib/api-client';
import type { MapPlace } from '../../map/map-types';
import { nearbySearchQueryOptions } from '../api/nearby-search';
import { routeSearchQueryOptions } from '../api/route-search';
import type { ServerFilters } from '../api/search-query-params';
import type { ResultsUrlState } from '../results-url';

/** A program in the list: route searches add the detour and the distance off the route. */
export type ListedResult = SearchResult & Partial<Pick<RouteSearchResult, 'detourSeconds' | 'distanceFromRouteMeters'>>;

export interface ResultsView {
  /** The spec's text when the URL lacks an address; no request is made then. */
  validation: string | null;
  /** The server's (or the generic) error text. */
  error: string | null;
  /** First answer still on its way: skeleton rows. */
  loading: boolean;
  /** Any request in flight, including a refresh over results already shown. */
  busy: boolean;
  results: readonly ListedResult[];
  total: number;
  route?: { polyline: string; start: MapPlace; end: MapPlace; approximate: boolean };
  origin?: MapPlace;
  /** Identifies the answer shown, so the map refits only when it changes. */
  viewKey: string;
}

function validationOf(state: ResultsUrlState): string | null {
  if (state.mode === 'route') return state.start && state.end ? null : messages.validation.bothAddressesResults;
  return state.location ? null : messages.validation.locationRequired;
}

const place = ({ lat, lng, formattedAddress }: { lat: number; lng: number; formattedAddress: string }): MapPlace => ({
  lat,
  lng,
  label: formattedAddress,
});

/** Which programs an answer holds: a refreshed identical answer keeps the map where the parent moved it. */
const idsOf = (results: readonly SearchResult[]) => results.map((result) => result.id).join();

/** Runs the search the URL asks for and shapes either answer for the list and the map. */
export function useResults(state: ResultsUrlState, asked: boolean): ResultsView {
  const validation = asked ? validationOf(state) : null;
  const { type, keyword, ageGroup, subsidy } = state.filters;
  const filters: ServerFilters = { type, keyword, ageGroup, subsidy };
  const runs = asked && !validation;
  // Both hooks always run (rules of hooks); only the one for this mode is enabled. Previous
  // results stay on screen while a changed filter loads, so the page does not jump.
  const routeSearch = useQuery({
    ...routeSearchQueryOptions(state.mode === 'route' ? state.start : '', state.mode === 'route' ? state.end : '', filters),
    enabled: runs && state.mode === 'route',
    placeholderData: keepPreviousData,
  });
  const nearbySearch = useQuery({
    ...nearbySearchQueryOptions(state.mode === 'search' ? state.location : '', filters),
    enabled: runs && state.mode === 'search',
    placeholderData: keepPreviousData,
  });

  const base = { validation, results: [], total: 0, viewKey: '', loading: false, busy: false, error: null };
  if (!runs) return base;
  const search = state.mode === 'route' ? routeSearch : nearbySearch;
  const common = {
    ...base,
    error: search.isError ? errorText(search.error, messages.maps.genericSearchError) : null,
    loading: search.isPending,
    busy: search.isFetching,
  };
  if (state.mode === 'route' && routeSearch.data) {
    const { data } = routeSearch;
    return {
      ...common,
      results: data.daycares,
      total: data.total,
      route: { polyline: data.route.polyline, start: place(data.start), end: place(data.end), approximate: data.route.approximate },
      viewKey: `${data.route.polyline}|${idsOf(data.daycares)}`,
    };
  }
  if (state.mode === 'search' && nearbySearch.data) {
    const { data } = nearbySearch;
    return {
      ...common,
      results: data.daycares,
      total: data.total,
      origin: place(data.origin),
      viewKey: `${data.origin.lat},${data.origin.lng}|${idsOf(data.daycares)}`,
    };
  }
  return common;
}

import { keepPreviousData, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { RouteSearchResult, SearchResult } from '#shared/schemas/search.js';
import { ApiError, errorText } from '#web/lib/api-client';
import { usePageLanguage, type Translate } from '#web/lib/i18n';
import type { MapPlace } from '../map/map-types';
import { nearbySearchQueryOptions } from '../api/nearby-search';
import { routeSearchQueryOptions } from '../api/route-search';
import type { ResultsUrlState } from '../results-url';
import { searchFormTexts } from '../home/search-form-texts';
import { placeNotes } from './place-notes';
import { resultsTexts } from './results-texts';

/** A program in the list: route searches add the detour and the distance off the route. */
export type ListedResult = SearchResult & Partial<Pick<RouteSearchResult, 'detourSeconds' | 'distanceFromRouteMeters' | 'morning' | 'evening'>>;

/** The next page of the same search, for "Show more". */
export interface MoreResults {
  available: boolean;
  loading: boolean;
  load: () => void;
}

export interface ResultsView {
  /** What to fix when the URL lacks an address; no request is made then. */
  validation: string | null;
  /** The server's (or the generic) error text. */
  error: string | null;
  /** First answer still on its way: skeleton rows. */
  loading: boolean;
  /** A new search in flight over results already shown (not a further page). */
  busy: boolean;
  /** Every page loaded so far, in the server's order. */
  results: readonly ListedResult[];
  total: number;
  more: MoreResults;
  route?: { polyline: string; start: MapPlace; end: MapPlace; approximate: boolean };
  origin?: MapPlace;
  /** Searched places found only in part: what is shown and what was not recognised. */
  placeNotes: readonly string[];
  /** Identifies the answer shown (its first page), so the map refits only when it changes. */
  viewKey: string;
  /** The day's times were asked for and are the offline model's estimates (docs/decisions/0026). */
  planEstimated: boolean;
}

function validationOf(state: ResultsUrlState, _: Translate): string | null {
  if (state.mode === 'route') return state.start && state.end ? null : _(resultsTexts.bothAddresses);
  return state.location ? null : _(searchFormTexts.locationRequired);
}

const place = ({ lat, lng, formattedAddress }: { lat: number; lng: number; formattedAddress: string }): MapPlace => ({
  lat,
  lng,
  label: formattedAddress,
});

/** Which programs an answer holds: a refreshed identical answer keeps the map where the parent moved it. */
const idsOf = (results: readonly SearchResult[]) => results.map((result) => result.id).join();

/**
 * A failed search says the server's reason (an address it could not find, a busy map service);
 * when no answer came at all, the search's own generic text, not the sign-in forms' network text.
 */
function searchErrorText(error: Error, _: Translate): string {
  const answered = !(error instanceof ApiError && error.status === 0);
  return answered ? errorText(error, _(resultsTexts.searchFailed)) : _(resultsTexts.searchFailed);
}

const NO_MORE: MoreResults = { available: false, loading: false, load: () => {} };

/**
 * What is made of an answer, made once per answer and kept while it lives: the page renders on
 * every hover, and the list and the map below tell a new answer from a new render by these.
 */
function oncePerAnswer<Answer extends object, Made>(made: WeakMap<object, Made>, answer: Answer, make: (answer: Answer) => Made): Made {
  let kept = made.get(answer);
  if (kept === undefined) {
    kept = make(answer);
    made.set(answer, kept);
  }
  return kept;
}

const flattened = new WeakMap<object, readonly ListedResult[]>();

/** The list's programs and "Show more" of a paged answer; its first page carries what they share. */
function paged<Page extends { total: number; daycares: ListedResult[] }>(data: InfiniteData<Page>) {
  const first = data.pages[0]!;
  const results = oncePerAnswer(flattened, data, ({ pages }) => pages.flatMap((page) => page.daycares));
  return { first, results, total: first.total };
}

type MapShapes = Pick<ResultsView, 'route' | 'origin'>;
/**
 * What the map draws of an answer (the route and its ends, or the searched place): made again on
 * every render, it had Leaflet redraw the route and place its ends anew on each hover.
 */
const mapShapes = new WeakMap<object, MapShapes>();

/** Runs the search the URL asks for and shapes either answer for the list and the map. */
export function useResults(state: ResultsUrlState, asked: boolean): ResultsView {
  const { _ } = usePageLanguage();
  const validation = asked ? validationOf(state, _) : null;
  const runs = asked && !validation;
  // Both hooks always run (rules of hooks); only the one for this mode is enabled. Previous
  // results stay on screen while a changed filter or sort loads, so the page does not jump.
  const routeSearch = useInfiniteQuery({
    ...routeSearchQueryOptions(
      state.mode === 'route' ? state.start : '',
      state.mode === 'route' ? state.end : '',
      state.filters,
      state.mode === 'route' ? state.plan : undefined,
    ),
    enabled: runs && state.mode === 'route',
    placeholderData: keepPreviousData,
  });
  const nearbySearch = useInfiniteQuery({
    ...nearbySearchQueryOptions(state.mode === 'search' ? state.location : '', state.filters),
    enabled: runs && state.mode === 'search',
    placeholderData: keepPreviousData,
  });

  const base = {
    validation,
    results: [],
    total: 0,
    more: NO_MORE,
    viewKey: '',
    placeNotes: [],
    loading: false,
    busy: false,
    error: null,
    planEstimated: false,
  };
  if (!runs) return base;
  const search = state.mode === 'route' ? routeSearch : nearbySearch;
  const common = {
    ...base,
    error: search.isError ? searchErrorText(search.error, _) : null,
    loading: search.isPending,
    busy: search.isFetching && !search.isFetchingNextPage,
    more: {
      available: search.hasNextPage && !search.isPlaceholderData,
      loading: search.isFetchingNextPage,
      load: () => void search.fetchNextPage(),
    },
  };
  if (state.mode === 'route' && routeSearch.data) {
    const { first, results, total } = paged(routeSearch.data);
    return {
      ...common,
      results,
      total,
      ...oncePerAnswer(mapShapes, first, ({ route, start, end }): MapShapes => ({
        route: { polyline: route.polyline, start: place(start), end: place(end), approximate: route.approximate },
      })),
      placeNotes: placeNotes([first.start, first.end], _),
      viewKey: `${first.route.polyline}|${idsOf(first.daycares)}`,
      planEstimated: first.plan.estimated && Boolean(first.plan.departAt ?? first.plan.arriveBy ?? first.plan.returnAt),
    };
  }
  if (state.mode === 'search' && nearbySearch.data) {
    const { first, results, total } = paged(nearbySearch.data);
    return {
      ...common,
      results,
      total,
      ...oncePerAnswer(mapShapes, first, ({ origin }): MapShapes => ({ origin: place(origin) })),
      placeNotes: placeNotes([first.origin], _),
      viewKey: `${first.origin.lat},${first.origin.lng}|${idsOf(first.daycares)}`,
    };
  }
  return common;
}

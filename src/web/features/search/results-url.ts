// Home builds these URLs: only types come from the search contract, which must stay out of its
// first download (the schemas load with the results page's answers).
import { SORT_OPTIONS, type ChildcareCategory } from '#shared/constants.js';
import type { MessageDescriptor } from '@lingui/core';
import type { AgeGroup } from '#shared/schemas/catalogue.js';
import type { LanguageCode, Schedule } from '#shared/schemas/listing.js';
import type { SortOption } from '#shared/schemas/search.js';
import { dayPlanParams, type DayPlanState } from '#web/lib/day-plan-params';
import { searchFormTexts } from './home/search-form-texts';

const RESULTS_PATH = '/route-results';

/**
 * The search mode's `search` word when no type is chosen: every search-mode URL carries one, and
 * this one means "any kind of childcare". A chosen type travels as `type` (docs/decisions/0015).
 */
export const DEFAULT_SEARCH_TERM = 'daycare';

/**
 * The orders the page offers. Price comes with provider listings; the Set keeps it once when the
 * contract's SORT_OPTIONS lists it too.
 */
export const RESULT_SORTS: readonly ResultSort[] = [...new Set<ResultSort>([...SORT_OPTIONS, 'price'])];
/** A route also sorts by the detour of both legs of the day (docs/decisions/0026). */
export const ROUTE_RESULT_SORTS: readonly ResultSort[] = [...RESULT_SORTS, 'totalDetour'];
export type ResultSort = SortOption | 'price' | 'totalDetour';

/** The parent's day on a route search, and whether to keep only the programs that fit it. */
export interface RoutePlan extends DayPlanState {
  fits: boolean;
}

export interface ResultFilters {
  type: ChildcareCategory | null;
  keyword: string;
  ageGroup: AgeGroup | null;
  subsidy: boolean;
  sort: ResultSort;
  /** Fresh open seats for this age group. */
  openings: AgeGroup | null;
  /** Whole dollars; weekly prices count at 52/12 weeks a month. */
  maxMonthlyTuition: number | null;
  /** "HH:MM": open at or before this time on every working day. */
  openBy: string | null;
  /** "HH:MM": open until at least this time on every working day. */
  openUntil: string | null;
  language: LanguageCode | null;
  schedule: Schedule | null;
}

export type ResultsUrlState =
  /** `plan` is absent when the URL gives no part of the day. */
  | { mode: 'route'; start: string; end: string; filters: ResultFilters; plan?: RoutePlan }
  | { mode: 'search'; location: string; filters: ResultFilters };

export const DEFAULT_FILTERS: ResultFilters = {
  type: null,
  keyword: '',
  ageGroup: null,
  subsidy: false,
  sort: 'relevance',
  openings: null,
  maxMonthlyTuition: null,
  openBy: null,
  openUntil: null,
  language: null,
  schedule: null,
};

/**
 * The one place filters become query parameters, for the page's URL and for the search API alike
 * (the API takes the same names). Defaults are left out, so shared links stay short and readable.
 */
export function filterParams(filters: ResultFilters): URLSearchParams {
  const params = new URLSearchParams();
  const { type, keyword, ageGroup, subsidy, sort, openings, maxMonthlyTuition, openBy, openUntil, language, schedule } = filters;
  if (type) params.set('type', type);
  if (keyword) params.set('keyword', keyword);
  if (ageGroup) params.set('ageGroup', ageGroup);
  if (subsidy) params.set('subsidy', 'true');
  if (openings) params.set('openings', openings);
  if (maxMonthlyTuition !== null) params.set('maxMonthlyTuition', String(maxMonthlyTuition));
  if (openBy) params.set('openBy', openBy);
  if (openUntil) params.set('openUntil', openUntil);
  if (language) params.set('language', language);
  if (schedule) params.set('schedule', schedule);
  if (sort !== DEFAULT_FILTERS.sort) params.set('sort', sort);
  return params;
}

/** The plan's query parameters, for the page's URL and the route search API alike. */
export function routePlanParams(plan: RoutePlan | undefined): [string, string][] {
  if (!plan) return [];
  const params = dayPlanParams(plan);
  if (plan.fits) params.push(['fits', 'true']);
  return params;
}

/** The results page's heading (and document title) for the search its URL describes. */
export const resultsTitle = (state: ResultsUrlState): MessageDescriptor =>
  state.mode === 'route' ? searchFormTexts.resultsTitles.route : searchFormTexts.resultsTitles.search;

/** The URL of a results state; defaults are left out so shared links stay short and readable. */
export function resultsUrl(state: ResultsUrlState): string {
  const params = new URLSearchParams();
  if (state.mode === 'route') {
    params.set('start', state.start);
    params.set('end', state.end);
    for (const [key, value] of routePlanParams(state.plan)) params.set(key, value);
  } else {
    params.set('search', DEFAULT_SEARCH_TERM);
    params.set('location', state.location);
  }
  for (const [key, value] of filterParams(state.filters)) params.set(key, value);
  return `${RESULTS_PATH}?${params.toString()}`;
}

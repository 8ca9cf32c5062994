import { AGE_GROUPS, CHILDCARE_CATEGORIES, isOneOf, LANGUAGES, SCHEDULES } from '#shared/constants.js';
import { parseDayPlan } from '#web/lib/day-plan-params';
import { DEFAULT_SEARCH_TERM, RESULT_SORTS, ROUTE_RESULT_SORTS, type ResultFilters, type ResultsUrlState } from './results-url';

/** The query names of the parent's day: any of them makes the route state carry a plan. */
const PLAN_KEYS = ['departAt', 'arriveBy', 'returnAt', 'days', 'fits'];

/** The URL's value when it is one of the words allowed, else null. */
const wordIn = <T extends string>(options: readonly T[], value: string | null): T | null => (isOneOf(options, value) ? value : null);

/** "HH:MM" on a 24-hour clock, else null. */
const clockTime = (value: string | null): string | null => (value && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? value : null);

/** A whole number of dollars above zero, else null. */
const dollars = (value: string | null): number | null => (value && /^[1-9]\d{0,6}$/.test(value) ? Number(value) : null);

/**
 * `search=preschool&location=...` asks for preschools: the search word is the type, unless it is the
 * default word, which means any kind of childcare (docs/decisions/0015). `type=` wins when both are given.
 */
function typeSearchedFor(search: string | null): ResultFilters['type'] {
  const word = search?.trim().toLowerCase() ?? null;
  return word === DEFAULT_SEARCH_TERM ? null : wordIn(CHILDCARE_CATEGORIES, word);
}

/**
 * Reads the results page's state from its URL, which is the state (shareable, and Back works).
 * Route mode has start/end; search mode has search/location; anything unknown falls back to
 * its default rather than failing, since people edit and paste URLs.
 */
export function parseResultsUrl(params: URLSearchParams): ResultsUrlState {
  const isSearch = !params.has('start') && !params.has('end') && (params.has('search') || params.has('location'));
  const filters: ResultFilters = {
    type: wordIn(CHILDCARE_CATEGORIES, params.get('type')) ?? typeSearchedFor(params.get('search')),
    keyword: params.get('keyword')?.trim() ?? '',
    ageGroup: wordIn(AGE_GROUPS, params.get('ageGroup')),
    subsidy: params.get('subsidy') === 'true',
    sort: wordIn(isSearch ? RESULT_SORTS : ROUTE_RESULT_SORTS, params.get('sort')) ?? 'relevance',
    openings: wordIn(AGE_GROUPS, params.get('openings')),
    maxMonthlyTuition: dollars(params.get('maxMonthlyTuition')),
    openBy: clockTime(params.get('openBy')),
    openUntil: clockTime(params.get('openUntil')),
    language: wordIn(LANGUAGES, params.get('language')),
    schedule: wordIn(SCHEDULES, params.get('schedule')),
  };
  if (isSearch) {
    return { mode: 'search', location: params.get('location')?.trim() ?? '', filters };
  }
  const route = { mode: 'route' as const, start: params.get('start')?.trim() ?? '', end: params.get('end')?.trim() ?? '', filters };
  return PLAN_KEYS.some((key) => params.has(key)) ? { ...route, plan: { ...parseDayPlan(params), fits: params.get('fits') === 'true' } } : route;
}

/** True when the URL asks for a search at all: a bare /route-results is an empty form, not an error. */
export function asksForSearch(params: URLSearchParams): boolean {
  return ['start', 'end', 'search', 'location'].some((key) => params.has(key));
}

import { WEEKDAYS, WORKING_DAYS } from '#shared/constants.js';

type Weekday = (typeof WEEKDAYS)[number];

/**
 * The parent's day around a route (docs/decisions/0026): when they leave home or must be at work,
 * when they leave work, and on which days. Shared by the results page and a saved route's link.
 */
export interface DayPlanState {
  departAt: string | null;
  arriveBy: string | null;
  returnAt: string | null;
  /** In week order; the working days unless the parent chose others. */
  days: readonly Weekday[];
}

export const DEFAULT_DAY_PLAN: DayPlanState = { departAt: null, arriveBy: null, returnAt: null, days: WORKING_DAYS };

export const isWorkingWeek = (days: readonly Weekday[]) => days.length === WORKING_DAYS.length && WORKING_DAYS.every((day) => days.includes(day));

/** True when the parent gave a morning or an evening time: only then do the legs have times. */
export const hasPlanTimes = (plan: DayPlanState) => Boolean(plan.departAt ?? plan.arriveBy ?? plan.returnAt);

/**
 * The one place a day plan becomes query parameters, for the page's URL, the search API (which
 * takes the same names) and a saved route's link. The working days are the default and left out.
 */
export function dayPlanParams(plan: DayPlanState): [string, string][] {
  const params: [string, string][] = [];
  if (plan.departAt) params.push(['departAt', plan.departAt]);
  else if (plan.arriveBy) params.push(['arriveBy', plan.arriveBy]);
  if (plan.returnAt) params.push(['returnAt', plan.returnAt]);
  if (plan.days.length > 0 && !isWorkingWeek(plan.days)) params.push(['days', plan.days.join(',')]);
  return params;
}

const clockTime = (value: string | null): string | null => (value && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? value : null);

/** The plan a URL describes; anything unreadable falls back to its default, as pasted links do. */
export function parseDayPlan(params: URLSearchParams): DayPlanState {
  const departAt = clockTime(params.get('departAt'));
  const listed = new Set((params.get('days') ?? '').split(',').map((day) => day.trim().toLowerCase()));
  const days = WEEKDAYS.filter((day) => listed.has(day));
  return {
    departAt,
    // Both given: leaving home wins, as the search would refuse the pair.
    arriveBy: departAt ? null : clockTime(params.get('arriveBy')),
    returnAt: clockTime(params.get('returnAt')),
    days: days.length > 0 ? days : WORKING_DAYS,
  };
}

import { describe, expect, it } from 'vitest';
import { DEFAULT_DAY_PLAN, dayPlanParams, hasPlanTimes, parseDayPlan } from './day-plan-params';
import { planSummary } from './day-plan-summary';

describe('the day plan as query parameters', () => {
  it('writes only what differs from the default, and reads it back', () => {
    expect(dayPlanParams(DEFAULT_DAY_PLAN)).toEqual([]);
    const plan = { departAt: '07:45', arriveBy: null, returnAt: '17:00', days: ['mon', 'sat'] as const };
    expect(dayPlanParams(plan)).toEqual([
      ['departAt', '07:45'],
      ['returnAt', '17:00'],
      ['days', 'mon,sat'],
    ]);
    expect(parseDayPlan(new URLSearchParams(dayPlanParams(plan)))).toEqual(plan);
  });

  it('falls back to the default for what it cannot read', () => {
    expect(parseDayPlan(new URLSearchParams('departAt=7:45&returnAt=25:00&days=someday'))).toEqual(DEFAULT_DAY_PLAN);
    expect(hasPlanTimes(DEFAULT_DAY_PLAN)).toBe(false);
  });

  it('sums the plan up in one line', () => {
    expect(planSummary({ departAt: '07:45', arriveBy: null, returnAt: '17:00', days: ['mon', 'tue', 'wed', 'thu', 'fri'] })).toBe(
      'Leave 7:45 AM · Leave work 5:00 PM · Mon–Fri',
    );
    expect(planSummary({ departAt: null, arriveBy: '09:00', returnAt: null, days: ['sat', 'sun'] })).toBe('At work by 9:00 AM · Sat, Sun');
  });
});

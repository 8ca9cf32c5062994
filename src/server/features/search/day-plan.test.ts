import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS, WORKING_DAYS } from '#shared/constants.js';
import type { WeekHours } from '#shared/schemas/listing.js';
import { clockOf, detourSeconds, fitsPlan, minutesOf, planLegs, type DayPlan, type LegDurations } from './day-plan.js';
import { utcOffsetMinutes, zoneAt, zoneShiftMinutes } from './zone-shift.js';

const weekdays = { open: '07:00', close: '18:00' };
const WEEK: WeekHours = { mon: weekdays, tue: weekdays, wed: weekdays, thu: weekdays, fri: { open: '07:30', close: '17:30' }, sat: null, sun: null };
const plan = (overrides: Partial<DayPlan> = {}): DayPlan => ({ departAt: null, arriveBy: null, returnAt: null, days: WORKING_DAYS, ...overrides });
/** 10 minutes home -> program, 15 program -> work, 20 direct; the evening the same way back. */
const SECONDS: LegDurations = { fromStart: 600, toEnd: 900, fromEnd: 900, toStart: 600, startToEnd: 1200, endToStart: 1200 };

describe('clock arithmetic', () => {
  it('reads and writes HH:MM, wrapping around midnight', () => {
    expect(minutesOf('07:45')).toBe(465);
    expect(clockOf(465)).toBe('07:45');
    expect(clockOf(1450)).toBe('00:10');
    expect(clockOf(-10)).toBe('23:50');
  });
});

describe('planLegs', () => {
  it('gives each leg its detour over the direct trip, and no times without a plan', () => {
    const { morning, evening } = planLegs(plan(), SECONDS, WEEK, 0);
    expect(morning).toEqual({ detourSeconds: 300, arrivesAt: null, open: null, opens: '07:30', closes: '17:30', closedDays: [] });
    expect(evening.detourSeconds).toBe(300);
  });

  it('arrives at departAt plus the way there in the morning, and returnAt plus the way back in the evening', () => {
    const { morning, evening } = planLegs(plan({ departAt: '07:45', returnAt: '17:00' }), SECONDS, WEEK, 0);
    // Friday opens latest (07:30) and closes earliest (17:30): those hours decide.
    expect(morning).toMatchObject({ arrivesAt: '07:55', open: true, opens: '07:30', closes: '17:30' });
    expect(evening).toMatchObject({ arrivesAt: '17:15', open: true });
  });

  it('counts back from arriveBy in the morning', () => {
    expect(planLegs(plan({ arriveBy: '09:00' }), SECONDS, WEEK, 0).morning.arrivesAt).toBe('08:45');
  });

  it('fits from opening time up to, not at, closing time', () => {
    const at = (returnAt: string) => planLegs(plan({ returnAt, days: ['mon'] }), { ...SECONDS, fromEnd: 0 }, WEEK, 0).evening.open;
    expect(at('06:59')).toBe(false);
    expect(at('07:00')).toBe(true);
    expect(at('17:59')).toBe(true);
    expect(at('18:00')).toBe(false);
  });

  it('does not fit a day the program is closed, and names it', () => {
    const { morning } = planLegs(plan({ departAt: '08:00', days: ['fri', 'sat'] }), SECONDS, WEEK, 0);
    expect(morning).toMatchObject({ open: false, closedDays: ['sat'], opens: '07:30', closes: '17:30' });
  });

  it('does not fit when any chosen day closes before the arrival', () => {
    const arriving = (days: DayPlan['days']) => planLegs(plan({ returnAt: '17:30', days }), SECONDS, WEEK, 0).evening;
    expect(arriving(['mon', 'thu'])).toMatchObject({ arrivesAt: '17:45', open: true, closes: '18:00' });
    expect(arriving(['mon', 'fri'])).toMatchObject({ arrivesAt: '17:45', open: false, closes: '17:30' });
  });

  it('says nothing of hours that are not reported', () => {
    const { morning, evening } = planLegs(plan({ departAt: '07:45', returnAt: '17:00' }), SECONDS, null, 0);
    expect(morning).toEqual({ detourSeconds: 300, arrivesAt: '07:55', open: null, opens: null, closes: null, closedDays: [] });
    expect(evening.open).toBeNull();
    expect(fitsPlan({ morning, evening })).toBe(false);
  });

  it('reads an arrival past midnight against the next day, and one before midnight against the day before', () => {
    const night: WeekHours = { ...WEEK, sat: { open: '00:00', close: '06:00' }, fri: { open: '20:00', close: '23:59' } };
    // Friday 23:55 + 10 minutes is Saturday 00:05.
    const late = planLegs(plan({ departAt: '23:55', days: ['fri'] }), SECONDS, night, 0).morning;
    expect(late).toMatchObject({ arrivesAt: '00:05', open: true, opens: '00:00', closes: '06:00', closedDays: [] });
    // At work by Saturday 00:05, 15 minutes away: at the program on Friday 23:50.
    const early = planLegs(plan({ arriveBy: '00:05', days: ['sat'] }), SECONDS, night, 0).morning;
    expect(early).toMatchObject({ arrivesAt: '23:50', open: true, opens: '20:00', closes: '23:59' });
    // Sunday night into Monday wraps the week.
    expect(planLegs(plan({ departAt: '23:55', days: ['sun'] }), SECONDS, WEEK, 0).morning).toMatchObject({ arrivesAt: '00:05', open: false, closedDays: [] });
  });

  it('reads the hours on the program\'s clock when it lies in another time zone', () => {
    // The parent leaves at 07:45 and arrives 07:55 on their clock; an hour behind, it is 06:55 there.
    const behind = planLegs(plan({ departAt: '07:45' }), SECONDS, WEEK, -60).morning;
    expect(behind).toMatchObject({ arrivesAt: '06:55', open: false });
    expect(planLegs(plan({ departAt: '07:45' }), SECONDS, WEEK, 60).morning).toMatchObject({ arrivesAt: '08:55', open: true });
  });

  it('fits when each leg with a time is open, and ignores a leg without one', () => {
    const legs = planLegs(plan({ departAt: '07:45' }), SECONDS, WEEK, 0);
    expect(fitsPlan(legs)).toBe(true);
    expect(fitsPlan(planLegs(plan({ departAt: '07:45', returnAt: '18:00' }), SECONDS, WEEK, 0))).toBe(false);
  });
});

describe('time zones', () => {
  const boston = { lat: 42.3601, lng: -71.0589 };
  const chicago = { lat: 41.8781, lng: -87.6298 };
  const phoenix = { lat: 33.4484, lng: -112.074 };
  const summer = Date.parse('2026-07-01T12:00:00Z');
  const winter = Date.parse('2026-01-15T12:00:00Z');

  it('finds each point\'s zone and its offset, daylight saving included', () => {
    expect(zoneAt(boston)).toBe('America/New_York');
    expect(utcOffsetMinutes('America/New_York', summer)).toBe(-240);
    expect(utcOffsetMinutes('America/New_York', winter)).toBe(-300);
    expect(zoneAt({ lat: 200, lng: 0 })).toBeNull();
  });

  it('shifts the parent\'s clock to the program\'s', () => {
    expect(zoneShiftMinutes('America/New_York', boston, summer)).toBe(0);
    expect(zoneShiftMinutes('America/New_York', chicago, summer)).toBe(-60);
    // Arizona keeps standard time all year: three hours behind in summer, two in winter.
    expect(zoneShiftMinutes('America/New_York', phoenix, summer)).toBe(-180);
    expect(zoneShiftMinutes('America/New_York', phoenix, winter)).toBe(-120);
    expect(zoneShiftMinutes(null, chicago, summer)).toBe(0);
  });
});

describe('the morning detour (property)', () => {
  const seconds = fc.double({ min: 0, max: 20_000, noNaN: true });
  // A full matrix of [start, end, program]: row is from, column is to.
  const matrix = fc.array(fc.array(seconds, { minLength: 3, maxLength: 3 }), { minLength: 3, maxLength: 3 });

  it('is never negative and is home -> program -> work less home -> work, from the matrix', () => {
    fc.assert(
      fc.property(matrix, fc.constantFrom(...WEEKDAYS), (m, day) => {
        const at = (from: number, to: number) => m[from]?.[to] ?? 0;
        const durations: LegDurations = { fromStart: at(0, 2), toEnd: at(2, 1), fromEnd: at(1, 2), toStart: at(2, 0), startToEnd: at(0, 1), endToStart: at(1, 0) };
        const { morning, evening } = planLegs(plan({ departAt: '07:45', days: [day] }), durations, WEEK, 0);
        // Brute force: every path from start to end, through the program or not; the detour is the difference.
        const through = at(0, 2) + at(2, 1);
        const direct = at(0, 1);
        expect(morning.detourSeconds).toBeGreaterThanOrEqual(0);
        expect(morning.detourSeconds).toBe(through > direct ? Math.round(through - direct) : 0);
        expect(evening.detourSeconds).toBe(detourSeconds(at(1, 2), at(2, 0), at(1, 0)));
      }),
    );
  });
});

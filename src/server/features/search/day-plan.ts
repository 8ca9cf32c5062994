import { WEEKDAYS } from '#shared/constants.js';
import type { WeekHours } from '#shared/schemas/listing.js';
import type { RouteLeg, Weekday } from '#shared/schemas/search.js';

/** The parent's day as asked (docs/decisions/0026): clock times "HH:MM" on the parent's clock. */
export interface DayPlan {
  departAt: string | null;
  arriveBy: string | null;
  returnAt: string | null;
  days: readonly Weekday[];
}

/** Seconds of each trip a day through one program takes, and of the direct trips it is weighed against. */
export interface LegDurations {
  fromStart: number;
  toEnd: number;
  fromEnd: number;
  toStart: number;
  startToEnd: number;
  endToStart: number;
}

export interface DayLegs {
  morning: RouteLeg;
  evening: RouteLeg;
}

const MINUTES_A_DAY = 24 * 60;

export function minutesOf(clock: string): number {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
}

/** "HH:MM" of any minute count, wrapped into its day (-10 is 23:50, 1450 is 00:10). */
export function clockOf(minutes: number): string {
  const inDay = ((minutes % MINUTES_A_DAY) + MINUTES_A_DAY) % MINUTES_A_DAY;
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`;
}

/** Extra seconds of going through a program over going direct; a router snapping a hair short is no detour. */
export function detourSeconds(toProgram: number, fromProgram: number, direct: number): number {
  return Math.max(0, Math.round(toProgram + fromProgram - direct));
}

/**
 * Both legs of the day through one program. Times the parent gives are on their clock;
 * `zoneShiftMinutes` moves them to the program's (its UTC offset less the parent's), so hours
 * are read as the program posts them. An arrival past midnight (or before it, for an early
 * arriveBy) lands on the next (previous) weekday, and that day's hours decide.
 */
export function planLegs(plan: DayPlan, seconds: LegDurations, hours: WeekHours | null, zoneShiftMinutes: number): DayLegs {
  const minutes = (value: number) => Math.round(value / 60);
  const morningArrival = plan.departAt
    ? minutesOf(plan.departAt) + minutes(seconds.fromStart)
    : plan.arriveBy
      ? minutesOf(plan.arriveBy) - minutes(seconds.toEnd)
      : null;
  const eveningArrival = plan.returnAt ? minutesOf(plan.returnAt) + minutes(seconds.fromEnd) : null;
  return {
    morning: leg(detourSeconds(seconds.fromStart, seconds.toEnd, seconds.startToEnd), morningArrival, plan.days, hours, zoneShiftMinutes),
    evening: leg(detourSeconds(seconds.fromEnd, seconds.toStart, seconds.endToStart), eveningArrival, plan.days, hours, zoneShiftMinutes),
  };
}

/** Open at drop-off and at pickup on every chosen day, for each leg the parent gave a time for. */
export function fitsPlan({ morning, evening }: DayLegs): boolean {
  return (morning.arrivesAt === null || morning.open === true) && (evening.arrivesAt === null || evening.open === true);
}

function leg(detour: number, arrival: number | null, days: readonly Weekday[], hours: WeekHours | null, zoneShiftMinutes: number): RouteLeg {
  const local = arrival === null ? null : arrival + zoneShiftMinutes;
  const dayShift = local === null ? 0 : Math.floor(local / MINUTES_A_DAY);
  const atMinute = local === null ? null : local - dayShift * MINUTES_A_DAY;
  const arrivesAt = atMinute === null ? null : clockOf(atMinute);
  if (!hours) return { detourSeconds: detour, arrivesAt, open: null, opens: null, closes: null, closedDays: [] };

  const closedDays: Weekday[] = [];
  let opens: number | null = null;
  let closes: number | null = null;
  let openEveryDay = true;
  for (const day of days) {
    const onDay = WEEKDAYS[(((WEEKDAYS.indexOf(day) + dayShift) % 7) + 7) % 7] ?? day;
    const today = hours[onDay];
    if (!today) {
      if (!closedDays.includes(onDay)) closedDays.push(onDay);
      openEveryDay = false;
      continue;
    }
    const open = minutesOf(today.open);
    const close = minutesOf(today.close);
    opens = Math.max(opens ?? open, open);
    closes = Math.min(closes ?? close, close);
    if (atMinute !== null && !(open <= atMinute && atMinute < close)) openEveryDay = false;
  }
  return {
    detourSeconds: detour,
    arrivesAt,
    open: atMinute === null ? null : openEveryDay,
    opens: opens === null ? null : clockOf(opens),
    closes: closes === null ? null : clockOf(closes),
    closedDays,
  };
}

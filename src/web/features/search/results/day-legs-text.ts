import type { RouteLeg } from '#shared/schemas/search.js';
import { dayPlanTexts } from '#web/lib/day-plan-texts';
import { detourMinutes } from '#web/lib/format';
import { i18n } from '#web/lib/i18n';
import { clockText } from '#shared/week-hours.js';
import { programTexts } from '#web/lib/program-texts';
import { resultsTexts } from './results-texts';

const text = resultsTexts.plan;

export interface LegLine {
  /** "Drop-off: +6 min, arrive 7:58 AM" */
  trip: string;
  /** "opens 7:00 AM", "does not fit: closes 5:00 PM", "hours not reported", or null without a time. */
  hours: string | null;
  /** True when it fits, false when it does not, null when unknown or no time was given. */
  fits: boolean | null;
}

/** Why a leg does not fit: a closed day first, then the hour it opens (morning) or closes. */
function reason(leg: RouteLeg, kind: 'morning' | 'evening'): string {
  if (leg.closedDays.length > 0) return i18n._(text.closedOn(leg.closedDays.map((day) => i18n._(dayPlanTexts.weekdays[day])).join(', ')));
  const early = leg.arrivesAt !== null && leg.opens !== null && leg.arrivesAt < leg.opens;
  if (early || (kind === 'morning' && leg.closes === null)) return i18n._(text.opens(clockText(leg.opens ?? '00:00')));
  return i18n._(text.closes(clockText(leg.closes ?? '00:00')));
}

/** One leg of the day through a program, as the result card says it (docs/decisions/0026). */
export function legLine(leg: RouteLeg, kind: 'morning' | 'evening'): LegLine {
  const detour = i18n._(programTexts.detour(detourMinutes(leg.detourSeconds)));
  const arrival = leg.arrivesAt && clockText(leg.arrivesAt);
  const says = kind === 'morning' ? { arriving: text.dropOffArriving, bare: text.dropOff } : { arriving: text.pickupArriving, bare: text.pickup };
  const trip = i18n._(arrival ? says.arriving(detour, arrival) : says.bare(detour));
  if (!leg.arrivesAt) return { trip, hours: null, fits: null };
  if (leg.open === null) return { trip, hours: i18n._(text.hoursNotReported), fits: null };
  if (!leg.open) return { trip, hours: i18n._(text.doesNotFit(reason(leg, kind))), fits: false };
  const decides = kind === 'morning' ? text.opens(clockText(leg.opens ?? '00:00')) : text.closes(clockText(leg.closes ?? '00:00'));
  return { trip, hours: i18n._(decides), fits: true };
}

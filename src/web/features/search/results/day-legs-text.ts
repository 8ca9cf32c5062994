import { messages } from '#shared/messages.js';
import type { RouteLeg } from '#shared/schemas/search.js';
import { detourMinutes } from '#web/lib/format';
import { clockText } from '#web/lib/listing-text';

const text = messages.results.plan;

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
  if (leg.closedDays.length > 0) return text.closedOn(leg.closedDays.map((day) => text.weekdays[day]).join(', '));
  const early = leg.arrivesAt !== null && leg.opens !== null && leg.arrivesAt < leg.opens;
  if (early || (kind === 'morning' && leg.closes === null)) return text.opens(clockText(leg.opens ?? '00:00'));
  return text.closes(clockText(leg.closes ?? '00:00'));
}

/** One leg of the day through a program, as the result card says it (docs/decisions/0026). */
export function legLine(leg: RouteLeg, kind: 'morning' | 'evening'): LegLine {
  const label = kind === 'morning' ? text.dropOff : text.pickup;
  const detour = text.legDetour(detourMinutes(leg.detourSeconds));
  const trip = leg.arrivesAt ? `${label}: ${detour}, ${text.arrive(clockText(leg.arrivesAt))}` : `${label}: ${detour}`;
  if (!leg.arrivesAt) return { trip, hours: null, fits: null };
  if (leg.open === null) return { trip, hours: text.hoursNotReported, fits: null };
  if (!leg.open) return { trip, hours: text.doesNotFit(reason(leg, kind)), fits: false };
  const decides = kind === 'morning' ? text.opens(clockText(leg.opens ?? '00:00')) : text.closes(clockText(leg.closes ?? '00:00'));
  return { trip, hours: decides, fits: true };
}

import { WEEKDAYS } from './constants.js';
import type { DayHours, WeekHours } from './schemas/listing.js';

type Weekday = (typeof WEEKDAYS)[number];

/** "07:30" -> "7:30 AM": a time of day as the site writes it, in English and Spanish alike. */
export function clockText(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/**
 * A week's hours in runs of days ("Mon–Fri 7:00 AM–6:00 PM", "Sat–Sun Closed"): days in a row with
 * the same hours together, the days and hours written by the caller, in the reader's language.
 */
export function weekRuns(week: WeekHours, dayName: (day: Weekday) => string, hoursText: (hours: DayHours | null) => string): string[] {
  const runs: string[] = [];
  let first = 0;
  WEEKDAYS.forEach((day, index) => {
    const next = WEEKDAYS[index + 1];
    const hours = hoursText(week[day]);
    if (next && hoursText(week[next]) === hours) return;
    const from = WEEKDAYS[first] ?? day;
    runs.push(`${from === day ? dayName(day) : `${dayName(from)}–${dayName(day)}`} ${hours}`);
    first = index + 1;
  });
  return runs;
}

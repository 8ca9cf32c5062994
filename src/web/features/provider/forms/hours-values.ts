import { WEEKDAYS, WORKING_DAYS } from '#shared/constants.js';
import { hoursSection, type HoursSection, type WeekHours } from '#shared/schemas/listing.js';
import { checkWith, FORM_PROBLEM, type Checked } from './field-errors';
import { providerTexts } from '#web/features/provider/provider-texts';

export type Weekday = (typeof WEEKDAYS)[number];

export interface DayValues {
  closed: boolean;
  open: string;
  close: string;
}

export interface HoursValues {
  week: Record<Weekday, DayValues>;
  /** YYYY-MM-DD, in the order added. */
  closedDates: string[];
}

/** A first draft for hours never saved: the working days of most centers, weekends closed. */
const DRAFT_DAY = { open: '07:30', close: '17:30' };

export function hoursValues(section: HoursSection | null): HoursValues {
  const week = {} as Record<Weekday, DayValues>;
  for (const day of WEEKDAYS) {
    if (!section) {
      week[day] = { closed: !(WORKING_DAYS as readonly string[]).includes(day), ...DRAFT_DAY };
      continue;
    }
    const hours = section.week[day];
    week[day] = hours ? { closed: false, ...hours } : { closed: true, ...DRAFT_DAY };
  }
  return { week, closedDates: section ? [...section.closedDates] : [] };
}

/** The PUT body as typed: a closed day is null, whatever times it still shows. */
export function hoursBody(values: HoursValues): unknown {
  const week = {} as Record<Weekday, WeekHours[Weekday]>;
  for (const day of WEEKDAYS) {
    const { closed, open, close } = values.week[day];
    week[day] = closed ? null : { open, close };
  }
  return { week, closedDates: values.closedDates };
}

/** A closed date added to the list: once, in calendar order. */
export function withClosedDate(dates: readonly string[], date: string): string[] {
  return dates.includes(date) ? [...dates] : [...dates, date].sort();
}

/** Errors are keyed "week.<day>.<open|close>", or "closedDates" for the list. */
export function checkHours(values: HoursValues): Checked<HoursSection> {
  return checkWith(
    hoursSection,
    hoursBody(values),
    ([group, day, field]) => {
      if (group === 'closedDates') return 'closedDates';
      return group === 'week' && typeof day === 'string' && typeof field === 'string' ? `week.${day}.${field}` : FORM_PROBLEM;
    },
    providerTexts.fieldWords,
  );
}

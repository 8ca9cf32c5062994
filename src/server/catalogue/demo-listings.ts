import { MAP_DEFAULTS, WEEKDAYS, WEEKS_PER_MONTH, WORKING_DAYS } from '#shared/constants.js';
import type { AgeGroup, Program } from '#shared/schemas/catalogue.js';
import type {
  DayHours,
  HoursSection,
  LanguageCode,
  ListingSection,
  OffersSection,
  OpeningsSection,
  Schedule,
  TuitionRate,
  TuitionSection,
  WeekHours,
} from '#shared/schemas/listing.js';
import type { ListingSectionRow } from '#server/db/schema.js';
import { haversineMeters } from '#server/geo/geometry.js';
import type { Random } from './demo-names.js';
import { seededRandom } from './seeded-random.js';

/** About this share of demo programs has a provider listing; the rest shows "not reported yet". */
export const DEMO_LISTING_SHARE = 0.4;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOLIDAYS_2026 = ['2026-01-01', '2026-01-19', '2026-02-16', '2026-05-25', '2026-07-03', '2026-09-07', '2026-11-26', '2026-11-27', '2026-12-24', '2026-12-25'];

/** Languages spoken besides English, with how often a demo program lists each (Massachusetts' most spoken first). */
const OTHER_LANGUAGES: [LanguageCode, number][] = [
  ['es', 0.25], ['pt', 0.1], ['zh', 0.08], ['ht', 0.06], ['vi', 0.04], ['fr', 0.04], ['ru', 0.03], ['ar', 0.02], ['ko', 0.02],
];

/** A full-time month in Massachusetts, roughly, before the place and the kind of program move it. */
const FULL_TIME_MONTHLY: Record<AgeGroup, number> = { infant: 2600, toddler: 2300, preschool: 1900, 'school-age': 700 };

/** FNV-1a: each program draws from its own stream, so its listing does not depend on the others. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

const two = (value: number) => String(value).padStart(2, '0');
const clock = (minutes: number) => `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
const minutesOf = (time: string) => Number(time.split(':')[0]) * 60 + Number(time.split(':')[1]);
const dateIn = (nowMs: number, days: number) => new Date(nowMs + days * DAY_MS).toISOString().slice(0, 10);

/** The licensing list's hours ("Mon-Fri 7:00-18:00", "Tue, Thu 9:30-11:30") as the week's hours. */
function weekFromLicensedHours(text: string | null): WeekHours {
  const week: WeekHours = { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };
  const match = /^(.+) (\d{1,2}:\d\d)-(\d{1,2}:\d\d)$/.exec(text ?? '');
  const hours: DayHours = match ? { open: clock(minutesOf(match[2] as string)), close: clock(minutesOf(match[3] as string)) } : { open: '07:00', close: '18:00' };
  const days = (match?.[1] ?? 'Mon-Fri').toLowerCase().split(', ');
  for (const day of days) {
    const [first, last] = day.split('-') as [string, string | undefined];
    const from = WEEKDAYS.indexOf(first as (typeof WEEKDAYS)[number]);
    const to = last ? WEEKDAYS.indexOf(last as (typeof WEEKDAYS)[number]) : from;
    for (let i = from; i >= 0 && i <= to; i += 1) week[WEEKDAYS[i] as keyof WeekHours] = hours;
  }
  return week;
}

function openings(program: Program, random: Random, nowMs: number): OpeningsSection {
  const seatsAtMost = Math.max(1, Math.min(4, program.capacity ?? 4));
  return {
    ageGroups: program.ageGroups.map((ageGroup) => {
      const draw = random.next();
      const nextOpeningOn = draw >= 0.5 && random.next() < 0.5 ? dateIn(nowMs, random.int(20, 180)) : null;
      if (draw < 0.5) return { ageGroup, openSeats: random.int(1, seatsAtMost), waitlist: false, waitlistLength: null, nextOpeningOn: null };
      if (draw < 0.78) return { ageGroup, openSeats: 0, waitlist: true, waitlistLength: random.next() < 0.6 ? random.int(1, 40) : null, nextOpeningOn };
      return { ageGroup, openSeats: 0, waitlist: false, waitlistLength: null, nextOpeningOn };
    }),
  };
}

/** What a program offers, drawn once so that its prices and its offers agree. */
interface Plan {
  /** Mornings only, or a few days a week: part-time is all it offers. */
  halfDay: boolean;
  partTime: boolean;
  summer: boolean;
}

function plan(program: Program, week: WeekHours, random: Random): Plan {
  const halfDay = WORKING_DAYS.some((day) => {
    const hours = week[day];
    return hours === null || minutesOf(hours.close) <= 13 * 60;
  });
  return {
    halfDay,
    partTime: halfDay || random.next() < 0.4,
    summer: program.ageGroups.includes('school-age') && random.next() < 0.4,
  };
}

function tuition(program: Program, { halfDay, partTime, summer }: Plan, random: Random): TuitionSection {
  const km = haversineMeters(program, MAP_DEFAULTS.center) / 1000;
  const place = km < 15 ? 1.15 : km < 40 ? 1 : 0.82;
  const home = program.programType === 'Family Child Care' ? 0.75 : 1;
  const rates: TuitionRate[] = [];
  for (const ageGroup of program.ageGroups) {
    const monthly = FULL_TIME_MONTHLY[ageGroup] * place * home * (0.85 + random.next() * 0.3);
    const schedule: Schedule = ageGroup === 'school-age' ? 'before-after-school' : halfDay ? 'part-time' : 'full-time';
    rates.push(rate(ageGroup, schedule, schedule === 'part-time' ? monthly * 0.6 : monthly, random));
    if (schedule === 'full-time' && partTime) rates.push(rate(ageGroup, 'part-time', monthly * 0.6, random));
    if (ageGroup === 'school-age' && summer) rates.push({ ageGroup, schedule: 'summer', period: 'week', minDollars: random.int(35, 55) * 10, maxDollars: random.int(55, 70) * 10 });
  }
  return {
    rates,
    registrationFeeDollars: random.next() < 0.6 ? random.int(5, 15) * 10 : null,
    waitlistFeeDollars: random.next() < 0.2 ? random.int(1, 4) * 25 : null,
  };
}

/** A price range around a monthly amount, quoted by the week by about a third of programs. */
function rate(ageGroup: AgeGroup, schedule: Schedule, monthly: number, random: Random): TuitionRate {
  const weekly = random.next() < 0.35;
  const base = weekly ? monthly / WEEKS_PER_MONTH : monthly;
  const minDollars = Math.round(base / 5) * 5;
  const maxDollars = random.next() < 0.3 ? minDollars : Math.round((base * (1.05 + random.next() * 0.15)) / 5) * 5;
  return { ageGroup, schedule, period: weekly ? 'week' : 'month', minDollars, maxDollars };
}

const TYPICAL_DAY: DayHours = { open: '07:00', close: '18:00' };

function hours(program: Program, random: Random): HoursSection {
  const week = weekFromLicensedHours(program.hours);
  // Half the full-day programs keep the most common hours; the rest keep their licensed ones.
  const fullDay = WORKING_DAYS.every((day) => week[day] && minutesOf(week[day].open) <= 8 * 60 && minutesOf(week[day].close) >= 17 * 60);
  if (fullDay && random.next() < 0.6) for (const day of WORKING_DAYS) week[day] = TYPICAL_DAY;
  // Some close earlier on Fridays.
  if (week.fri && minutesOf(week.fri.close) >= 17 * 60 && random.next() < 0.1) {
    week.fri = { open: week.fri.open, close: clock(minutesOf(week.fri.close) - random.pick([30, 60])) };
  }
  return { week, closedDates: HOLIDAYS_2026.filter(() => random.next() < 0.6) };
}

function offers(program: Program, { halfDay, partTime, summer }: Plan, random: Random): OffersSection {
  const afterSchool = program.ageGroups.every((group) => group === 'school-age');
  const schedules: Schedule[] = [];
  if (!afterSchool && !halfDay) schedules.push('full-time');
  if (!afterSchool && partTime) schedules.push('part-time');
  if (program.ageGroups.includes('school-age')) schedules.push('before-after-school');
  if (random.next() < 0.12) schedules.push('drop-in');
  if (summer) schedules.push('summer');
  const languages: LanguageCode[] = ['en', ...OTHER_LANGUAGES.filter(([, share]) => random.next() < share).map(([code]) => code)];
  const accreditation = program.category === 'montessori' ? random.pick(['AMI', 'AMS', null]) : random.next() < 0.25 ? 'NAEYC' : null;
  const spoken = languages.length > 1 ? ` Our teachers speak ${languages.length} languages with the children.` : '';
  return {
    schedules,
    languages,
    mealsProvided: random.next() < 0.6,
    transportation: random.next() < (afterSchool ? 0.5 : 0.1),
    specialNeedsSupport: random.next() < 0.35,
    accreditation,
    description: `${program.name} in ${program.city}: ${random.pick(DESCRIPTIONS)}${spoken}`,
    tourUrl: program.website && random.next() < 0.5 ? `${program.website}visit` : null,
    tourPhone: random.next() < 0.5 ? program.phone : null,
  };
}

const DESCRIPTIONS = [
  'small groups, outdoor play every day and a garden the children help to grow.',
  'a play-based curriculum, a quiet nap room and daily photos for families.',
  'hands-on learning, music twice a week and a big fenced playground.',
  'warm teachers who have been with us for years, and plenty of reading and art.',
  'a calm, homelike room, fresh snacks and walks to the park nearby.',
];

/** How many days ago each section was last saved: most openings confirmed within weeks, some long ago (stale). */
function daysAgo(section: ListingSection, random: Random): number {
  if (section !== 'openings') return random.int(0, 180);
  const draw = random.next();
  // Away from OPENINGS_FRESH_DAYS either side, so freshness does not turn while a test runs.
  return draw < 0.55 ? random.int(0, 6) : draw < 0.82 ? random.int(7, 25) : random.int(35, 120);
}

/**
 * A demo program's invented provider listing as stored sections, dated back from `nowMs`; none for
 * about 1 - DEMO_LISTING_SHARE of programs, and some sections left out of the rest. The same
 * program, seed and time give the same rows.
 */
export function demoListingRows(program: Program, seed: number, nowMs: number): ListingSectionRow[] {
  const random = seededRandom(seed ^ hashOf(program.id));
  if (random.next() >= DEMO_LISTING_SHARE) return [];
  const hoursSection = hours(program, random);
  const offered = plan(program, hoursSection.week, random);
  const sections: [ListingSection, number, () => unknown][] = [
    ['openings', 0.92, () => openings(program, random, nowMs)],
    ['tuition', 0.8, () => tuition(program, offered, random)],
    ['hours', 0.85, () => hoursSection],
    ['offers', 0.88, () => offers(program, offered, random)],
  ];
  return sections
    .filter(([, share]) => random.next() < share)
    .map(([section, , data]) => ({
      programId: program.id,
      section,
      data: JSON.stringify(data()),
      updatedAt: new Date(nowMs - daysAgo(section, random) * DAY_MS - random.int(0, 600) * 60_000).toISOString(),
      updatedVia: 'demo',
      updatedBy: null,
    }));
}

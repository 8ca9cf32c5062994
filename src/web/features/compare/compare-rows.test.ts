import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { ComparedProgram } from '#shared/schemas/compare.js';
import type { RouteLeg } from '#shared/schemas/search.js';
import { licensedProgram } from '#web/lib/test-support/licensed-program';
import { FORMAT_LOCALES } from '#web/lib/i18n';
import { bestColumns, compareRows, weekLines, type CompareRowKey } from './compare-rows';
import { messages as spanish } from './locales/es.po';

const now = new Date('2026-11-24T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const stamp = <T>(data: T, days = 2) => ({ data, updatedAt: daysAgo(days), updatedVia: 'provider' as const });
const weekdays = (open: string, close: string) => ({
  mon: { open, close },
  tue: { open, close },
  wed: { open, close },
  thu: { open, close },
  fri: { open, close },
  sat: null,
  sun: null,
});

function program(overrides: Partial<ComparedProgram> & Pick<ComparedProgram, 'id' | 'name'>): ComparedProgram {
  return {
    ...licensedProgram(overrides),
    listing: { openings: null, tuition: null, hours: null, offers: null },
    closedAt: null,
    legs: null,
    ...overrides,
  };
}

const acorn = program({
  id: 'demo:1',
  name: 'Acorn',
  rating: 4.2,
  reviewCount: 12,
  listing: {
    openings: stamp({ ageGroups: [{ ageGroup: 'infant', openSeats: 2, waitlist: false, waitlistLength: null, nextOpeningOn: null }, { ageGroup: 'toddler', openSeats: 1, waitlist: false, waitlistLength: null, nextOpeningOn: null }] }),
    tuition: stamp({ rates: [{ ageGroup: 'infant', schedule: 'full-time', period: 'week', minDollars: 400, maxDollars: 450 }], registrationFeeDollars: null, waitlistFeeDollars: null }),
    hours: stamp({ week: weekdays('07:00', '18:00'), closedDates: [] }),
    offers: null,
  },
});
const harbor = program({
  id: 'demo:2',
  name: 'Harbor',
  // A perfect score from one review does not outrank twelve reviews.
  rating: 5,
  reviewCount: 1,
  listing: {
    // Five seats, but confirmed too long ago to count.
    openings: stamp({ ageGroups: [{ ageGroup: 'infant', openSeats: 5, waitlist: false, waitlistLength: null, nextOpeningOn: null }] }, 60),
    tuition: stamp({ rates: [{ ageGroup: 'infant', schedule: 'full-time', period: 'month', minDollars: 1900, maxDollars: 2100 }], registrationFeeDollars: null, waitlistFeeDollars: null }),
    hours: stamp({ week: weekdays('08:00', '17:00'), closedDates: [] }),
    offers: stamp({ schedules: ['full-time'], languages: ['en', 'es'], mealsProvided: true, transportation: false, specialNeedsSupport: true, accreditation: 'NAEYC', description: '', tourUrl: null, tourPhone: null }),
  },
});
const willow = program({
  id: 'demo:3',
  name: 'Willow',
  rating: 4.8,
  reviewCount: 3,
  acceptsSubsidy: null,
  hours: 'M-F 7-5',
  listing: { openings: stamp({ ageGroups: [{ ageGroup: 'infant', openSeats: 0, waitlist: true, waitlistLength: 4, nextOpeningOn: null }] }, 1), tuition: null, hours: null, offers: null },
});

const row = (key: CompareRowKey, programs = [acorn, harbor, willow]) => compareRows(programs, now).find((entry) => entry.key === key);

describe('compareRows', () => {
  it('marks the best value where it is clear: most fresh openings, lowest monthly price, longest hours, best rating with enough reviews', () => {
    expect(row('openings')).toMatchObject({ best: [0], bestText: 'Most openings' });
    // 400 a week is 1,733 a month, below 1,900.
    expect(row('price')).toMatchObject({ best: [0], bestText: 'Lowest price' });
    expect(row('hours')).toMatchObject({ best: [0], bestText: 'Longest hours' });
    expect(row('rating')).toMatchObject({ best: [2], bestText: 'Highest rated' });
    expect(row('capacity')?.best).toEqual([]);
  });

  it('says where each fact comes from, and what is not reported', () => {
    const [acornOpenings, harborOpenings, willowOpenings] = row('openings')?.cells ?? [];
    expect(acornOpenings).toMatchObject({ lines: ['Infant: 2 open', 'Toddler: 1 open', '3 open seats in all'], source: 'Confirmed by the provider 2 days ago' });
    expect(harborOpenings?.source).toMatch(/^Confirmed by the provider 2 months ago · out of date/);
    expect(willowOpenings).toMatchObject({ lines: ['Infant: Waitlist (4 families)'], source: 'Confirmed by the provider yesterday' });
    expect(row('price')?.cells[2]).toMatchObject({ lines: ['not reported by the provider yet'], source: null, missing: true });
    expect(row('license')?.cells[0]).toEqual({ lines: [['L-1 (', { listWords: 'Current' }, ')'], 'First licensed Apr 2, 2011'], source: 'From the licensing list' });
    expect(row('hours')?.cells[2]?.lines).toEqual([['On the license: ', { listWords: 'M-F 7-5' }]]);
    expect(row('rating')?.cells[1]?.lines).toEqual(['★ 5.0 · 1 review', 'Fewer than 3 reviews: not ranked']);
    expect(row('languages')?.cells[1]?.lines).toEqual(['English, Spanish']);
    expect(row('subsidy')?.cells.map((cell) => cell.lines)).toEqual([['Yes'], ['Yes'], ['Not listed']]);
  });

  it('quotes the licensing list’s own words apart from ours, and names languages in the page’s language', () => {
    expect(row('kind')?.cells[0]?.lines).toEqual([['Daycare · ', { listWords: 'Center-based Care' }]]);
    expect(row('kind', [program({ id: 'demo:4', name: 'Oak', programType: 'daycare' })])?.cells[0]?.lines).toEqual(['Daycare']);
    i18n.load('es', spanish);
    i18n.activate('es', [FORMAT_LOCALES.es]);
    try {
      expect(row('hours')?.cells[2]?.lines).toEqual([['En la licencia: ', { listWords: 'M-F 7-5' }]]);
      expect(row('languages')?.cells[1]?.lines).toEqual(['Inglés, español']);
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages: {} });
    }
  });

  it('marks nothing when fewer than two programs have the fact or all share it', () => {
    expect(bestColumns([null, 3, null], 'highest')).toEqual([]);
    expect(bestColumns([2, 2], 'lowest')).toEqual([]);
    expect(bestColumns([2, 1, 1], 'lowest')).toEqual([1, 2]);
    expect(row('price', [acorn, willow])?.best).toEqual([]);
  });

  it('adds the distance and both detours only when the comparison knows the route, the shortest marked', () => {
    expect(compareRows([acorn, harbor], now).map((entry) => entry.key)).not.toContain('morning');
    const leg = (minutes: number, arrivesAt: string | null, open: boolean | null): RouteLeg => ({
      detourSeconds: minutes * 60,
      arrivesAt,
      open,
      opens: null,
      closes: null,
      closedDays: [],
    });
    const withLegs = [
      { ...acorn, legs: { distanceFromRouteMeters: 300, morning: leg(4, '07:48', true), evening: leg(9, '17:40', true) } },
      { ...harbor, legs: { distanceFromRouteMeters: 1200, morning: leg(7, '07:51', false), evening: leg(6, null, null) } },
    ];
    const rows = compareRows(withLegs, now);
    expect(rows.map((entry) => entry.key).slice(0, 4)).toEqual(['kind', 'distance', 'morning', 'evening']);
    expect(rows.find((entry) => entry.key === 'morning')).toMatchObject({ best: [0], cells: [{ lines: ['+4 min', 'arrive 7:48 AM', 'open then'] }, { lines: ['+7 min', 'arrive 7:51 AM', 'closed then'] }] });
    expect(rows.find((entry) => entry.key === 'evening')?.best).toEqual([1]);
    expect(rows.find((entry) => entry.key === 'distance')?.cells[0]?.lines).toEqual(['0.2 mi off the route']);
  });
});

describe('weekLines', () => {
  it('groups days in a row with the same hours', () => {
    expect(weekLines(weekdays('07:00', '18:00'))).toEqual(['Mon–Fri 7:00 AM–6:00 PM', 'Sat–Sun Closed']);
    expect(weekLines({ ...weekdays('07:00', '18:00'), wed: null })).toEqual(['Mon–Tue 7:00 AM–6:00 PM', 'Wed Closed', 'Thu–Fri 7:00 AM–6:00 PM', 'Sat–Sun Closed']);
  });
});

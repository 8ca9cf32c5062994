import { describe, expect, it } from 'vitest';
import { sourceText } from './catalogue-source-texts';
import { formatCalendarDate, formatLongCalendarDate } from './format-date';
import { nameList } from './name-list';
import { languageName } from './language-names';
import { clockText } from '#shared/week-hours.js';
import {
  confirmedText,
  dayHoursText,
  dollarRange,
  freshnessText,
  openingsStale,
  seatsText,
  todayHoursText,
  tuitionText,
} from './listing-text';
import { daysAgo } from './relative-days';

// Local dates: "3 days ago" counts the parent's own calendar days, whatever zone the tests run in.
const now = new Date(2026, 2, 10, 9, 30);
const at = (day: number, hour = 12) => new Date(2026, 2, day, hour).toISOString();
const closedAllWeek = { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };

describe('daysAgo', () => {
  it('counts calendar days, not 24-hour spans', () => {
    expect(daysAgo(at(10, 8), now)).toBe('today');
    expect(daysAgo(at(9, 23), now)).toBe('yesterday');
    expect(daysAgo(at(7), now)).toBe('3 days ago');
  });

  it('switches to months and years for old dates', () => {
    expect(daysAgo(new Date(2025, 11, 1).toISOString(), now)).toBe('3 months ago');
    expect(daysAgo(new Date(2023, 0, 5).toISOString(), now)).toBe('3 years ago');
  });

  it('never speaks of the future, and shows a broken value as it came', () => {
    expect(daysAgo(at(11), now)).toBe('today');
    expect(daysAgo('soon', now)).toBe('soon');
  });
});

describe('calendar dates and language names', () => {
  it('keeps a calendar date on its day in every time zone', () => {
    expect(formatCalendarDate('2026-09-01')).toBe('Sep 1, 2026');
    expect(formatCalendarDate('2026-03-03T00:00:00.000Z')).toBe('Mar 3, 2026');
    expect(formatCalendarDate('03/03/2026')).toBe('03/03/2026');
    expect(formatLongCalendarDate('2026-11-24T00:00:00.000Z')).toBe('November 24, 2026');
  });

  it('names languages in English', () => {
    expect(languageName('es', 'en')).toBe('Spanish');
    expect(languageName('ht', 'en')).toBe('Haitian Creole');
    expect(languageName('zh', 'en')).toBe('Chinese');
    expect(nameList(['English', 'Haitian Creole'])).toBe('English, Haitian Creole');
  });
});

describe('prices and hours', () => {
  it('shows whole dollars, a range only when it is one', () => {
    expect(dollarRange(1200, 1800)).toBe('$1,200–$1,800');
    expect(dollarRange(950)).toBe('$950');
    expect(tuitionText({ minDollars: 350, maxDollars: 350, period: 'week' })).toBe('$350 per week');
    expect(tuitionText({ minDollars: 1500, maxDollars: 2100, period: 'month' })).toBe('$1,500–$2,100 per month');
  });

  it('reads a 24-hour clock as US parents do', () => {
    expect(clockText('07:30')).toBe('7:30 AM');
    expect(clockText('12:00')).toBe('12:00 PM');
    expect(clockText('00:15')).toBe('12:15 AM');
    expect(dayHoursText({ open: '07:00', close: '18:00' })).toBe('7:00 AM–6:00 PM');
    expect(dayHoursText(null)).toBe('Closed');
  });

  it("says today's hours for the parent's weekday", () => {
    const tuesday = new Date(2026, 2, 10);
    expect(todayHoursText({ ...closedAllWeek, tue: { open: '07:00', close: '17:30' } }, tuesday)).toBe('Open today 7:00 AM–5:30 PM');
    expect(todayHoursText({ ...closedAllWeek, mon: { open: '07:00', close: '17:30' } }, tuesday)).toBe('Closed today');
  });
});

describe('openings', () => {
  it('says seats, a waitlist with its length, or the next opening', () => {
    expect(seatsText({ ageGroup: 'infant', openSeats: 2, waitlist: false })).toBe('Infant: 2 open');
    expect(seatsText({ ageGroup: 'toddler', openSeats: 0, waitlist: true, waitlistLength: 12 })).toBe('Toddler: Waitlist (12 families)');
    expect(seatsText({ ageGroup: 'toddler', openSeats: 0, waitlist: true, waitlistLength: null })).toBe('Toddler: Waitlist');
    expect(seatsText({ ageGroup: 'preschool', openSeats: 0, waitlist: false, nextOpeningOn: '2026-09-01' })).toBe(
      'Preschool: No openings, next opening Sep 1, 2026',
    );
  });

  it('tells fresh confirmations from stale ones', () => {
    expect(confirmedText(at(7), false, now)).toBe('confirmed 3 days ago');
    expect(confirmedText(new Date(2026, 0, 20).toISOString(), true, now)).toBe('last confirmed 49 days ago');
    expect(openingsStale(at(7), now)).toBe(false);
    expect(openingsStale(new Date(2026, 1, 1).toISOString(), now)).toBe(true);
  });
});

describe('where a fact comes from', () => {
  it("names the provider's section writer and the licensing list", () => {
    expect(freshnessText({ updatedAt: at(7), updatedVia: 'provider' }, now)).toBe('Confirmed by the provider 3 days ago');
    expect(freshnessText({ updatedAt: at(10), updatedVia: 'demo' }, now)).toBe('Demo listing (invented), updated today');
    expect(sourceText('ma-eec', '2026-03-03')).toBe('From the Massachusetts EEC licensing list, snapshot Mar 3, 2026');
    expect(sourceText('acme', null)).toBe('From an imported licensing list');
  });
});

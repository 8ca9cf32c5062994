import { describe, expect, it } from 'vitest';
import type { ListingSummary } from '#shared/schemas/listing.js';
import { summaryLines } from './summary-lines';

const now = new Date(2026, 2, 10, 9, 30); // a Tuesday
const daysBefore = (days: number) => new Date(2026, 2, 10 - days, 12).toISOString();
const closed = { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };
const empty: ListingSummary = { openings: [], monthlyTuition: null, hours: null, demo: false };

describe('summaryLines', () => {
  it('says seats, price and today’s hours', () => {
    const lines = summaryLines(
      {
        openings: [
          { ageGroup: 'infant', openSeats: 2, waitlist: false, confirmedAt: daysBefore(3), stale: false },
          { ageGroup: 'toddler', openSeats: 0, waitlist: true, confirmedAt: daysBefore(3), stale: false },
        ],
        monthlyTuition: { minDollars: 1200, maxDollars: 1800 },
        hours: { ...closed, tue: { open: '07:00', close: '18:00' } },
        demo: true,
      },
      now,
    );
    expect(lines).toEqual({
      openings: {
        groups: [
          { text: 'Infant: 2 open', seats: true },
          { text: 'Toddler: Waitlist', seats: false },
        ],
        confirmed: 'confirmed 3 days ago',
        stale: false,
      },
      price: '$1,200–$1,800 per month',
      hours: 'Open today 7:00 AM–6:00 PM',
    });
  });

  it('marks openings nobody confirmed for a month as stale, and no longer as seats now', () => {
    const lines = summaryLines(
      { ...empty, openings: [{ ageGroup: 'preschool', openSeats: 3, waitlist: false, confirmedAt: daysBefore(45), stale: true }] },
      now,
    );
    expect(lines.openings).toEqual({ groups: [{ text: 'Preschool: 3 open', seats: false }], confirmed: 'last confirmed 45 days ago', stale: true });
  });

  it('leaves out what the provider has not reported', () => {
    expect(summaryLines({ ...empty, hours: closed }, now)).toEqual({ openings: null, price: null, hours: 'Closed today' });
  });
});

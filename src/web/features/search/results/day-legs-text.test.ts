import { describe, expect, it } from 'vitest';
import type { RouteLeg } from '#shared/schemas/search.js';
import { legLine } from './day-legs-text';

const leg = (overrides: Partial<RouteLeg>): RouteLeg => ({
  detourSeconds: 360,
  arrivesAt: '07:58',
  open: true,
  opens: '07:00',
  closes: '17:30',
  closedDays: [],
  ...overrides,
});

describe('legLine', () => {
  it('says the detour, the arrival and the hour that decides a fitting leg', () => {
    expect(legLine(leg({}), 'morning')).toEqual({ trip: 'Drop-off: +6 min, arrive 7:58 AM', hours: 'opens 7:00 AM', fits: true });
    expect(legLine(leg({ detourSeconds: 240, arrivesAt: '17:22' }), 'evening')).toEqual({
      trip: 'Pickup: +4 min, arrive 5:22 PM',
      hours: 'closes 5:30 PM',
      fits: true,
    });
  });

  it('says why a leg does not fit: closing, opening, or a closed day', () => {
    expect(legLine(leg({ arrivesAt: '17:10', open: false, closes: '17:00' }), 'evening').hours).toBe('does not fit: closes 5:00 PM');
    expect(legLine(leg({ arrivesAt: '06:40', open: false }), 'morning').hours).toBe('does not fit: opens 7:00 AM');
    expect(legLine(leg({ open: false, closedDays: ['sat'] }), 'morning').hours).toBe('does not fit: closed Sat');
  });

  it('says when the hours are not reported, and only the detour without a time', () => {
    expect(legLine(leg({ open: null, opens: null, closes: null }), 'morning')).toMatchObject({ hours: 'hours not reported', fits: null });
    expect(legLine(leg({ arrivesAt: null, open: null }), 'evening')).toEqual({ trip: 'Pickup: +6 min', hours: null, fits: null });
  });
});

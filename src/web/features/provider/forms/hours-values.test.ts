import { describe, expect, it } from 'vitest';
import type { HoursSection } from '#shared/schemas/listing.js';
import { checkHours, hoursBody, hoursValues, withClosedDate } from './hours-values';

const saved: HoursSection = {
  week: {
    mon: { open: '07:00', close: '18:00' },
    tue: { open: '07:00', close: '18:00' },
    wed: { open: '07:00', close: '18:00' },
    thu: { open: '07:00', close: '18:00' },
    fri: { open: '07:00', close: '16:30' },
    sat: null,
    sun: null,
  },
  closedDates: ['2026-07-03', '2026-12-25'],
};

describe('the hours form', () => {
  it('gives back the section it was filled from', () => {
    expect(checkHours(hoursValues(saved))).toEqual({ ok: true, body: saved });
  });

  it('starts hours never saved as a draft: working days open, the weekend closed', () => {
    const values = hoursValues(null);
    expect(values.week.mon).toEqual({ closed: false, open: '07:30', close: '17:30' });
    expect(values.week.sat.closed).toBe(true);
    expect(values.closedDates).toEqual([]);
  });

  it('sends a closed day as null, whatever times it still shows', () => {
    const values = hoursValues(saved);
    values.week.mon.closed = true;
    values.week.sat = { closed: false, open: '09:00', close: '12:00' };
    const body = hoursBody(values) as HoursSection;
    expect(body.week.mon).toBeNull();
    expect(body.week.sat).toEqual({ open: '09:00', close: '12:00' });
  });

  it('puts an impossible day beside its closing time, in the form’s words', () => {
    const values = hoursValues(saved);
    values.week.tue = { closed: false, open: '18:00', close: '07:00' };
    values.week.wed.open = '';
    expect(checkHours(values)).toEqual({
      ok: false,
      errors: {
        'week.tue.close': 'Closing time must be after opening time',
        'week.wed.open': 'Opening time must be a time as HH:MM (24-hour)',
      },
    });
  });

  it('keeps closed dates once each, in calendar order', () => {
    expect(withClosedDate(['2026-12-25'], '2026-07-03')).toEqual(['2026-07-03', '2026-12-25']);
    expect(withClosedDate(['2026-12-25'], '2026-12-25')).toEqual(['2026-12-25']);
  });
});

import { describe, expect, it } from 'vitest';
import type { TuitionSection } from '#shared/schemas/listing.js';
import { checkTuition, newRate, tuitionValues } from './tuition-values';

const saved: TuitionSection = {
  rates: [
    { ageGroup: 'infant', schedule: 'full-time', period: 'month', minDollars: 2400, maxDollars: 2600 },
    { ageGroup: 'toddler', schedule: 'part-time', period: 'week', minDollars: 310, maxDollars: 310 },
  ],
  registrationFeeDollars: 75,
  waitlistFeeDollars: null,
};

describe('the tuition form', () => {
  it('shows one price as a "From" alone, and gives back the section it was filled from', () => {
    const values = tuitionValues(saved);
    expect(values.rates.map(({ minDollars, maxDollars }) => [minDollars, maxDollars])).toEqual([
      ['2400', '2600'],
      ['310', ''],
    ]);
    expect(values.registrationFeeDollars).toBe('75');
    expect(values.waitlistFeeDollars).toBe('');
    expect(checkTuition(values)).toEqual({ ok: true, body: saved });
  });

  it('gives each row its own id and suggests the next age group for a new one', () => {
    const values = tuitionValues(saved);
    expect(new Set(values.rates.map((rate) => rate.rowId)).size).toBe(2);
    const added = newRate(values.rates, ['infant', 'toddler', 'preschool']);
    expect(added).toMatchObject({ ageGroup: 'preschool', schedule: 'full-time', period: 'month', minDollars: '' });
    expect(newRate([], ['toddler']).ageGroup).toBe('toddler');
  });

  it('puts problems beside the row and field, in the form’s words', () => {
    const values = tuitionValues(saved);
    values.rates[0]!.minDollars = '2700';
    values.rates[1]!.minDollars = '12.5';
    values.registrationFeeDollars = '-5';
    const checked = checkTuition(values);
    expect(checked).toEqual({
      ok: false,
      errors: {
        'rates.0.minDollars': 'The lowest price must not be above the highest price',
        'rates.1.minDollars': 'The lowest price must be whole dollars',
        registrationFeeDollars: 'Registration fee must not be negative',
      },
    });
  });
});

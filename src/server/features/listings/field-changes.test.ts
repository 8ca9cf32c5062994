import { describe, expect, it } from 'vitest';
import { fieldChanges } from './field-changes.js';

const infant = { ageGroup: 'infant', openSeats: 2, waitlist: false };
const toddler = { ageGroup: 'toddler', openSeats: 0, waitlist: true };

describe('the fields an audit entry names', () => {
  it('names nothing when nothing changed', () => {
    expect(fieldChanges({ ageGroups: [infant, toddler] }, { ageGroups: [infant, toddler] })).toEqual([]);
  });

  it('follows objects down to the value that moved', () => {
    const before = { week: { mon: { open: '07:30', close: '18:00' }, sat: null } };
    const after = { week: { mon: { open: '08:00', close: '18:00' }, sat: { open: '09:00', close: '12:00' } } };
    expect(fieldChanges(before, after)).toEqual([
      { field: 'week.mon.open', old: '07:30', new: '08:00' },
      { field: 'week.sat', old: null, new: { open: '09:00', close: '12:00' } },
    ]);
  });

  it('names list entries by age group (and schedule and period), whatever their order', () => {
    expect(fieldChanges({ ageGroups: [infant, toddler] }, { ageGroups: [{ ...toddler, waitlist: false }, infant] })).toEqual([
      { field: 'ageGroups.toddler.waitlist', old: true, new: false },
    ]);
    const rate = { ageGroup: 'infant', schedule: 'full-time', period: 'month', minDollars: 2400 };
    expect(fieldChanges({ rates: [rate] }, { rates: [{ ...rate, minDollars: 2500 }] })).toEqual([
      { field: 'rates.infant.full-time.month.minDollars', old: 2400, new: 2500 },
    ]);
  });

  it('names each value of an added or a removed entry', () => {
    expect(fieldChanges({ ageGroups: [infant] }, { ageGroups: [infant, { ageGroup: 'toddler', openSeats: 1 }] })).toEqual([
      { field: 'ageGroups.toddler.ageGroup', old: null, new: 'toddler' },
      { field: 'ageGroups.toddler.openSeats', old: null, new: 1 },
    ]);
    expect(fieldChanges({ ageGroups: [{ ageGroup: 'infant', openSeats: 2 }] }, { ageGroups: [] })).toEqual([
      { field: 'ageGroups.infant.ageGroup', old: 'infant', new: null },
      { field: 'ageGroups.infant.openSeats', old: 2, new: null },
    ]);
  });

  it('compares plain lists whole', () => {
    expect(fieldChanges({ languages: ['en'] }, { languages: ['en', 'es'] })).toEqual([{ field: 'languages', old: ['en'], new: ['en', 'es'] }]);
  });

  it('names every value of a first save, leaving out what is still empty', () => {
    expect(fieldChanges({}, { ageGroups: [infant], accreditation: null, fee: 0 })).toEqual([
      { field: 'ageGroups.infant.ageGroup', old: null, new: 'infant' },
      { field: 'ageGroups.infant.openSeats', old: null, new: 2 },
      { field: 'ageGroups.infant.waitlist', old: null, new: false },
      { field: 'fee', old: null, new: 0 },
    ]);
  });
});

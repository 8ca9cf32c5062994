import { describe, expect, it } from 'vitest';
import type { OpeningsSection } from '#shared/schemas/listing.js';
import { checkOpenings, openingsBody, openingsValues } from './openings-values';

const saved: OpeningsSection = {
  ageGroups: [
    { ageGroup: 'infant', openSeats: 2, waitlist: false, waitlistLength: null, nextOpeningOn: null },
    { ageGroup: 'toddler', openSeats: 0, waitlist: true, waitlistLength: 6, nextOpeningOn: '2026-09-01' },
    { ageGroup: 'school-age', openSeats: 0, waitlist: false, waitlistLength: null, nextOpeningOn: null },
  ],
};

describe('the openings form', () => {
  it('shows each saved age group with its status, and the others as not reported', () => {
    const values = openingsValues(saved);
    expect(values.infant).toEqual({ status: 'open', openSeats: '2', waitlistLength: '', nextOpeningOn: '' });
    expect(values.toddler).toEqual({ status: 'waitlist', openSeats: '', waitlistLength: '6', nextOpeningOn: '2026-09-01' });
    expect(values.preschool.status).toBe('unreported');
    expect(values['school-age'].status).toBe('full');
  });

  it('gives back the section it was filled from', () => {
    expect(checkOpenings(openingsValues(saved), 20)).toEqual({ ok: true, body: saved });
    expect(checkOpenings(openingsValues(null), null)).toEqual({ ok: true, body: { ageGroups: [] } });
  });

  it('sends only what each status uses: no seats while full, no waitlist length while open', () => {
    const values = openingsValues(null);
    values.infant = { status: 'full', openSeats: '4', waitlistLength: '9', nextOpeningOn: '' };
    values.preschool = { status: 'open', openSeats: '3', waitlistLength: '9', nextOpeningOn: '2026-05-01' };
    expect(openingsBody(values)).toEqual({
      ageGroups: [
        { ageGroup: 'infant', openSeats: 0, waitlist: false, waitlistLength: null, nextOpeningOn: null },
        { ageGroup: 'preschool', openSeats: 3, waitlist: false, waitlistLength: null, nextOpeningOn: '2026-05-01' },
      ],
    });
  });

  it('puts each problem beside its age group’s field, in the form’s words', () => {
    const values = openingsValues(null);
    values.infant = { status: 'open', openSeats: '', waitlistLength: '', nextOpeningOn: '' };
    values.toddler = { status: 'open', openSeats: '-1', waitlistLength: '', nextOpeningOn: '2026-02-30' };
    values.preschool = { status: 'waitlist', openSeats: '', waitlistLength: 'many', nextOpeningOn: '' };
    const checked = checkOpenings(values, 30);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({
      'infant.openSeats': 'Open seats must be a number',
      'toddler.openSeats': 'Open seats must not be negative',
      'toddler.nextOpeningOn': 'Next expected opening must be a real date',
      'preschool.waitlistLength': 'The waitlist length must be a number',
    });
  });

  it('refuses seats above the licensed capacity', () => {
    const values = openingsValues(saved);
    values.infant.openSeats = '25';
    expect(checkOpenings(values, 24)).toEqual({
      ok: false,
      errors: { 'infant.openSeats': 'Open seats must be at most your licensed capacity (24)' },
    });
    expect(checkOpenings(values, null).ok).toBe(true);
  });

  it('refuses open seats that together pass the licensed capacity, at the top of the form', () => {
    const values = openingsValues(null);
    values.infant = { status: 'open', openSeats: '8', waitlistLength: '', nextOpeningOn: '' };
    values.toddler = { status: 'open', openSeats: '8', waitlistLength: '', nextOpeningOn: '' };
    expect(checkOpenings(values, 15)).toEqual({
      ok: false,
      errors: { '': 'The open seats together must be at most your licensed capacity (15)' },
    });
    expect(checkOpenings(values, 16).ok).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { i18n } from '#web/lib/i18n';
import { checkWith, fieldOfServerText, FORM_PROBLEM, reword, typedNumber, withoutError } from './field-errors';

describe('reword', () => {
  const words = { openSeats: 'open seats', open: 'opening time', close: 'closing time' };

  it('names fields with the form’s words and starts with a capital', () => {
    expect(reword('openSeats must not be negative', words)).toBe('Open seats must not be negative');
    expect(reword('close must be after open', words)).toBe('Closing time must be after opening time');
  });

  it('drops the path of a nested field and leaves other words alone', () => {
    expect(reword('ageGroups.0.openSeats must be a number', words)).toBe('Open seats must be a number');
    expect(reword("ageGroups.1.openSeats must be at most the program's capacity (40)", words)).toBe(
      "Open seats must be at most the program's capacity (40)",
    );
    expect(reword('Please enter a valid phone number', words)).toBe('Please enter a valid phone number');
    expect(reword('openSeats must be 0 while there is a waitlist', {})).toBe('openSeats must be 0 while there is a waitlist');
  });
});

describe('checkWith', () => {
  const schema = z.object({ name: z.string().min(1, { error: 'name is required' }), age: z.number({ error: 'age must be a number' }) });

  it('keeps the first problem per field, under the key the form chooses', () => {
    const checked = checkWith(schema, { name: '', age: 'x' }, ([field]) => String(field), { name: 'your name' });
    expect(checked).toEqual({ ok: false, errors: { name: 'Your name is required', age: 'Age must be a number' } });
  });

  it('says the contract’s checks in Spanish on a Spanish page, nested fields too', () => {
    const seats = z.object({ ageGroups: z.array(z.object({ openSeats: z.number().min(0, { error: 'openSeats must not be negative' }) })) });
    const raw = { ageGroups: [{ openSeats: -1 }] };
    const fieldOf = (path: readonly PropertyKey[]) => path.join('.');
    try {
      i18n.activate('es');
      expect(checkWith(seats, raw, fieldOf, { openSeats: 'open seats' })).toEqual({ ok: false, errors: { 'ageGroups.0.openSeats': 'Cupos libres: escriba 0 o más' } });
    } finally {
      i18n.activate('en');
    }
    expect(checkWith(seats, raw, fieldOf, { openSeats: 'open seats' })).toEqual({ ok: false, errors: { 'ageGroups.0.openSeats': 'Open seats must not be negative' } });
  });

  it('answers the parsed body when all is well', () => {
    expect(checkWith(schema, { name: 'Ana', age: 3 }, () => FORM_PROBLEM)).toEqual({ ok: true, body: { name: 'Ana', age: 3 } });
  });
});

describe('fieldOfServerText', () => {
  it('finds the field whose texts start the server’s text, or none', () => {
    const starts = { phone: ['Phone number', 'Please enter a valid phone number'], note: ['Note'] };
    expect(fieldOfServerText('Please enter a valid phone number', starts)).toBe('phone');
    expect(fieldOfServerText('Note must be at most 1000 characters', starts)).toBe('note');
    expect(fieldOfServerText('Something else', starts)).toBe(FORM_PROBLEM);
  });
});

describe('small helpers', () => {
  it('reads typed numbers: empty is null, words are NaN for the schema to refuse', () => {
    expect(typedNumber(' 12 ')).toBe(12);
    expect(typedNumber('')).toBeNull();
    expect(typedNumber('two')).toBeNaN();
  });

  it('drops one field’s error and keeps the others', () => {
    expect(withoutError({ a: 'x', b: 'y' }, 'a')).toEqual({ b: 'y' });
    const errors = { b: 'y' };
    expect(withoutError(errors, 'a')).toBe(errors);
  });
});

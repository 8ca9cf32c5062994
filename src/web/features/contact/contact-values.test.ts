import { describe, expect, it } from 'vitest';
import { testParent } from '#web/lib/test-support/signed-in-parent';
import { initialContactValues, validateContact } from './contact-values';

// The space after the first name is trimmed when the form joins the two names.
const user = { ...testParent, firstName: 'Maya ' };

describe('initialContactValues', () => {
  it('starts empty on General Inquiry for a visitor', () => {
    expect(initialContactValues(undefined)).toEqual({ category: 'general', name: '', email: '', subject: '', message: '' });
  });

  it('fills in first and last name and e-mail for a signed-in parent', () => {
    expect(initialContactValues(user)).toMatchObject({ name: 'Maya Lopez', email: 'maya@example.com', subject: '' });
  });
});

describe('validateContact', () => {
  it('names every missing field in plain words', () => {
    const result = validateContact(initialContactValues(undefined));
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        email: 'Email is required',
        subject: 'Subject is required',
        message: 'Message is required',
      },
    });
  });

  it('rejects a malformed e-mail and accepts a complete message', () => {
    const values = { ...initialContactValues(user), subject: 'Hello', message: 'A question' };
    expect(validateContact({ ...values, email: 'maya@' })).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address' },
    });
    expect(validateContact(values)).toMatchObject({ ok: true, request: { name: 'Maya Lopez', subject: 'Hello' } });
  });
});

import { z } from 'zod';
// Relative, as schemas import each other: the e2e journeys load these files through Playwright's
// loader, which does not resolve the package's #shared alias.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.js';

/** Fallback wording for the checks a schema does not word itself: name the field, say what it needs. */
z.config({
  customError: (issue) => {
    const field = issue.path?.length ? issue.path.join('.') : 'The request body';
    if (issue.code === 'invalid_type') {
      return issue.input === undefined ? `${field} is required` : `${field} must be ${issue.expected === 'object' ? 'an object' : `a ${issue.expected}`}`;
    }
    return undefined;
  },
});

/**
 * Control characters other than tab and line breaks, and halves of surrogate pairs: PostgreSQL
 * refuses NUL in text, and a lone surrogate cannot be stored as sent. No text the API keeps or
 * looks up may hold them.
 */
// Also refused: direction embeddings, overrides and isolates (U+202A-202E, U+2066-2069), which make
// a shown name read as something else, and invisible characters that make two names look alike
// (zero-width space, word joiner and invisible operators, the byte-order mark). The zero-width
// (non-)joiners and the direction marks stay: Persian words and emoji sequences need them.
// eslint-disable-next-line no-control-regex -- finding these characters is the point
const UNSTORABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u200B\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

export const unstorableText = (label: string) => ({ error: `${label} contains characters that are not allowed` });

/** For z.object(shape, bodyObject): what a request body that is not a JSON object is told. */
export const bodyObject = { error: 'The request body must be a JSON object' };

/**
 * Field builders whose errors name the field in plain words, so a 400 tells a person
 * exactly what to fix ("Email is required", not "Invalid input").
 */
export function requiredText(label: string, max: number) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(max, { error: `${label} must be at most ${max} characters` })
    .refine(isStorableText, unstorableText(label));
}

/** A password as typed: never trimmed (a space is part of it), only bounded in length. */
export function passwordText(label: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`) })
    .min(1, { error: `${label} is required` })
    .max(PASSWORD_MAX_LENGTH, { error: `${label} must be at most ${PASSWORD_MAX_LENGTH} characters` });
}

/** A password being chosen (registering, resetting, changing it): long enough as well. */
export function newPasswordText(label: string) {
  return passwordText(label).refine((value) => value.length >= PASSWORD_MIN_LENGTH, {
    error: `${label} must be at least ${PASSWORD_MIN_LENGTH} characters`,
  });
}

export const emailField = requiredText('Email', 254)
  .toLowerCase()
  .regex(z.regexes.email, { error: 'Please enter a valid email address' });

/** Digits with the usual separators; 7 to 15 digits as in E.164. */
export const phoneField = requiredText('Phone number', 30).refine(
  (value) => /^\+?[\d\s().-]+$/.test(value) && /^(\D*\d){7,15}\D*$/.test(value),
  { error: 'Please enter a valid phone number' },
);

export const idParam = z
  .string()
  .trim()
  .min(1, { error: 'id is required' })
  .max(64, { error: 'id is too long' })
  .refine(isStorableText, unstorableText('id'));

/** Timestamps travel as ISO-8601 strings on both engines and in JSON. */
export const isoTimestamp = z.string();

/** A whole number within bounds, with a default and messages naming the parameter (query strings carry it as text). */
export const boundedInt = (name: string, min: number, max: number, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(min, { error: `${name} must be between ${min} and ${max}` })
    .max(max, { error: `${name} must be between ${min} and ${max}` })
    .default(fallback);

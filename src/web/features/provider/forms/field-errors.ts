import type { ZodType } from 'zod';
import { fieldCheckText } from '#web/lib/field-check-text';

/** What is wrong, per field of a form: the key names the field (e.g. "infant.openSeats"). */
export type FieldErrors = Readonly<Record<string, string>>;

/** The key of a problem that belongs to no single field: shown at the top of the form. */
export const FORM_PROBLEM = '';

export type Checked<T> = { ok: true; body: T } | { ok: false; errors: FieldErrors };

/** Where an issue of the contract's schema lands in the form. */
export type FieldOfPath = (path: readonly PropertyKey[]) => string;

/**
 * Checks a form's request body with the contract's own schema, so the page says what the server
 * would say, beside the field it is about. The first problem per field is kept.
 */
export function checkWith<T>(schema: ZodType<T>, raw: unknown, fieldOf: FieldOfPath, words: Readonly<Record<string, string>> = {}): Checked<T> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[fieldOf(issue.path)] ??= inPageWords(issue.message, words);
  return { ok: false, errors };
}

/** A check in the page's words: its Spanish where the contract's wording has one, else reworded with the form's labels. */
function inPageWords(message: string, words: Readonly<Record<string, string>>): string {
  const own = unnested(message);
  const spoken = fieldCheckText(own);
  return spoken === own ? reword(message, words) : spoken;
}

/**
 * The generic texts name a nested field by its path ("ageGroups.0.waitlistLength"): the form
 * already shows which row, so the field's own name is enough.
 */
const unnested = (message: string) => message.replace(/\b(?:\w+\.)+(\w+)\b/g, '$1');

/**
 * The contract words its errors with its field names ("openSeats must not be negative"), right for
 * software calling the API; a person reads them with the form's labels ("Open seats must not be
 * negative").
 */
export function reword(message: string, words: Readonly<Record<string, string>>): string {
  const names = Object.keys(words);
  if (names.length === 0) return message;
  const replaced = unnested(message).replace(new RegExp(`\\b(${names.join('|')})\\b`, 'g'), (name) => words[name] ?? name);
  return replaced.charAt(0).toUpperCase() + replaced.slice(1);
}

/**
 * The field a 400 from the server is about, from how its text starts (each field's texts name it
 * first: "Phone number is required"); FORM_PROBLEM when none does.
 */
export function fieldOfServerText<K extends string>(text: string, starts: Readonly<Record<K, readonly string[]>>): K | typeof FORM_PROBLEM {
  const fields = Object.keys(starts) as K[];
  return fields.find((field) => starts[field].some((prefix) => text.startsWith(prefix))) ?? FORM_PROBLEM;
}

/** The errors without one field's, once the person starts fixing it. */
export function withoutError(errors: FieldErrors, field: string): FieldErrors {
  if (!(field in errors)) return errors;
  const { [field]: _fixed, ...rest } = errors;
  return rest;
}

/** A number typed into a field: null when empty, NaN when not a number (the schema says so in words). */
export function typedNumber(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** Optional text: null when left empty. */
export function textOrNull(text: string): string | null {
  return text.trim() === '' ? null : text;
}

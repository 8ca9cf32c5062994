import type { User } from '#shared/schemas/accounts.js';
import { contactRequest, type ContactCategory, type ContactRequest } from '#shared/schemas/contact.js';

export type ContactField = keyof ContactRequest;
export type ContactValues = Record<ContactField, string> & { category: ContactCategory };
export type ContactErrors = Partial<Record<ContactField, string>>;

/** Order of the fields on the page, so the first one with an error takes the focus. */
export const CONTACT_FIELDS: readonly ContactField[] = ['category', 'name', 'email', 'subject', 'message'];

/** An empty form, with a signed-in parent's name (first and last joined) and e-mail filled in. */
export function initialContactValues(user: User | undefined): ContactValues {
  return {
    category: 'general',
    name: user ? [user.firstName, user.lastName].map((part) => part.trim()).filter(Boolean).join(' ') : '',
    email: user?.emailId ?? '',
    subject: '',
    message: '',
  };
}

/**
 * Checks the form with the API's own schema, so the page and the server word every problem the
 * same way ("Subject is required", "Please enter a valid email address"), `say` turning each into
 * the page's language as the API does. The first problem per field is kept.
 */
export function validateContact(
  values: ContactValues,
  say: (english: string) => string = (english) => english,
): { ok: true; request: ContactRequest } | { ok: false; errors: ContactErrors } {
  const parsed = contactRequest.safeParse(values);
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: ContactErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && isContactField(field) && !errors[field]) errors[field] = say(issue.message);
  }
  return { ok: false, errors };
}

function isContactField(value: string): value is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(value);
}

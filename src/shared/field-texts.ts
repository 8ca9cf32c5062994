/**
 * The fields of the forms people fill in (account, contact, reviews and replies, the claim, a
 * feed token, an operator's reason), as the contract's checks name them, with their article:
 * "Falta el nombre" needs no adjective to agree with the field. The listing sections' numeric
 * checks (seats, prices, times) are not in this table yet, and keep their English.
 */
const FIELD_LABELS: Record<string, string> = {
  'First name': 'el nombre',
  'Last name': 'el apellido',
  Email: 'el correo electrónico',
  Password: 'la contraseña',
  'Current password': 'la contraseña actual',
  'New password': 'la contraseña nueva',
  Address: 'la dirección',
  'Phone number': 'el teléfono',
  Name: 'el nombre',
  Subject: 'el asunto',
  Message: 'el mensaje',
  // A review's or a reply's words.
  text: 'el texto',
  'Role at the program': 'el cargo en el programa',
  Note: 'la nota',
  'License number': 'el número de licencia',
  // A feed token's name.
  Label: 'el nombre del token',
  Reason: 'el motivo',
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What those checks say, a field's label and a number in it. */
const FIELD_CHECKS: { english: RegExp; spanish: (label: string, count: string) => string }[] = [
  { english: /^(.+) is required$/, spanish: (label) => `Falta ${label}` },
  { english: /^(.+) must be at most (\d+) characters$/, spanish: (label, count) => `${capitalised(label)} puede tener como máximo ${count} caracteres` },
  { english: /^(.+) must be at least (\d+) characters$/, spanish: (label, count) => `${capitalised(label)} debe tener al menos ${count} caracteres` },
];

const FIELD_TEXTS: Record<string, string> = {
  'Please enter a valid email address': 'Escriba un correo electrónico válido',
  'Please enter a valid phone number': 'Escriba un número de teléfono válido',
  'Please choose a category': 'Elija una categoría',
  'stars must be from 1 to 5': 'Elija de 1 a 5 estrellas',
};

/** Checks that list the values a field takes: a person is asked to choose one instead. */
const CHOICE_CHECKS: Record<string, string> = {
  relationship: 'Elija su relación con el programa',
};

/**
 * A field check's Spanish, found by its English wording: the API says it so to a Spanish request,
 * and a Spanish page that checks a form with the API's own schema says it the same way. Undefined
 * for a field of a form not translated yet.
 */
export function spanishFieldText(english: string): string | undefined {
  if (FIELD_TEXTS[english]) return FIELD_TEXTS[english];
  const choice = /^(\w+) must be one of:/.exec(english)?.[1];
  if (choice && CHOICE_CHECKS[choice]) return CHOICE_CHECKS[choice];
  for (const check of FIELD_CHECKS) {
    const [, label = '', count = ''] = check.english.exec(english) ?? [];
    const spanishLabel = FIELD_LABELS[label];
    if (spanishLabel) return check.spanish(spanishLabel, count);
  }
  return undefined;
}

/**
 * The fields of the forms translated so far (account, contact), as the checks of schemas/fields.ts
 * name them, with their article: "Falta el nombre" needs no adjective to agree with the field.
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
};

/**
 * A field check's Spanish, found by its English wording: the API says it so to a Spanish request,
 * and a Spanish page that checks a form with the API's own schema says it the same way. Undefined
 * for a field of a form not translated yet.
 */
export function spanishFieldText(english: string): string | undefined {
  if (FIELD_TEXTS[english]) return FIELD_TEXTS[english];
  for (const check of FIELD_CHECKS) {
    const [, label = '', count = ''] = check.english.exec(english) ?? [];
    const spanishLabel = FIELD_LABELS[label];
    if (spanishLabel) return check.spanish(spanishLabel, count);
  }
  return undefined;
}

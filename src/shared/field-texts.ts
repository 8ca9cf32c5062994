/**
 * The fields of the forms people fill in (account, contact, reviews and replies, the claim, a
 * feed token, an operator's reason, a listing's sections), as the contract's checks name them,
 * with their article: "Falta el nombre" needs no adjective to agree with the field.
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
  accreditation: 'la acreditación',
  description: 'la descripción',
  tourPhone: 'el teléfono para visitas',
};

/**
 * A listing section's fields by the names the contract gives them, as the provider's form labels
 * them: their checks say the field first, then what to write, so no word has to agree with it.
 */
const LISTING_FIELDS: Record<string, string> = {
  openSeats: 'Cupos libres',
  waitlistLength: 'Familias en lista de espera',
  nextOpeningOn: 'Próximo cupo previsto',
  minDollars: 'Desde',
  maxDollars: 'Hasta',
  registrationFeeDollars: 'Cuota de inscripción',
  waitlistFeeDollars: 'Cuota de lista de espera',
  open: 'Abre',
  close: 'Cierra',
  closedDates: 'Fechas de cierre',
};

/** What a listing section's checks say after the field's name. */
const LISTING_CHECKS: { english: RegExp; spanish: (count: string) => string }[] = [
  { english: /^(\w+) must be a number$/, spanish: () => 'escriba un número' },
  { english: /^(\w+) must be a whole number$/, spanish: () => 'escriba un número entero' },
  { english: /^(\w+) must be whole dollars$/, spanish: () => 'escriba dólares enteros, sin centavos' },
  { english: /^(\w+) must not be negative$/, spanish: () => 'escriba 0 o más' },
  { english: /^(\w+) must be at most (\d+)$/, spanish: (count) => `escriba como máximo ${count}` },
  { english: /^(\w+) must be a time as HH:MM \(24-hour\)$/, spanish: () => 'escriba una hora como 07:30' },
  { english: /^(\w+) must be a date as YYYY-MM-DD$/, spanish: () => 'elija una fecha' },
  { english: /^(\w+) must be a real date$/, spanish: () => 'elija una fecha que exista' },
];

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
  'openSeats must be 0 while there is a waitlist': 'Con lista de espera, los cupos libres deben ser 0',
  'minDollars must not be above maxDollars': 'El precio “Desde” no puede ser mayor que “Hasta”',
  'close must be after open': 'La hora de cierre debe ser después de la de apertura',
  'tourUrl must be a web address starting with http:// or https://': 'Escriba una dirección web que empiece con http:// o https://',
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
  for (const check of LISTING_CHECKS) {
    const [, field = '', count = ''] = check.english.exec(english) ?? [];
    const name = LISTING_FIELDS[field];
    if (name) return `${name}: ${check.spanish(count)}`;
  }
  return undefined;
}

import type { SCHEDULES, TUITION_PERIODS, WEEKDAYS } from '#shared/constants.js';
import { messages } from '#shared/messages.js';
import type { AgeGroup } from '#shared/schemas/catalogue.js';
import type { Language } from '#server/language.js';

/** The words of the Nanny's answer about one program, in each language she answers in (docs/decisions/0034). */
export interface ProgramFactTexts {
  /** The format locale for dates, times and language names. */
  locale: string;
  heading: (name: string, address: string) => string;
  ageGroups: Record<AgeGroup, string>;
  schedules: Record<(typeof SCHEDULES)[number], string>;
  days: Record<(typeof WEEKDAYS)[number], string>;
  period: Record<(typeof TUITION_PERIODS)[number], string>;
  notReported: string;
  notListed: string;
  /** When the provider last confirmed a fact, or (the demo catalogue) when its invented listing was dated. */
  reported: (date: string, demo: boolean) => string;
  /** Said of openings not confirmed for a month, which the search no longer counts. */
  staleOpenings: string;
  hours: string;
  closed: string;
  licensedHours: string;
  openings: string;
  openSeats: (count: number) => string;
  waitlist: (families: number | null) => string;
  full: string;
  price: string;
  languages: string;
  subsidy: string;
  subsidyAnswer: (accepts: boolean) => string;
  ages: string;
  phone: string;
  rating: string;
  ratingLine: (rating: string, reviews: number) => string;
  noReviews: string;
}

export const PROGRAM_FACT_TEXTS: Record<Language, ProgramFactTexts> = {
  en: {
    locale: 'en-US',
    heading: (name, address) => `${name}, ${address}:`,
    ageGroups: messages.alerts.ageGroupNames,
    schedules: { 'full-time': 'full-time', 'part-time': 'part-time', 'before-after-school': 'before and after school', 'drop-in': 'drop-in', summer: 'summer' },
    days: { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' },
    period: { week: 'a week', month: 'a month' },
    notReported: 'not reported by the provider yet',
    notListed: 'not listed',
    reported: (date, demo) => (demo ? `invented demo listing, updated ${date}` : `confirmed by the provider ${date}`),
    staleOpenings: 'over a month ago: call to check',
    hours: 'Hours',
    closed: 'closed',
    licensedHours: 'Hours on the license',
    openings: 'Openings',
    openSeats: (count) => (count === 1 ? '1 open seat' : `${count} open seats`),
    waitlist: (families) => (families === null ? 'waitlist' : `waitlist (${families === 1 ? '1 family' : `${families} families`})`),
    full: 'no openings',
    price: 'Price',
    languages: 'Languages',
    subsidy: 'Subsidies',
    subsidyAnswer: (accepts) => (accepts ? 'accepts subsidies (vouchers)' : 'does not accept subsidies'),
    ages: 'Ages',
    phone: 'Phone',
    rating: 'Reviews',
    ratingLine: (rating, reviews) => `★ ${rating} from ${reviews === 1 ? '1 review' : `${reviews} reviews`}`,
    noReviews: 'no reviews yet',
  },
  es: {
    locale: 'es-US',
    heading: (name, address) => `${name}, ${address}:`,
    ageGroups: { infant: 'Bebé', toddler: 'Niño pequeño', preschool: 'Preescolar', 'school-age': 'Edad escolar' },
    schedules: {
      'full-time': 'tiempo completo',
      'part-time': 'medio tiempo',
      'before-after-school': 'antes y después de la escuela',
      'drop-in': 'por horas',
      summer: 'verano',
    },
    days: { mon: 'lun', tue: 'mar', wed: 'mié', thu: 'jue', fri: 'vie', sat: 'sáb', sun: 'dom' },
    period: { week: 'a la semana', month: 'al mes' },
    notReported: 'el proveedor aún no lo informa',
    notListed: 'no figura',
    reported: (date, demo) => (demo ? `ficha inventada de demostración, actualizada el ${date}` : `confirmado por el proveedor el ${date}`),
    staleOpenings: 'hace más de un mes: llame para confirmarlo',
    hours: 'Horario',
    closed: 'cerrado',
    licensedHours: 'Horario en la licencia',
    openings: 'Cupos',
    openSeats: (count) => (count === 1 ? '1 cupo libre' : `${count} cupos libres`),
    waitlist: (families) => (families === null ? 'lista de espera' : `lista de espera (${families === 1 ? '1 familia' : `${families} familias`})`),
    full: 'sin cupos',
    price: 'Precio',
    languages: 'Idiomas',
    subsidy: 'Subsidios',
    subsidyAnswer: (accepts) => (accepts ? 'acepta subsidios (vales)' : 'no acepta subsidios'),
    ages: 'Edades',
    phone: 'Teléfono',
    rating: 'Reseñas',
    ratingLine: (rating, reviews) => `★ ${rating} de ${reviews === 1 ? '1 reseña' : `${reviews} reseñas`}`,
    noReviews: 'aún no hay reseñas',
  },
};

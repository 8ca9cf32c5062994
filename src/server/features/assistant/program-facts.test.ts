import { describe, expect, it } from 'vitest';
import type { Listing } from '#shared/schemas/listing.js';
import { makeProgram } from '#server/test/program-factory.js';
import { askedFacts, programFactsText } from './program-facts.js';

const NOW = new Date('2026-11-29T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000).toISOString();
const program = makeProgram({
  lat: 42.36,
  lng: -71.06,
  name: 'Open Arms Child Care',
  address: '12 Elm St',
  city: 'Quincy',
  ageGroups: ['infant', 'toddler'],
  acceptsSubsidy: true,
  phone: '(617) 555-0100',
  hours: 'M-F 7-6',
  rating: 4.46,
  reviewCount: 12,
});
const weekdays = { open: '07:30', close: '18:00' };
const listing: Listing = {
  openings: {
    data: {
      ageGroups: [
        { ageGroup: 'infant', openSeats: 0, waitlist: true, waitlistLength: 4, nextOpeningOn: null },
        { ageGroup: 'toddler', openSeats: 2, waitlist: false, waitlistLength: null, nextOpeningOn: null },
      ],
    },
    updatedAt: daysAgo(2),
    updatedVia: 'provider',
  },
  tuition: {
    data: { rates: [{ ageGroup: 'infant', schedule: 'full-time', period: 'week', minDollars: 450, maxDollars: 500 }], registrationFeeDollars: null, waitlistFeeDollars: null },
    updatedAt: daysAgo(40),
    updatedVia: 'provider',
  },
  hours: { data: { week: { mon: weekdays, tue: weekdays, wed: weekdays, thu: weekdays, fri: weekdays, sat: null, sun: null }, closedDates: [] }, updatedAt: daysAgo(40), updatedVia: 'provider' },
  offers: null,
};

describe('what a question asks of a program', () => {
  it.each([
    ['Does Open Arms Child Care have openings for infants?', ['openings']],
    ['how much is Open Arms Child Care for a toddler', ['price']],
    ['What time does Open Arms Child Care close?', ['hours']],
    ['does Open Arms Child Care speak Spanish and take vouchers', ['languages', 'subsidy']],
    ['¿Open Arms Child Care tiene cupos? ¿Cuánto cobran?', ['openings', 'price']],
    ['teléfono de Open Arms Child Care', ['phone']],
    // The name's own "Open" asks for no hours; asked nothing, the overview.
    ['tell me about Open Arms Child Care', []],
  ])('%s', (question, facts) => {
    expect(askedFacts(question, 'Open Arms Child Care')).toEqual(facts);
  });
});

describe('a program’s facts in the Nanny’s words', () => {
  it('says each fact asked with when the provider confirmed it, in English', () => {
    expect(programFactsText(program, listing, ['openings', 'price', 'hours', 'languages', 'subsidy', 'rating', 'phone'], 'en', NOW).split('\n')).toEqual([
      'Open Arms Child Care, 12 Elm St, Quincy:',
      'Openings: Infant: waitlist (4 families); Toddler: 2 open seats (confirmed by the provider Nov 27, 2026)',
      'Price: Infant, full-time: $450–$500 a week (confirmed by the provider Oct 20, 2026)',
      'Hours: Mon–Fri 7:30 AM–6:00 PM, Sat–Sun closed (confirmed by the provider Oct 20, 2026)',
      'Languages: not reported by the provider yet',
      'Subsidies: accepts subsidies (vouchers)',
      'Reviews: ★ 4.5 from 12 reviews',
      'Phone: (617) 555-0100',
    ]);
  });

  it('says them in Spanish, warns of openings not confirmed for a month, and falls back to the license’s hours', () => {
    const older = { ...listing, openings: { ...listing.openings!, updatedAt: daysAgo(45) }, hours: null };
    expect(programFactsText(program, older, ['openings', 'hours', 'ages'], 'es', NOW).split('\n')).toEqual([
      'Open Arms Child Care, 12 Elm St, Quincy:',
      'Cupos: Bebé: lista de espera (4 familias); Niño pequeño: 2 cupos libres (confirmado por el proveedor el 15 oct 2026, hace más de un mes: llame para confirmarlo)',
      'Horario en la licencia: M-F 7-6',
      'Edades: bebé, niño pequeño',
    ]);
  });
});

import { OPENINGS_FRESH_DAYS } from '#shared/constants.js';
import type { Program } from '#shared/schemas/catalogue.js';
import type { DayHours, Listing } from '#shared/schemas/listing.js';
import { clockText, weekRuns } from '#shared/week-hours.js';
import type { Language } from '#server/language.js';
import { PROGRAM_FACT_TEXTS, type ProgramFactTexts } from './program-fact-texts.js';

/** What a parent may ask of one program, in the order the answer gives them. */
export const PROGRAM_FACTS = ['openings', 'price', 'hours', 'ages', 'languages', 'subsidy', 'rating', 'phone'] as const;
export type ProgramFact = (typeof PROGRAM_FACTS)[number];

/** Words that ask for each fact, English and Spanish, read on the question in lower case without accents. */
const ASKS: Record<ProgramFact, RegExp> = {
  openings: /\b(openings?|spots?|seats?|spaces?|availability|available|wait ?list|vacanc(y|ies)|cupos?|lugar(es)?|espacios?|lista de espera|disponib\w*|vacantes?)\b/,
  price: /\b(cost|costs|price|prices|pricing|tuition|how much|fees?|rates?|expensive|cuesta|cuestan|precios?|costos?|cuotas?|tarifas?|cuanto|cobran)\b|\$/,
  hours: /\b(hours?|open|opens|close[sd]?(?! (to|by)\b)|closing|what time|pick ?up|drop ?off|schedule|horarios?|abren?|cierran?|a que hora)\b/,
  ages: /\b(ages?|infants?|babies|baby|toddlers?|how old|\d+ ?(year|yr)s?[ -]?olds?|edad(es)?|bebes?|de \d+ (anos|meses))\b/,
  languages: /\b(languages?|speak|speaks|spanish|bilingual|idiomas?|habla|hablan|espanol|bilingue)\b/,
  subsidy: /\b(subsid\w*|vouchers?|ccap|ccis|financial (aid|assistance)|vales?|ayudas?|asistencia financiera)\b/,
  rating: /\b(reviews?|ratings?|rated|any good|parents say|resenas?|calificacion|opiniones|es buen[oa]|que dicen|recomienda\w*)\b/,
  phone: /\b(phone|call|number|address|where|located|location|contact|telefono|llamar|direccion|donde|ubicad\w*)\b/,
};

/** A question that asks for no fact in particular is told these: who it takes, whether there is a seat, when it is open, how to reach it. */
const OVERVIEW: readonly ProgramFact[] = ['ages', 'openings', 'hours', 'rating', 'phone'];

const plainText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The facts a question about the program named `name` asks for ("does it have openings for
 * infants?": openings), none when it asks for nothing in particular. The name itself asks nothing ("Open Arms").
 */
export function askedFacts(question: string, name: string): ProgramFact[] {
  const plain = plainText(question).split(plainText(name)).join(' ');
  let asked = PROGRAM_FACTS.filter((fact) => ASKS[fact].test(plain));
  // "openings for infants", "the price for toddlers": the age group says for whom, it asks no more.
  if (asked.includes('openings') || asked.includes('price')) asked = asked.filter((fact) => fact !== 'ages');
  return asked;
}

const DAY_MS = 86_400_000;

const dayHours = (hours: DayHours | null, say: ProgramFactTexts) => (hours ? `${clockText(hours.open)}–${clockText(hours.close)}` : say.closed);

const dollars = (min: number, max: number) => (min === max ? `$${min.toLocaleString('en-US')}` : `$${min.toLocaleString('en-US')}–$${max.toLocaleString('en-US')}`);

/** The most rates one answer lists; the program page has them all. */
const RATES_SAID = 4;

/** One line of the answer per fact asked, in the program page's words: what the provider reported and when, or that nothing was. */
function programFactLines(program: Program, listing: Listing, facts: readonly ProgramFact[], language: Language, now: Date): string[] {
  const say = PROGRAM_FACT_TEXTS[language];
  const date = new Intl.DateTimeFormat(say.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const reported = ({ updatedAt, updatedVia }: { updatedAt: string; updatedVia: string }) => say.reported(date.format(new Date(updatedAt)), updatedVia === 'demo');
  const line = (label: string, value: string) => `${label}: ${value}`;
  const names = new Intl.DisplayNames([say.locale], { type: 'language' });
  // After the label's colon Spanish goes on in lower case ("Edades: bebé, niño pequeño"); English keeps its capitals.
  const listed = (items: readonly string[]) => items.map((item) => (language === 'es' ? item.toLocaleLowerCase('es') : item)).join(', ');
  const write: Record<ProgramFact, () => string> = {
    openings: () => {
      const openings = listing.openings;
      if (!openings) return line(say.openings, say.notReported);
      const groups = openings.data.ageGroups.map(
        (group) =>
          `${say.ageGroups[group.ageGroup]}: ${group.openSeats > 0 ? say.openSeats(group.openSeats) : group.waitlist ? say.waitlist(group.waitlistLength) : say.full}`,
      );
      const stale = now.getTime() - Date.parse(openings.updatedAt) > OPENINGS_FRESH_DAYS * DAY_MS;
      return line(say.openings, `${groups.length > 0 ? groups.join('; ') : say.full} (${reported(openings)}${stale ? `, ${say.staleOpenings}` : ''})`);
    },
    price: () => {
      const tuition = listing.tuition;
      if (!tuition || tuition.data.rates.length === 0) return line(say.price, say.notReported);
      const rates = tuition.data.rates
        .slice(0, RATES_SAID)
        .map((rate) => `${say.ageGroups[rate.ageGroup]}, ${say.schedules[rate.schedule]}: ${dollars(rate.minDollars, rate.maxDollars)} ${say.period[rate.period]}`);
      return line(say.price, `${rates.join('; ')} (${reported(tuition)})`);
    },
    hours: () => {
      if (listing.hours) return line(say.hours, `${weekRuns(listing.hours.data.week, (day) => say.days[day], (hours) => dayHours(hours, say)).join(', ')} (${reported(listing.hours)})`);
      return program.hours?.trim() ? line(say.licensedHours, program.hours.trim()) : line(say.hours, say.notReported);
    },
    ages: () => line(say.ages, program.ageGroups.length > 0 ? listed(program.ageGroups.map((group) => say.ageGroups[group])) : say.notListed),
    languages: () => {
      const offers = listing.offers;
      if (!offers || offers.data.languages.length === 0) return line(say.languages, say.notReported);
      return line(say.languages, listed(offers.data.languages.map((code) => names.of(code) ?? code)));
    },
    subsidy: () => line(say.subsidy, program.acceptsSubsidy === null ? say.notListed : say.subsidyAnswer(program.acceptsSubsidy)),
    rating: () => line(say.rating, program.rating === null ? say.noReviews : say.ratingLine(program.rating.toFixed(1), program.reviewCount)),
    phone: () => line(say.phone, program.phone?.trim() || say.notListed),
  };
  return facts.map((fact) => write[fact]());
}

/** The whole answer: the program and where it is, then one line per fact asked, or the overview's. */
export function programFactsText(program: Program, listing: Listing, asked: readonly ProgramFact[], language: Language, now: Date): string {
  const where = [program.address, program.city].filter(Boolean).join(', ');
  const facts = asked.length > 0 ? asked : OVERVIEW;
  return [PROGRAM_FACT_TEXTS[language].heading(program.name, where), ...programFactLines(program, listing, facts, language, now)].join('\n');
}

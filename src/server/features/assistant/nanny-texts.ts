import type { Language } from '#server/language.js';

/** What the Nanny says herself, around what she quotes or finds, in the language she was asked in. */
export interface NannyTexts {
  nothingFits: string;
  /** A request to find care with no place the search can read. */
  noPlace: string;
  /** The programs shown of those that match. */
  found: (shown: number, total: number) => string;
  noMatch: string;
  /** No map service could look the place up just now. */
  lookupFailed: (where: string) => string;
  /** "A or B", for a route's two ends. */
  either: (first: string, second: string) => string;
  /** Several programs share the name asked about, and the question names none of their towns. */
  whichProgram: (name: string, count: number) => string;
}

export const NANNY_TEXTS: Record<Language, NannyTexts> = {
  en: {
    nothingFits:
      'I do not have anything written on that yet, so I would rather not guess. I can answer questions about choosing, visiting, paying for and starting childcare, and I can find programs: try “find a preschool near Quincy with openings”.',
    noPlace: 'I could not read a place to search around in that. Try a town, a neighbourhood or a ZIP code.',
    found: (shown, total) =>
      total > shown ? `Here are the first ${shown} of ${total} programs that match.` : total === 1 ? 'Here is the program that matches.' : `Here are the ${total} programs that match.`,
    noMatch: 'No program matches all of that. The full results let you remove a filter or widen the search.',
    lookupFailed: (where) => `I could not look up “${where}” just now. Try a town, a neighbourhood or a ZIP code, or search from the home page.`,
    either: (first, second) => `${first} or ${second}`,
    whichProgram: (name, count) => `${count} programs are called ${name}. Which one do you mean? Ask again with its town, or open its page below.`,
  },
  es: {
    nothingFits:
      'Todavía no tengo nada escrito sobre eso, así que prefiero no adivinar. Puedo responder preguntas sobre cómo elegir, visitar, pagar y empezar el cuidado infantil, y puedo buscar programas: pruebe con “busco un preescolar cerca de Quincy con cupo”.',
    noPlace: 'No encontré en su mensaje un lugar donde buscar. Pruebe con una ciudad, un barrio o un código postal.',
    found: (shown, total) =>
      total > shown
        ? `Estos son los primeros ${shown} de los ${total} programas que coinciden.`
        : total === 1
          ? 'Este es el programa que coincide.'
          : `Estos son los ${total} programas que coinciden.`,
    noMatch: 'Ningún programa cumple con todo eso. En los resultados completos puede quitar un filtro o ampliar la búsqueda.',
    lookupFailed: (where) =>
      `No pude buscar “${where}” en este momento. Pruebe con una ciudad, un barrio o un código postal, o busque desde la página de inicio.`,
    either: (first, second) => `${first} o ${second}`,
    whichProgram: (name, count) =>
      `Hay ${count} programas que se llaman ${name}. ¿Cuál de ellos? Vuelva a preguntar con su ciudad, o abra su página aquí abajo.`,
  },
};

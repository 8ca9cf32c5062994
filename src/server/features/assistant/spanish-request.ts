import { withCaseSensitiveParts } from './case-sensitive-parts.js';
import { AGE_PHRASES, CARE_PHRASES, FILTER_PHRASES, NUMBER_PHRASES, PLACE_TRANSLATIONS, ROUTE_PHRASES, SPANISH_ONLY_WORDS, SPANISH_SHARED_WORDS, type SpanishPhrase } from './spanish-words.js';

/**
 * A request written in Spanish, read by the English rules (docs/decisions/0029, "Spanish
 * requests"): its cue words and phrases are written as the English the rules read ("de A a B" ->
 * "from A to B", "guardería" -> "daycare", "que abra a las 7" -> "opens at 7"), while place names
 * stay as typed, but for a few Spanish names of US places (PLACE_TRANSLATIONS). An English request
 * is returned as it came.
 */
export function spanishAsEnglish(input: string): string {
  if (!isSpanish(input)) return input;
  // A request in capitals ("DAYCARE EN EL BRONX") is read with capitals on its words but the small
  // ones, where "el" is an article, not a name.
  const written = /\p{Ll}/u.test(input) ? input : input.toLowerCase().replace(/\p{L}+/gu, (word) => (SMALL_WORDS.has(word) ? word : `${word[0]?.toUpperCase()}${word.slice(1)}`));
  let text = ` ${withoutAccents(written).replace(/[¿¡]/g, ' ')} `;
  for (const phrase of REWRITES) text = rewrite(text, phrase);
  // A line break stays: it ends a note's line, as in English.
  return text.replace(/[^\S\n]+/g, ' ').replace(/ *\n */g, '\n').trim();
}

/**
 * One Spanish-only word, or two words Spanish shares with English written in lower case (a
 * capitalised one is likely a name: "El Camino Real"), or one with an accent or "¿¡".
 */
export function isSpanish(input: string): boolean {
  const text = /\p{Ll}/u.test(input) ? input : input.toLowerCase();
  const words = withoutAccents(text).replace(/ñ/g, 'n').replace(/\ben\s+route\b/gi, ' ').match(/\p{L}+/gu) ?? [];
  const only = words.filter((word) => SPANISH_ONLY.has(word.toLowerCase())).length;
  const shared = new Set(words.filter((word) => word === word.toLowerCase() && SPANISH_SHARED.has(word))).size;
  const marked = /[áéíóúñ¿¡]/i.test(text);
  return only > 0 || shared >= 2 || (marked && shared >= 1) || FROM_TO.test(text);
}

/** "de Malden a Boston": two places, Spanish-style. */
const FROM_TO = /(?:^|[\s,.;:])[Dd]e\s+[\p{Lu}\d][^,.;:!?]*?\s+(?:a|al|pa|para|hasta)\s+[\p{Lu}\d]/u;

const SPANISH_ONLY = new Set(SPANISH_ONLY_WORDS);
/** Words a name never starts with: articles, prepositions, conjunctions, possessives. */
const SMALL_WORDS = new Set(['de', 'del', 'el', 'la', 'los', 'las', 'en', 'y', 'o', 'a', 'al', 'para', 'pa', 'que', 'q', 'con', 'por', 'x', 'mi', 'mis', 'un', 'una', 'su', 'sus', 'se', 'me', 'nos', 'lo', 'le']);
const SPANISH_SHARED = new Set(SPANISH_SHARED_WORDS);

/** "guardería" -> "guarderia", "Los Ángeles" -> "Los Angeles"; "ñ" stays a letter of its own. */
function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/(?<=[aeiouAEIOU])[\u0301\u0308\u0300]/g, '').normalize('NFC');
}

/** Function words last, so that no phrase above loses its words. */
const WORDS: SpanishPhrase[] = [
  [String.raw`busco|buscamos|(?:estoy|ando)\s+buscando|necesito|necesitamos|ocupo|quiero`, ' I need '],
  [String.raw`ja(?:ja)+|je(?:je)+|ji(?:ji)+`, ' '],
  // "Arlington, Texas (no Virginia)": the place in brackets is set aside.
  [String.raw`\(\s*no\s+`, ' (not '],
  [String.raw`hola|buenas(?:\s+(?:tardes|noches|dias))?|buenos\s+dias|gracias|por\s+fa(?:vor)?|alguien\s+sabe\s+de`, ' , '],
  [String.raw`urgente(?:mente)?|lo\s+(?:mas|antes)\s+(?:pronto|rapido)\s+posible|cuanto\s+antes`, ' asap '],
  [String.raw`en|dentro\s+de`, ' in '],
  [String.raw`y`, ' and '],
  [String.raw`soy|somos`, ' I am '],
  [String.raw`pero`, ' but '],
  // "¿Tienen grupos de juego...?": a question's verb, capitalised, is no place.
  [String.raw`tienen|tienes|tiene\s+usted`, ' have '],
  [String.raw`o`, ' or '],
  [String.raw`que|q`, ' that '],
  // Lower case "pa": "Allentown, PA" is Pennsylvania.
  [String.raw`para|(?-i:pa)`, ' for '],
  [String.raw`mis?|nuestr[oa]s?`, ' my '],
  [String.raw`con`, ' with '],
  [String.raw`una?`, ' a '],
  // Lower case only: "El Paso", "Los Angeles" and "La Villita" keep theirs.
  [String.raw`(?-i:el|la|los|las)`, ' ', true],
];

/**
 * A phrase compiled once: whole words, no letter just before and none just after unless the phrase
 * ends in a space; a letter joined by an apostrophe is of the same word ("O'Hare" holds no "o").
 */
interface Rewrite {
  regex: RegExp;
  english: SpanishPhrase[1];
  beforePlace: boolean;
}

/** In order: place names, numbers, filters, ages, care words, roles, then the function words. */
const REWRITES: Rewrite[] = [PLACE_TRANSLATIONS, NUMBER_PHRASES, FILTER_PHRASES, AGE_PHRASES, CARE_PHRASES, ROUTE_PHRASES, WORDS]
  .flat()
  .map(([pattern, english, beforePlace]) => ({
    regex: withCaseSensitiveParts(String.raw`(?<![\p{L}\p{N}]['’]?)(?:${pattern})(?:(?<![\p{L}\p{N}])|(?!['’]?[\p{L}\p{N}]))`, 'giu'),
    english,
    beforePlace: beforePlace ?? false,
  }));

/** A name, a ZIP, a street number before a name or a part of a town ("a downtown LA", "a downtown"): "para 2 niños" counts children, "a 02150" names a place. */
const PLACE_START = /^(?:\p{Lu}|\d{5}(?!\d)|\d{1,5}[a-z]?\s+\p{Lu}|(?:down|up|mid)town\b)/u;

/** One phrase rewritten wherever it stands (and, if it says so, only before a capital or a digit). */
function rewrite(text: string, { regex, english, beforePlace }: Rewrite): string {
  return text.replace(regex, (match: string, ...rest: unknown[]) => {
    const at = rest.findIndex((value) => typeof value === 'number');
    const groups = rest.slice(0, at) as (string | undefined)[];
    if (beforePlace && !PLACE_START.test(text.slice((rest[at] as number) + match.length).trimStart())) return match;
    if (typeof english === 'function') return english(...groups.map((group) => group ?? ''));
    return english.replace(/\$(\d)/g, (_, n: string) => groups[Number(n) - 1] ?? '');
  });
}

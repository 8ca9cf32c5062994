import { HOME_STATE } from '#server/geo/offline/gazetteer.js';
import { wordTable } from '#server/lib/word-table.js';
import { capitalised, knownPlace, townSaidInLowerCase } from './place-spans.js';

/**
 * The Spanish words a request is read by (spanish-request.ts, docs/decisions/0029 "Spanish
 * requests"): each phrase is matched without accents (people often type none) and written as the
 * English the rules already read. Order matters: longer phrases come before the words inside them.
 */

/** A Spanish phrase (matched without case or accents), its English, and whether a place must follow it (a capital or a digit). */
export type SpanishPhrase = [pattern: string, english: string | ((...groups: string[]) => string), beforePlace?: boolean];
const BEFORE_PLACE = true;

/** What parents across Latin America call a child: "mi chamaco de 2", "pa mi pelado de 3", "mi cipote". */
const CHILD_WORDS = String.raw`cham[oa]s?|chamac[oa]s?|pelad[oa]s?|chav(?:al|it[oa])s?|morrit[oa]s?|hijit[oa]s?|ni[nñ]it[oa]s?|mij[oa]|cipot[ea]s?|chiquill[oa]s?|patoj[oa]s?|carajit[oa]s?`;

/** Words only Spanish uses: one is enough to read a request as Spanish. */
export const SPANISH_ONLY_WORDS: string[] = [
  'cerca', 'cerquita', 'busco', 'buscando', 'necesito', 'ocupo', 'guarderia', 'guarderias', 'preescolar',
  'preescolares', 'vivimos', 'trabajo', 'trabajamos', 'salgo', 'salimos', 'cuido', 'cuidado', 'bebes', 'meses', 'hijo', 'hija',
  'hijos', 'hijas', 'ninos', 'ninas', 'gemelos', 'gemelas', 'escuela', 'mensual', 'semana', 'alrededor', 'en', 'desde', 'hasta',
  'hacia', 'tenga', 'acepte', 'acepten', 'hablen', 'hable', 'bilingue', 'cupo', 'algun', 'alguna', 'mudo', 'mudamos', 'guarde',
  'donde', 'queda', 'necesitamos', 'buscamos', 'tiene', 'nuestra', 'nuestro', 'entre', 'barata', 'economica', 'tambien', 'estoy',
  'estamos', 'tengo', 'quiero', 'cuidar', 'manana', 'dias', 'todos', 'ninera', 'jardin', 'infantil', 'abra', 'cierre', 'abierta',
  'cupos', 'lugar', 'rumbo', 'trabaja', 'esposo', 'esposa', 'nieto', 'nieta', 'origen', 'destino', 'llegada', 'cueste', 'precio',
  'menor', 'espanol', 'universidad', 'espacio', 'espacios', 'disponible', 'disponibles',
];

/**
 * Words English shares or borrows, or that are names in English too: two are needed ("Marina del
 * Rey", "my daughter Nina", "El Camino Real", "Salida, CO", "the mayor" never make a request Spanish).
 */
export const SPANISH_SHARED_WORDS: string[] = [
  'de', 'del', 'un', 'una', 'el', 'la', 'los', 'las', 'con', 'por', 'para', 'pa', 'que', 'q', 'mi', 'mis', 'y', 'al', 'kinder', 'casa',
  'voy', 'hola', 'bebe', 'nino', 'nina', 'nene', 'nena', 'camino', 'barrio', 'cuesta', 'vivo', 'zona', 'salida', 'estancia',
  'gracias',
];

/** Spanish names of places whose US name is the English one: only these are ever translated. */
export const PLACE_TRANSLATIONS: SpanishPhrase[] = [
  [String.raw`(?:la\s+)?peque[nñ]a\s+habana`, 'Little Havana, Miami'],
  [String.raw`(?:el\s+)?este\s+de\s+los\s+angeles`, 'East LA'],
  [String.raw`(?:la\s+)?villita`, 'Little Village'],
  [String.raw`(?:el\s+)?centro\s+de\s+`, ' Downtown ', BEFORE_PLACE],
  [String.raw`filadelfia`, 'Philadelphia'],
  [String.raw`nueva\s+york`, 'New York'],
  [String.raw`nueva\s+jersey`, 'New Jersey'],
  [String.raw`carolina\s+del\s+norte`, 'North Carolina'],
  [String.raw`carolina\s+del\s+sur`, 'South Carolina'],
  [String.raw`pensilvania`, 'Pennsylvania'],
  [String.raw`luisiana`, 'Louisiana'],
  [String.raw`nuevo\s+hampshire`, 'New Hampshire'],
  [String.raw`nueva\s+orleans`, 'New Orleans'],
  [String.raw`nuevo\s+mexico`, 'New Mexico'],
  [String.raw`(?:el\s+)?pentagono`, 'the Pentagon'],
  // A named station, airport or school: the name before its kind, as in English ("la estación Wonderland").
  // "el aeropuerto O'Hare": a name with an apostrophe too.
  [String.raw`(?:el\s+|la\s+)?aeropuerto\s+(?:de\s+)?(?-i:(\p{Lu}[\p{L}']+(?:[^\S\n]+\p{Lu}[\p{L}']+)?))`, '$1 Airport'],
  // "el aeropuerto logan": in lower case, an airport the gazetteer knows by that name.
  [String.raw`((?:el\s+|la\s+)?aeropuerto\s+(?:de\s+)?)((?-i:\p{Ll}+(?:[^\S\n]+\p{Ll}+)?))`, (said, name) => {
    // "aeropuerto sky harbor": two words first, then one ("aeropuerto logan de boston").
    const [first = ''] = name.split(/\s+/);
    const airport = [name, first].find((words) => knownPlace(`${capitalised(words)} Airport`));
    return airport ? `${capitalised(airport)} Airport${name.slice(airport.length)}` : `${said}${name}`;
  }],
  // "trabajo en el aeropuerto": an airport named by no name, which the trip's other end places.
  [String.raw`(?:el\s+)?aeropuerto`, ' the airport '],
  [String.raw`(?:la\s+)?estacion\s+(?:de\s+)?(?-i:(\p{Lu}\p{L}+(?:\/\p{Lu}\p{L}+)?(?:\s+\p{Lu}\p{L}+)?))`, '$1 Station'],
  [String.raw`(?:la\s+)?escuela\s+(?-i:(\p{Lu}\p{L}+))`, '$1 School'],
  // "la Universidad de Boston" is Boston University; "la Universidad de Arizona", the University of Arizona.
  [String.raw`(?:la\s+)?universidad\s+de\s+(?-i:(\p{Lu}\p{L}+))`, (name) => (knownPlace(`${name} University`) ? `${name} University` : `University of ${name}`)],
  // "el Hospital Jackson Memorial": the name before its kind, when the gazetteer knows it so.
  [String.raw`(?:el\s+)?hospital\s+((?-i:\p{Lu}[\p{L}'.]*(?:[^\S\n]+\p{Lu}[\p{L}'.]*){0,2}))`, (name) => (knownPlace(`${name} Hospital`) ? `${name} Hospital` : `hospital ${name}`)],
  [String.raw`(?:el\s+)?downtown\s+de\s+`, ' Downtown ', BEFORE_PLACE],
  // "en kissimmee", "en el bronx": a town typed in lower case after "en" (not "en casa": Casa, Arkansas).
  [String.raw`(en\s+(?:el\s+)?)((?-i:\p{Ll}{4,}(?:[^\S\n]+\p{Ll}{3,}){0,2}))(?=\s*(?:[,.;!?]|$)|\s+(?:pa|para|que|q|con|cerca|y|por)\b)`, (lead, name) => {
    const town = townSaidInLowerCase(name);
    return town ? `en ${town}` : `${lead}${name}`;
  }],
  // "entre chelsea y el aeropuerto logan": a town typed in lower case after "entre" too.
  [String.raw`(entre\s+)((?-i:\p{Ll}{3,}(?:[^\S\n]+\p{Ll}{3,}){0,2}))(?=\s+y\s)`, (lead, name) => {
    const town = townSaidInLowerCase(name);
    return town ? `entre ${town}` : `${lead}${name}`;
  }],
  // "el barrio Egleston": the neighbourhood's name is the place.
  [String.raw`(?:el\s+)?barrio\s+(?:de\s+)?(?=\p{Lu})`, ' '],
];

/** What Spanish says as an English care word: categories and ages (childcare-words.ts reads the English). */
export const CARE_PHRASES: SpanishPhrase[] = [
  [String.raw`(?:programas?\s+(?:de\s+)?)?(?:despues|antes)\s+de\s+(?:la\s+)?(?:escuela|clases?)`, ' after school program '],
  [String.raw`grupos?\s+de\s+juegos?`, ' playgroup '],
  // "sala cuna": a nursery for babies.
  [String.raw`salas?\s+cunas?`, ' nursery '],
  // "guardería hispana": one whose staff speak Spanish (not "soy hispana", the parent).
  [String.raw`(gu?a?rd[ae]r+ias?|daycares?|cuidos?)\s+(?:hispan[ao]s?|latin[ao]s?)`, '$1 Spanish-speaking '],
  [String.raw`(?:lugar(?:es)?\s+de\s+)?cuidados?\s+(?:de\s+)?(?:ni[nñ]os|infantil(?:es)?|bebes|ni[nñ]as)`, ' childcare '],
  [String.raw`(?:un\s+lugar|alguien)\s+(?:para|pa)\s+cuidar|cuidadoras?|ni[nñ]eras?|centros?\s+(?:de\s+desarrollo\s+)?infantil(?:es)?`, ' childcare '],
  [String.raw`cuido`, ' childcare '],
  // "gurderia", "guarderria", "guardaria": misspelt as often as not.
  // "alguna guarde en Everett": the word cut short, as people type it (not "que guarde", to keep).
  [String.raw`estancias?\s+infantil(?:es)?|gu?a?rd[ae]r+ias?|(?<!(?:que|q)\s+)guardes?`, ' daycare '],
  // "jardín infantil" is a preschool where Colombians and Chileans say it; "jardín de niños" a kindergarten.
  [String.raw`jardin\s+infantil`, ' preschool '],
  [String.raw`jardin\s+(?:de\s+)?(?:infantes|ni[nñ]os)`, ' kindergarten '],
  // "busco nido para mi wawa": a nursery and a baby, as Peruvians say them.
  [String.raw`nidos?`, ' nursery '],
  [String.raw`pre[\s-]?kinder`, ' pre-k '],
  [String.raw`pre[\s-]?e?s[ck]olar(?:es)?`, ' preschool '],
  [String.raw`kinder(?:garden)?`, ' kindergarten '],
  [String.raw`recien\s+nacid[oa]s?`, ' newborn '],
  [String.raw`bebes?|bebit[oa]s?|bb|wawas?`, ' baby '],
  [String.raw`hijos|ni[nñ]os|nenes|chiquitos`, ' kids '],
  [CHILD_WORDS, ' kid '],
  [String.raw`hijo|ni[nñ]o|nene|chiquito`, ' son '],
  [String.raw`hija|ni[nñ]a|nena|chiquita`, ' daughter '],
  [String.raw`gemel[oa]s`, ' twins '],
  [String.raw`(?:de\s+)?(?:primer|segundo|tercer|cuarto|quinto|sexto)\s+grado`, ' school age '],
];

/** Numbers spelt out, as ages are ("mi hijo de dos años"). */
const NUMBERS: [string, string][] = [
  ['una?|uno', '1'], ['dos', '2'], ['tres', '3'], ['cuatro', '4'], ['cinco', '5'], ['seis', '6'], ['siete', '7'], ['ocho', '8'],
  ['nueve', '9'], ['diez', '10'], ['once', '11'], ['doce', '12'], ['dieciocho', '18'],
];

/** Numbers spelt out as ages and hours are ("de dos años", "a las seis"). */
export const NUMBER_PHRASES: SpanishPhrase[] = NUMBERS.map(([spanish, digits]) => [
  String.raw`(?:${spanish})(?=\s+(?:a[nñ]os?|a[nñ]itos|mes(?:es)?|semanas?)(?![\p{L}]))|(?<=las\s+)(?:${spanish})`,
  digits,
]);

/**
 * Ages: "de 2 años", "18 meses", "2 años y medio", "1 año y medio", "mi hijo de 3", "de dos años".
 * "mi hija tiene 14 meses" is read by the unit first; the bare "tiene 3" reads years only when no unit follows.
 */
export const AGE_PHRASES: SpanishPhrase[] = [
  // "tengo 2 niños de 1 y 3 años": how many children, no age and no place.
  [String.raw`(?:tengo|tenemos)\s+(?:\d|dos|tres|cuatro)\s+(?=hij|ni[nñ]|nen|beb|gemel|chiquit)`, ' for my '],
  [String.raw`(?:mis|nuestros|nuestras)\s+(?:\d|dos|tres|cuatro)\s+(?=hij|ni[nñ]|nen|beb|gemel|chiquit)`, ' my '],
  // "edades de 0 a 5 años": a range of ages names no age group.
  [String.raw`(?:para\s+)?(?:edades\s+)?(?:de\s+)?\d{1,2}\s+a\s+\d{1,2}\s+a[nñ]os`, ' '],
  // "tiene 5 años y todavía no va a la escuela": a five-year-old not in school yet.
  [String.raw`(?:todavia|aun)\s+no\s+(?:va|entra|empieza)\s+a\s+la\s+escuela|no\s+(?:entro|empezo)\s+a\s+la\s+escuela(?:\s+publica)?`, ' not in school yet '],
  // A child who goes to kindergarten is school-age; the care asked is another.
  [String.raw`(?:va|van|esta|estan)\s+(?:al|en|en\s+el)\s+kinder(?:garden)?`, ' kindergartner '],
  // "el año que viene entra a kínder", "antes del kínder": the school ahead, not the care asked for.
  [String.raw`(?:entra|entran|empieza|empiezan)\s+(?:a|al)\s+kinder(?:garden)?|antes\s+del\s+kinder(?:garden)?`, ' , '],
  // "tiene 2 años y 8 meses": one child's age, in months.
  [String.raw`(\d{1,2})\s+a[nñ]os?\s+y\s+(\d{1,2})\s+mes(?:es)?`, (years, months) => ` ${Number(years) * 12 + Number(months)} months old `],
  // "mi hijo ya cumplió 6": turned six.
  [String.raw`(?:ya\s+)?(?:cumpli[oó]|cumple|va\s+a\s+cumplir)\s+(\d{1,2})(?![\d:]|\s*(?:mes|semana))(?:\s*a[nñ]os?)?`, ' is $1 years old '],
  // "uno de 1 año y el otro de 4": the other child's age, in years as the first one's.
  [String.raw`(?:,\s*|\s+)?(?:y\s+)?(?:el|la)\s+otr[oa]\s+(?:de|tiene)\s+(\d{1,2})(?![\d:]|\s*(?:mes|semana))(?:\s*a[nñ]os?)?`, ' and $1 years old '],
  [String.raw`(?:de\s+)?(?:1|un)\s+a[nñ]o\s+y\s+medio|(?:de|tiene|cumple)\s+a[nñ]o\s+y\s+medio`, ' 18 months old '],
  [String.raw`(?:de\s+)?(\d{1,2})\s+a[nñ](?:o|itos?)s?\s+y\s+medio`, ' $1.5 years old '],
  [String.raw`(?:de\s+)?(\d{1,2})\s*a[nñ](?:o|itos?)s?`, ' $1 years old '],
  [String.raw`(?:de\s+)?(\d{1,2})\s*mes(?:es|ecitos)?(?:\s+de\s+edad)?`, ' $1 months old '],
  [String.raw`(?:de\s+)?(\d{1,2})\s*semanas\s+de\s+nacid[oa]`, ' $1 weeks old '],
  // "bebé de 6 semanas": a baby's age in weeks.
  [String.raw`\b(beb[eé]s?|nen[ea]s?|hij[oa]s?|ni[nñ][oa]s?)\s+de\s+(\d{1,2})\s*semanas`, ' $1 $2 weeks old '],
  // "que acepte bebés desde 6 semanas": the youngest age taken.
  [String.raw`\b(beb[eé]s?|nen[ea]s?|ni[nñ][oa]s?)\s+desde\s+(?:los\s+|las\s+)?(\d{1,2})\s*(semanas|meses)`, (who, n, unit) => ` ${who} ${n} ${unit.startsWith('s') ? 'weeks' : 'months'} old `],
  [String.raw`(hij[oa]s?|ni[nñ][oa]s?|nen[ea]s?|chiquit[oa]s?|gemel[oa]s|${CHILD_WORDS})\s+(?:de|tiene|tienen)\s+(\d{1,2})(?![\d:]|[.,]\d|\s*(?:am|pm|de\s+la)|\s*(?:years?|yrs?|months?|mos?|weeks?)\b)`, ' $2 years old '],
];

/** Languages as Spanish names them, and their English names (filter-words.ts). */
const LANGUAGES: [string, string][] = [
  [String.raw`espa[nñ]ol`, 'Spanish'],
  [String.raw`ingles`, 'English'],
  [String.raw`portugues`, 'Portuguese'],
  [String.raw`chino|mandarin`, 'Chinese'],
  [String.raw`frances`, 'French'],
  [String.raw`criollo\s+haitiano|creole|kreyol`, 'Haitian Creole'],
  [String.raw`arabe`, 'Arabic'],
  [String.raw`vietnamita`, 'Vietnamese'],
  [String.raw`am[aá]rico|amharico`, 'Amharic'],
];

/** An hour a place closes, with no am/pm: "6" is six in the afternoon, "17:30" stays as it is. */
function afternoon(hour: string): string {
  return Number.parseInt(hour, 10) < 12 ? `${hour}pm` : hour;
}

const THOUSANDS = wordTable<number>({ '': 1, dos: 2, tres: 3, cuatro: 4, cinco: 5 });
const HUNDREDS = wordTable<number>({ '': 0, cien: 1, ciento: 1, doscientos: 2, trescientos: 3, cuatrocientos: 4, quinientos: 5, seiscientos: 6, setecientos: 7, ochocientos: 8, novecientos: 9 });

/** "mil doscientos" -> 1200, "dos mil" -> 2000: a price in words. */
function thousandsAmount(thousands: string, hundreds: string): number {
  return (THOUSANDS[thousands.toLowerCase()] ?? 1) * 1000 + (HUNDREDS[hundreds.toLowerCase()] ?? 0) * 100;
}

/** Filters said in Spanish, written as filter-words.ts reads them in English. */
/** "a mi niña de 3 años": the child's age after whom, in a drop-off. */
const OF_AGE = String.raw`(?:\s+de\s+\d{1,2}\s+(?:a[nñ]os?|a[nñ]itos|mes(?:es)?))?`;
/** The child dropped off or picked up ("a mi hija de 3 años", "al bebé"), kept as the phrase's first group. */
const THE_CHILD = String.raw`(?:\s+(?:a\s+)?((?:mi|mis|el|la|los|al)\s+\p{L}+${OF_AGE}))?`;

export const FILTER_PHRASES: SpanishPhrase[] = [
  // "6:45 a. m.": the hour's half of the day written with a space, as Spanish style guides write it.
  [String.raw`(\d)\s*a\.\s?m\.?`, '$1am'],
  [String.raw`(\d)\s*p\.\s?m\.?`, '$1pm'],
  // "hace un mes", "hace 2 semanas": how long ago, never a child's age.
  [String.raw`(?:desde\s+)?hace\s+(?:un|una|unos|unas|\d+|poco|poquito)\s*(?:mes(?:es)?|semanas?|a[nñ]os?|dias?|tiempo)?`, ' recently '],
  // "que abra a las 7 a más tardar": the hour is the latest, which an hour to open by already is.
  [String.raw`,?\s*a\s+mas\s+tardar`, ' '],
  // "mi esposo y yo ganamos como 4 mil al mes": what the family earns, which is no budget.
  [String.raw`(?:(?:mi\s+(?:esposo|esposa|pareja|marido|mujer)\s+y\s+yo|nosotros)\s+)?(?:ganamos|gano|ganan)\s+(?:como\s+|unos\s+|alrededor\s+de\s+)?`, ' we make '],
  // When the parent goes, never a part of the place before it ("a Magic Kingdom todos los días").
  [String.raw`todos\s+los\s+dias|cada\s+dia|a\s+diario|diariamente`, ' every day '],
  [String.raw`todas\s+las\s+ma[nñ]anas|cada\s+ma[nñ]ana|(?:por|en)\s+las\s+ma[nñ]anas`, ' every morning '],
  // "el mes que viene" is when, not an age ("a month").
  [String.raw`(?:de\s+)?lunes\s+a\s+viernes`, ' weekdays '],
  [String.raw`(?:el\s+|la\s+)?(?:mes|semana|a[nñ]o)\s+(?:que|q)\s+viene|(?:el\s+|la\s+)?proxim[oa]\s+(?:mes|semana|a[nñ]o)`, ' next month '],
  [String.raw`(?:el\s+|la\s+)?(?:mes|semana|a[nñ]o)\s+pasad[oa]`, ' last month '],
  [String.raw`(?:(?:que|q)\s+)?(?:acept[ae]n?|toman?|tom[ea]n?|recib[ae]n?|agarr[ae]n?|pago\s+con|con)\s+(?:el\s+|los\s+|la\s+)?(?:vouchers?|cupones|vales|subsidios?(?:\s+de\s+(?-i:\p{Lu})\p{L}+(?:\s+(?-i:\p{Lu})\p{L}+)?)?|(?:ayuda|asistencia|subsidio|pagos?)\s+(?:del\s+|de\s+la\s+|de\s+)?(?:estado|gobierno|estatal|condado|ciudad|des|dss|dhs|dcf|dta|acs|workforce|militar)|programa\s+(?:de\s+ayuda\s+)?(?:del\s+|de\s+la\s+)?(?:estado|condado|ciudad|gobierno)|school\s+readiness|workforce|dta|eec|ccap|dhs|dss|dcf|acs|hra|asistencia(?:\s+del\s+estado)?)(?:\s+(?:del\s+estado|de\s+(?:acs|dta|eec|hra)))?`, ' that accepts vouchers '],
  [String.raw`(?:(?:que|q)\s+)?(?:tengan?|tienen?|tener|hay(?:a)?|con)\s+(?:un\s+)?(?:cupos?|espacios?|lugar(?:es)?|plazas?|vacantes?)(?:\s+disponibles?)?`, ' with openings '],
  [String.raw`sin\s+lista\s+de\s+espera|(?:(?:que|q)\s+)?no\s+(?:tengan?|haya)\s+lista\s+de\s+espera`, ' no waitlist '],
  [String.raw`necesitan?\s+(?:un\s+)?(?:cupo|espacio|lugar)`, ' with openings '],
  // "que nos ayuden a aplicar a la ayuda del estado", "la ayuda de Child Care Services": a subsidy.
  // "necesito ayuda del gobierno pa pagar": help to pay is a subsidy.
  [String.raw`ayuda\s+(?:del\s+(?:estado|condado|gobierno)\s+)?(?:pa'?|para)\s+pagar(?:l[oa])?`, ' that accepts vouchers '],
  [String.raw`(?:aplicar|solicitar|pedir)\s+(?:a\s+)?(?:la\s+)?ayuda\s+del\s+(?:estado|condado|gobierno)|(?:la\s+)?ayuda\s+de\s+(?:child\s*care\s+services|ccs)`, ' that accepts vouchers '],
  // "para mañana mismo", "urgente pa mañana": care from tomorrow is a place open now.
  [String.raw`(?:urgente\s+)?(?:para|pa)\s+ma[nñ]ana(?:\s+mismo)?`, ' with openings '],
  [String.raw`(?:cupos?|espacios?|lugar(?:es)?|plazas?|vacantes?)\s+disponibles?`, ' with openings '],
  [String.raw`(?:con|tengan?|hay)\s+disponibilidad|(?:(?:que|q)\s+)?(?:este|esten)\s+(?:aceptando|inscribiendo|recibiendo)(?:\s+(?:inscripciones|ni[nñ]os|matriculas))?(?:\s+nuevos)?|(?:aceptando|abiert[oa]s?)\s+inscripciones|(?:(?:que|q)\s+)?acept[ae]n?\s+ni[nñ]os\s+nuevos`, ' with openings '],
  ...LANGUAGES.map(([spanish, english]): SpanishPhrase => [String.raw`(?:(?:que|q|donde)\s+)?(?:habl[ae]n?|en)\s+${spanish}`, ` ${english}-speaking `]),
  [String.raw`bilingues?(?:\s*\((?:espa[nñ]ol|ingles)\s*\/\s*(?:espa[nñ]ol|ingles)\))?`, ' Spanish-speaking '],
  [String.raw`hispano(?:hablantes?|parlantes?)`, ' Spanish-speaking '],
  [String.raw`(\$?\d[\d,]*)\s+(?:al|por|x)\s+mes\s+(?:maximo|max)`, ' under $1 a month '],
  [String.raw`(\$?\d[\d,]*)\s+(?:a\s+la|por|x)\s+semana\s+(?:maximo|max)`, ' under $1 a week '],
  // "todavía no tengo voucher": a help the family does not have yet.
  [String.raw`(?:todavia\s+|aun\s+|tampoco\s+)?no\s+(?:tengo|tenemos)\s+(?:el\s+|un\s+|ningun\s+)?(?:vouchers?|vales?|subsidios?|ayuda)(?:\s+(?:todavia|aun))?`, ' , '],
  // "24 mil": thousands in words after the digits.
  [String.raw`(\$?\d{1,3})\s+mil(?![\p{L}])`, '$1,000'],
  [String.raw`(?:(dos|tres|cuatro|cinco)\s+)?mil(?:\s+(cien|ciento|doscientos|trescientos|cuatrocientos|quinientos|seiscientos|setecientos|ochocientos|novecientos))?(?=\s+(?:dolares|al\s+mes|mensual|por\s+mes|a\s+la\s+semana|por\s+semana))`, (thousands, hundreds) => ` ${thousandsAmount(thousands, hundreds)} `],
  [String.raw`(?:tengo\s+)?hasta\s+(?=\$?\d[\d,]*\s+(?:dolares|al\s+mes|mensual|por\s+mes|a\s+la\s+semana|por\s+semana)|\$\d)`, ' under '],
  // "$400/semana", "$1500/mes": the period after a slash.
  [String.raw`(\$?\d[\d,]*)\s*\/\s*semana`, '$1 a week '],
  [String.raw`(\$?\d[\d,]*)\s*\/\s*mes`, '$1 a month '],
  [String.raw`(?:la|por|x|cada)\s+hora`, ' an hour '],
  // "$1.200": Latin America writes thousands with a dot.
  [String.raw`(\$?\d{1,2})\.(\d{3})(?![\d.,])`, '$1,$2'],
  [String.raw`\$?(\d[\d,]*)\s+dolares`, ' $$$1 '],
  [String.raw`(\$?\d[\d,]*)\s+(?:(?:al|por|x)\s+mes|mensual(?:es)?)\s+(?:maximo|max)`, ' under $1 a month '],
  [String.raw`(?:(?:que|q)\s+)?(?:no\s+cueste\s+mas\s+de|cueste\s+menos\s+de|por\s+menos\s+de|menos\s+de|maximo|max)\s+`, ' under '],
  [String.raw`(?:al|por|el|x)\s+mes|mensual(?:es)?`, ' a month '],
  [String.raw`(?:a\s+la|por|la|x)\s+semana|semanal(?:es)?`, ' a week '],
  [String.raw`(?:al|por|el|x)\s+dia|diarios?`, ' a day '],
  [String.raw`(?:al|por|el|x)\s+a[nñ]o|anual(?:es)?`, ' a year '],
  [String.raw`presupuesto\s+(?:de\s+)?(?:maximo\s+)?(?:de\s+)?(?=\$?\d)`, ' under '],
  [String.raw`(\d{1,2}(?::\d\d)?)\s+de\s+la\s+(?:tarde|noche)`, '$1pm'],
  [String.raw`(\d{1,2}(?::\d\d)?)\s+de\s+la\s+ma[nñ]ana`, '$1am'],
  [String.raw`(\d{1,2})\s+y\s+media`, '$1:30'],
  [String.raw`(\d{1,2})\s+y\s+cuarto`, '$1:15'],
  // "a las 7 menos cuarto": a quarter to seven.
  [String.raw`(\d{1,2})\s+menos\s+cuarto`, (hour) => `${(Number(hour) + 11) % 12 || 12}:45`],
  // Drop-off and pickup: "dejar a mi hija a las 6:30", "la dejaría a las 7", "recogerla a las 5",
  // "los recogemos a las 11:30", "entrada a las 7". The child named stays, for its age: "dejar a mi
  // hija de 3 años a las 7" asks for a preschooler.
  [String.raw`(?:(?:tengo\s+(?:que|q)\s+)?(?:dejar(?:l[oa]s?)?|llevar(?:l[oa]s?)?|(?:l[oa]s?\s+)?(?:dej|llev)(?:o|amos|aria|ariamos))${THE_CHILD}|(?:(?:me|nos)\s+)?(?:l[oa]s?\s+)?recib(?:a|an|ir(?:l[oa]s?)?)${THE_CHILD}|(?:hora\s+de\s+)?entrada)\s+(?:(?:como|tipo|m[aá]s\s+o\s+menos)\s+)?a\s+las\s+(?=\d)`, ' $1$2 , drop-off at '],
  [String.raw`(?:(?:tengo\s+(?:que|q)\s+)?(?:recoger(?:l[oa]s?)?|buscar(?:l[oa]s?)?|(?:l[oa]s?\s+)?(?:recoj|recog)(?:o|emos|eria|eriamos)|(?:l[oa]s?\s+)?busc(?:o|amos|aria|ariamos))${THE_CHILD}|(?:hora\s+de\s+)?salida)\s+(?:(?:como|tipo|m[aá]s\s+o\s+menos)\s+)?a\s+las\s+(?=\d)`, ' $1 , pickup at '],
  [String.raw`(\d{1,2})\s+y\s+cuarto`, '$1:15'],
  // "mi esposo trabaja de noche y yo de 7 a 3": the parents' hours too.
  [String.raw`y\s+yo\s+de\s+(?:las\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)?\s*a\s+(?:las\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)?`, ' , '],
  // "trabajo de 7 a 3": the parent's hours, not the program's.
  [String.raw`(?:trabaj(?:o|a|amos|an)|mi\s+turno\s+es|turno)\s+(?:es\s+)?(?:de|desde)\s+(?:las\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)?\s*(?:a|hasta)\s+(?:las\s+)?\d{1,2}(?::\d\d)?\s*(?:am|pm)?`, ' , '],
  // "yo trabajo hasta las 6 en el centro": when the parent's day ends, not when the program closes.
  [String.raw`(?:trabaj(?:o|a|amos|an)|limpi(?:o|a|amos|an)\s+oficinas)\s+hasta\s+las\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)?`, ' , '],
  // "abierta de 7 a 6", "de 7:00 a 17:30": opening hours, never a trip between two numbers.
  [String.raw`(?:(?:(?:que|q)\s+)?(?:abr[ae]n?|abiert[oa]s?|est[ea]n?\s+abiert[oa]s?)\s+)?(?:de|desde|d)\s+(?:las\s+)?(\d{1,2}(?::\d\d)?)\s*(?:am|a\.m\.)?\s*(?:a|hasta)\s+(?:las\s+)?(\d{1,2}(?::\d\d)?)(?:\s*(?:pm|p\.m\.))?(?!\s*(?:a[nñ]os|mes|semanas|[\d:]))`, (from, until) => ` opens at ${from}am and closes at ${afternoon(until)} `],
  [String.raw`(?:(?:que|q)\s+)?(?:abr[ae]n?)\s+antes\s+de\s+(?:las\s+)?(?=\d)`, ' opens by '],
  [String.raw`(?:(?:que|q)\s+)?(?:cierr[ae]n?|abiert[oa]s?)\s+despues\s+de\s+(?:las\s+)?(?=\d)`, ' open until '],
  // "que abra temprano (5:45 am)", "que abran at 6": Spanglish and a time in brackets too.
  [String.raw`(?:(?:que|q)\s+)?(?:abr[ae]n?|abrieran?|abrir|abiert[oa]s?|empiece|empiecen)\s+(?:(?:(?:bien|muy|super)\s+)?temprano,?\s*\(?\s*)?(?:(?:como|tipo)\s+)?(?:desde\s+|a\s+|at\s+)?(?:las\s+)?(?=\d)`, ' opens at '],
  [String.raw`(?:(?:que|q)\s+)?(?:cierr[ae]n?|cierre|cerraran?)\s+(?:tarde,?\s+)?(?:(?:como|tipo|por\s+lo\s+menos|al\s+menos)\s+)?(?:hasta\s+|a\s+)?(?:las\s+)?(?=\d)`, ' closes at '],
  [String.raw`(?:(?:que|q)\s+)?(?:cierr[ae]n?)\s+tarde,?\s+hasta\s+las\s+(?=\d)`, ' open until '],
  // "la necesito desde las 7:30 (de la mañana)": care from a morning hour is care open by then; not
  // the parent's own day ("trabajo desde las 6", "entro desde las 7").
  [String.raw`(?<!(?:trabaj\p{L}*|turno|entr\p{L}*|sal\p{L}*|estudi\p{L}*|clases?)\s+)(?:desde|a\s+partir\s+de)\s+las\s+(\d{1,2})(:\d\d)?(?:\s*(?:am|a\.m\.))?(?!\s*(?:de\s+la\s+(?:tarde|noche)|pm|p\.m\.|[\d:]|semanas?|mes(?:es)?|a[nñ]os?))`, (hour, minutes) => (Number(hour) <= 10 ? ` opens at ${hour}${minutes}am ` : ` desde las ${hour}${minutes} `)],
  [String.raw`hasta\s+las\s+(?=\d)`, ' until '],
  // "hasta 6pm", "hasta 5:30": an hour, never a place.
  [String.raw`hasta\s+(?=\d{1,2}(?::\d\d)?\s*(?:pm|p\.m\.|am|a\.m\.)?(?![\d,.$]))`, ' until '],
  // "llego a Cambridge como a las 7:30": an hour said after a place.
  // An hour left bare is said as one, so it is never read as part of the place before it.
  [String.raw`(?:como\s+|eso\s+de\s+)?a\s+las\s+(\d{1,2})(?![\d:]|\s*(?:am|pm|a\.m|p\.m))`, ' at $1 oclock '],
  [String.raw`(?:como\s+|eso\s+de\s+)?a\s+las\s+(?=\d)`, ' at '],
];

/**
 * A name as typed: capitalised words, whatever the case of the phrase around it, on one line (a
 * note's next line starts anew: "Trabajo: aeropuerto de Charlotte\nBusco: ...").
 */
const NAME = String.raw`(?-i:\p{Lu}[\p{L}.'-]*(?:[^\S\n]+\p{Lu}[\p{L}.'-]*)*)`;

/** A base named by its place ("Kirtland"), as the gazetteer names it ("Kirtland Air Force Base", "Fort Bliss"). */
function militaryBase(name: string): string | null {
  return [`${name} Air Force Base`, `Fort ${name}`, `Joint Base ${name}`, `Naval Station ${name}`, `Camp ${name}`].find((candidate) => knownPlace(candidate)) ?? null;
}

/** Who goes where: a trip, a home, a workplace, a move, a place to search near. */
/** "cicero il" as "Cicero IL": each word in capitals, a state code in upper case. */
const inCapitals = (words: string) => capitalised(words).replace(/(?<=\s)\p{L}{2}$/u, (state) => state.toUpperCase());
/** Both ends of a trip typed in lower case are places: the start a town, the end a town or a part of one. */
const townsInCapitals = (start: string, end: string) =>
  !!knownPlace(inCapitals(start)) && (!!knownPlace(inCapitals(end)) || /^(?:downtown|centro)\b/.test(end) || !!knownPlace(inCapitals(end.split(/\s+/)[0] ?? '')));

export const ROUTE_PHRASES: SpanishPhrase[] = [
  // "cerca del camino de mi casa en Norcross a ...": near the way is on it.
  [String.raw`(?:cerca\s+del|por\s+el|en\s+el)\s+camino\s+(?:de|desde)\s+(?:mi\s+casa\s+(?:en\s+)?)?`, ' on my way from '],
  // "Revere, no perdón, Everett", "Peabody, bueno no, ahora Beverly": a place taken back (correction-words.ts);
  // "en Revere... no, bueno, mejor en Everett", "en Denver, digo, en Aurora" too.
  [String.raw`(?:,\s*)?(?:no\s*,?\s+)?perdon|bueno\s+no|mejor\s+dicho|quise\s+decir|no\s+espera|\bno\s*,\s*(?:bueno\s*,?\s*)?mejor|(?<=,\s*)digo\s*,`, ', sorry, '],
  // "trabajo en el campo": in the fields, farm work, no place.
  [String.raw`(trabaj\p{L}*)\s+en\s+(?:el\s+campo|construcci[oó]n|limpieza)`, '$1 , '],
  // "trabajo en una cocina en midtown", "en un hotel del downtown": the place of the job is where it is.
  [String.raw`(trabaj\p{L}*)\s+en\s+(?:un|una|el|la)\s+(?:hotel|cocina|restaurante|f[aá]brica|planta(?:\s+de\s+\p{L}+)?|almac[eé]n|obra|tienda|oficina|casino|costura|bodega|lavander[ií]a)\s+(?:de|del|en(?:\s+(?-i:el|la))?)\s+`, '$1 en '],
  // "trabajo en la tarde y noche": when, not where.
  [String.raw`(trabaj\p{L}*)\s+(?:en|por)\s+la\s+(?:tarde|noche|ma[nñ]ana)(?:\s+y\s+(?:la\s+)?(?:tarde|noche|ma[nñ]ana))?`, '$1 , '],
  // "x las tardes": in the afternoons, no place.
  [String.raw`(?:x|por)\s+las\s+(?:tardes|ma[nñ]anas|noches)`, ' in the afternoons '],
  // "soy estudiante en Salem State": where the parent studies, as a workplace.
  [String.raw`(?:soy\s+)?estudiante\s+(?:en|de)\s+(?:la\s+|el\s+)?`, ' I study at '],
  // "entre mi casa en Chelsea y el Mass General": between the two.
  [String.raw`entre\s+mi\s+casa\s+en\s+(?=\d|\p{Lu})`, ' between '],
  // "empecé a trabajar en el aeropuerto Logan": a new job is where the parent works.
  [String.raw`(?:empece|empezamos|comence|comenzamos|(?:acabo|acabamos)\s+de\s+empezar)\s+a\s+trabajar\s+(?:en|a)\s+(?-i:el\s+|la\s+)?`, ' I work in '],
  // "ahora trabajo en Beverly": the workplace said again ("ahora vivimos en" is read below).
  [String.raw`\bahora\s+(?=trabaj)`, ' now '],
  // "guardería por la I-95": along the highway, on the way, no place of its own.
  [String.raw`(?:por|sobre|cerca\s+de)\s+la\s+(?-i:I|US)-?\s?\d+`, ' on the way '],
  // "somos de Eastie": where the family lives, a place of the home state; "soy de México", "somos de
  // Lima" say where they come from, and a town elsewhere may share a country's or a city's name.
  [String.raw`(?:soy|somos)\s+(?:una\s+familia\s+)?de\s+(${NAME})`, (place) => (knownPlace(place)?.place?.state === HOME_STATE ? ` we live in ${place} ` : ` originally from ${place} `)],
  // "la base de Kirtland": the base itself, by the name the gazetteer knows it by.
  [String.raw`(?:la\s+)?base\s+(?:militar\s+|aerea\s+|naval\s+)?(?:de\s+)?(${NAME})`, (name) => {
    // A name ends at its sentence: "la base de Kirtland. Buscamos ...".
    const bare = (name.split(/\.\s/)[0] ?? name).replace(/\.+$/, '');
    const base = militaryBase(bare);
    return base ? ` ${base}${name.slice(bare.length)} ` : ` la base de ${name} `;
  }],
  // "en la Blue Line": the way they go, no place.
  [String.raw`(?:en|por)\s+(?:la\s+)?((?-i:(?:Red|Blue|Orange|Green|Silver)\s+Line))`, ' on the $1 '],
  // "Cicero a the Loop": a trip said without "de", from a place the gazetteer knows.
  [String.raw`^(\s*)(${NAME})\s+a\s+(?=(?:the\s+|el\s+|la\s+)?(?-i:\p{Lu}))`, (lead, place) => (knownPlace(place) ? `${lead} from ${place} to ` : `${lead}${place} a `)],
  // "Phoenix zona de Maryvale": a part of the town, named after it.
  [String.raw`^(\s*)(${NAME}),?\s+(?:en\s+la\s+|por\s+la\s+)?zona\s+(?:de\s+)?(${NAME})`, (lead, town, part) => (knownPlace(town) ? `${lead} near ${part}, ${town} ` : `${lead}${town} zona de ${part}`)],
  // "Watertown es donde vivimos y Waltham donde trabajo": the place before what it is.
  [String.raw`(^\s*|[,;.|\n]\s*|\by\s+)(${NAME})\s+es\s+donde\s+viv(?:o|imos)`, '$1 we live in $2 '],
  [String.raw`(^\s*|[,;.|\n]\s*|\by\s+)(${NAME})\s+(?:es\s+)?donde\s+trabaj(?:o|amos)`, '$1 I work in $2 '],
  [String.raw`donde\s+trabaj(?:o|amos)`, ' where I work '],
  // "el Medical Center de Houston", "la Universidad de Boston" is the place, in that town, not a trip from it.
  [String.raw`((?-i:Center|Centre|Hospital|Airport|Station|Base|University|College|Mall|Park))\s+de\s+(?=(?-i:\p{Lu}))`, '$1, '],
  // "nos mudamos de Massachusetts a Charlotte": a move, before any "de A a B" is read as a trip.
  [String.raw`(?:(?:me|nos)\s+mud(?:e|o|amos)|(?:nos\s+)?(?:vamos|voy)\s+a\s+mudar(?:nos|me)?|(?:(?:nos\s+|me\s+)?acab(?:o|amos)\s+de\s+)?mud(?:arnos|arme|ar))\s+(?:de|desde)\s+(.+?)\s+(?:a|para|pa)\s+`, ' we just moved from $1 to '],
  // "tengo que ir de Lowell a Chelmsford", "de mi casa en Medford a mi trabajo en Boston": a trip wherever it is said.
  [String.raw`(?:de|del|desde)\s+(?:mi\s+casa\s+en\s+)?(${NAME}|\d{5})\s+(?:a|al|pa'?|para|hasta|hacia)\s+(?:mi\s+trabajo\s+en\s+|el\s+|la\s+)?`, ' from $1 to ', BEFORE_PLACE],
  // "de quincy a south station": in lower case, a trip only from a town the gazetteer knows.
  [String.raw`(de|desde)\s+((?-i:\p{Ll}+(?:\s+\p{Ll}+){0,2}?))\s+(a|al|hasta|hacia|pa|para)\s+(?=(?-i:\p{Ll}))`, (from, place, to) => (knownPlace(place) ? ` from ${place} to ` : ` ${from} ${place} ${to} `)],
  // "lynn a salem diario", "de hialeah a doral,": two towns in lower case, read as typed in capitals,
  // at the start of a clause; the end runs to the clause's end or a word of when or what.
  [String.raw`(^\s*|[,;.|\n]\s*|(?:de|desde)\s+)((?-i:\p{Ll}+(?:\s+\p{Ll}+){0,2}?))\s+(?:a|al|hasta|pa|para)\s+((?-i:\p{Ll}+(?:\s+\p{Ll}+){0,3}?))(?=\s*(?:[,;.|\n]|$)|\s+(?:diario|todos|cada|en|y|daycare|guarder))`,
    (lead, start, end) => (townsInCapitals(start, end) ? ` from ${inCapitals(start)} to ${inCapitals(end)} ` : `${lead}${start} a ${end}`)],
  // "en Dallas cerca de Oak Cliff": the place near which to search, in its town.
  // Not where the family lives or works: "vivo en Dorchester cerca de Ashmont" is home, read below.
  // (The verb is matched, not looked behind for: V8's compiled code read such a case-blind lookbehind
  // otherwise than its interpreter, so a request read differently on its thousandth call.)
  [String.raw`((?:vivo|vivimos|trabajo|trabajamos)\s+)?en\s+(${NAME})\s+((?:(?:cerca|alrededor)\s+(?:de(?:l|\s+la)?|al)|(?:en\s+la\s+|por\s+la\s+)?zona(?:\s+de)?)\s+)(${NAME})`,
    (verb, town, between, part) => (verb ? `${verb}en ${town} ${between}${part}` : ` near ${part}, ${town} `)],
  [String.raw`(?:cerca|alrededor)\s+(?:del|de\s+mi)\s+trabajo,?\s+(?:que|q)\s+(?:es|queda\s+en)\s+(?-i:el\s+|la\s+)?`, ' near my work in '],
  [String.raw`(?:cerca|alrededor)\s+(?:del|de\s+mi)\s+trabajo`, ' near my work '],
  [String.raw`(?:cerca|alrededor)\s+de\s+(?:mi\s+|la\s+)?casa`, ' near my house '],
  [String.raw`de\s+camino\s+(?:de|desde)\s+`, ' on my way from '],
  // "de camino entre Columbia Heights y mi trabajo en Crystal City": between the two.
  [String.raw`(?:de|en\s+el)\s+camino\s+entre\s+(?=(?:el\s+|la\s+)?(?:\p{Lu}|\d))`, ' on the way between '],
  [String.raw`(?<=\s(?:y|a|and|to)\s+)mi\s+trabajo\s+en\s+`, ' my work in '],
  [String.raw`de\s+camino\s+(?:a|al|hacia)\s+(?:mi\s+)?trabajo\s+(?:en|a)\s+`, ' on my way to work in '],
  [String.raw`de\s+camino\s+(?:a|al|hacia)\s+(?:mi\s+)?trabajo`, ' on my way to work '],
  [String.raw`de\s+camino\s+(?:a|al|hacia)\s+`, ' on my way to '],
  // Lower case: "en El Paso" is a town.
  // "de paso" is on the way; "en el paso" is more likely El Paso typed in lower case.
  [String.raw`(?:(?:en\s+el|por\s+el|x\s+el|de|en\s+la|por\s+la)\s+(?-i:camino|ruta)|de\s+(?-i:paso))(?!\s*,?\s+(?:tx|texas)\b)`, ' on the way '],
  [String.raw`(?:(?:que|q)\s+)?me\s+quede\s+de\s+paso`, ' on the way '],
  // A relative's home ("mi mamá vive en Revere") is set aside as the English one is (past-places.ts).
  [String.raw`(?:mi|mis|nuestr[oa]s?)\s+(?:mama|mami|madre|papa|papi|padre|papas|padres|herman[oa]s?|abuel[oa]s?|suegr[oa]s?|ti[oa]s?|prim[oa]s?)\s+(?:viven?|estan?)\s+(?:en|in|por)\s+`, ' my relatives live in '],
  // Where the family lived before is no place to search (past-places.ts reads "used to live in").
  [String.raw`(?:antes\s+)?viv[ií]a(?:mos)?\s+(?:en|in|por)\s+|ya\s+no\s+viv(?:o|imos)\s+(?:en|in|por)\s+`, ' we used to live in '],
  [String.raw`ahora\s+(?:estamos|vivimos|estoy|vivo)\s+(?:en|in|por)\s+(?-i:el\s+|la\s+)?`, ' now we live in '],
  [String.raw`(?:vivimos|vivo)\s+(?:en|in|por)\s+(?-i:el\s+|la\s+)?`, ' we live in '],
  [String.raw`(?:voy\s+a\s+)?(?:empezar|empiezo|comienzo|comenzar)\s+a\s+trabajar\s+(?:en|in|at)\s+(?-i:el\s+|la\s+)?`, ' I work in '],
  // "vamos a vivir en Randolph y yo voy a trabajar en Logan": where the family will be.
  [String.raw`(?:vamos|voy)\s+a\s+vivir\s+(?:en|in|por)\s+(?-i:el\s+|la\s+)?`, ' we live in '],
  [String.raw`(?:yo\s+)?(?:voy|vamos)\s+a\s+trabajar\s+(?:en|in|at)\s+(?-i:el\s+|la\s+)?`, ' I work in '],
  // "Paterson NJ / aeropuerto de Newark (ahí trabajo)": which end is which, said in brackets.
  [String.raw`\(\s*(?:ahi|alli|aca|aqui)?\s*trabaj(?:o|amos)\s*\)`, ' (work) '],
  [String.raw`\(\s*(?:ahi|alli|aca|aqui)?\s*viv(?:o|imos)\s*\)`, ' (home) '],
  // "salgo de Quincy Center y me bajo en South Station": where the ride ends.
  [String.raw`(?:me\s+bajo|nos\s+bajamos)\s+(?:en|in)\s+(?-i:el\s+|la\s+)?`, ' get to '],
  // "mi esposo trabaja en Quincy y yo en el Children's": the verb left out is the same work.
  [String.raw`(?<=\btrabajan?\s+(?:en|por)\s+[^.;|!?]{1,40}?[\s,])y\s+yo\s+(?:en|por)\s+(?-i:el\s+|la\s+)?`, ' and I work in '],
  [String.raw`(?:yo\s+)?(?:trabajo|trabajamos)\s+(?:de\s+\p{L}+\s+)?(?:en|in|at|por)\s+(?-i:el\s+|la\s+)?`, ' I work in '],
  [String.raw`(?:yo\s+)?(?:estudio|estudiamos)\s+(?:en|in|at)\s+(?-i:el\s+|la\s+)?`, ' I study at '],
  // "entre los dos lugares", "entre mi casa y la universidad", "entre la casa y el hospital": on the way between home and work.
  [String.raw`entre\s+(?:los\s+dos(?:\s+lugares)?|(?:mi\s+|la\s+)?casa\s+y\s+(?:el\s+|la\s+|mi\s+)?(?:trabajo|universidad|escuela|colegio|oficina|hospital|cl[ií]nica|f[aá]brica|almac[eé]n|planta|obra|restaurante|tienda|hotel|base|aeropuerto|campus)|ambos(?:\s+lugares)?)`, ' on the way '],
  // "la guardería tiene que estar en Fall River": care wanted at one end only.
  [String.raw`tiene\s+que\s+(?:estar|quedar)\s+(?=en\s)`, ' has to be '],
  // "trabajo de noche": when, not where.
  [String.raw`(?:trabaj(?:o|amos|a|an)|turno)\s+(?:de\s+)?(?:noche|dia|tarde|madrugada|noches|dias|tardes|fines\s+de\s+semana)`, ' , '],
  [String.raw`(?:de|en\s+la|por\s+la)\s+noche`, ' at night '],
  [String.raw`trabajan?\s+(?:de\s+\p{L}+\s+)?(?:en|por)\s+(?-i:el\s+|la\s+)?`, ' works in '],
  [String.raw`mi\s+trabajo\s+(?:es|esta|queda)\s+(?:en\s+)?(?-i:el\s+|la\s+)?`, ' I work in '],
  // "nos mudamos a Kissimmee hace un mes", "me mudé a Manassas": a move already made, which "nos
  // mudamos" alone may not be.
  [String.raw`me\s+mude\s+(?:a|para|pa)\s+|nos\s+mudamos\s+(?:a|para|pa)\s+(?=[^,.;|]+?\s+recently\b)`, ' we just moved to '],
  [String.raw`(?:me\s+mud(?:o|amos)|nos\s+mudamos|(?:nos\s+)?(?:vamos|voy)\s+a\s+mudar(?:nos|me)?|(?:(?:nos\s+|me\s+)?acab(?:o|amos)\s+de\s+)?mud(?:arnos|arme|ar))\s+(?:a|para|pa)\s+`, ' moving to '],
  // "entro a las 7 en el South Shore Hospital", "llego a Cambridge": where the parent works.
  [String.raw`entr(?:o|amos)\s+(?:a\s+trabajar\s+)?(?:(?:a\s+las|at)\s+\d{1,2}(?::\d\d)?\s*(?:am|pm|oclock)?\s+)?(?:en|a|in)\s+(?-i:el\s+|la\s+)?`, ' I work in '],
  [String.raw`(?:llego|llegamos)\s+(?:a|al)\s+(?-i:el\s+|la\s+)?`, ' get to '],
  // "salgo de mi casa en Lowell": where the family lives, whatever comes between it and the workplace.
  [String.raw`(?:salgo|salimos)\s+(?:de|desde)\s+(?:mi|nuestra)\s+casa\s+(?:en|in)\s+`, ' we live in '],
  [String.raw`(?:salgo|salimos|voy|vamos|manejo|viajo)\s+(?:de|desde)\s+`, ' from '],
  [String.raw`desde\s+`, ' from '],
  [String.raw`y\s+(?:voy|vamos|manejo)\s+(?:pa|para|a|hacia)\s+(?-i:el\s+|la\s+)?`, ' to '],
  [String.raw`(?:hasta|hacia|pa'?|para|a|al)\s+(?-i:el\s+|la\s+)?`, ' to ', BEFORE_PLACE],
  [String.raw`(?:mi\s+)?casa\s+(?:queda|esta|es)\s+en\s+`, ' we live in '],
  [String.raw`(?:mi\s+)?trabajo\s+(?:queda|esta|es)\s+en\s+|mi\s+trabajo\s+en\s+`, ' I work in '],
  // A note's labels: "Dirección: 123 Essex St", "Edad: 3 años".
  [String.raw`(?:direccion|ubicacion|codigo\s+postal|zona)\s*(?=:)`, ' address '],
  [String.raw`edad(?:es)?\s*(?=:)`, ' age '],
  // "mi trabajo, que es el Lowell General Hospital": the workplace, named after it.
  [String.raw`(?:mi\s+)?trabajo,?\s+(?:que|q)\s+(?:es|queda\s+en)\s+(?-i:el\s+|la\s+)?`, ' my work in '],
  [String.raw`(?:origen|salida|partida|desde)\s*(?=:)`, ' from '],
  [String.raw`(?:destino|llegada|hasta)\s*(?=:)`, ' to '],
  [String.raw`origen|salida|partida`, ' from '],
  [String.raw`destino|llegada`, ' to '],
  [String.raw`(?:casa|viv(?:o|imos))\s*(?=[:=-]|→|>)`, ' home '],
  // "entre Peabody (casa) y Danvers (trabajo)": which end is which, said in brackets.
  [String.raw`\(\s*(?:mi\s+)?casa\s*\)`, ' (home) '],
  [String.raw`\(\s*(?:mi\s+)?trabajo\s*\)`, ' (work) '],
  [String.raw`trabajo\s*(?=[:=-]|→|>)`, ' work '],
  // "casa Norcross GA | trabajo Midtown Atlanta": notes without a colon, a name after each.
  [String.raw`(^\s*|[|\n;]\s*)casa\s+(?=(?-i:\p{Lu}))`, '$1 home: '],
  [String.raw`(^\s*|[|\n;]\s*)trabajo\s+(?=(?-i:\p{Lu}))`, '$1 work: '],
  [String.raw`casa\s+en\s*`, ' home: '],
  [String.raw`trabajo\s+en\s*`, ' work: '],
  [String.raw`mi\s+casa`, ' my house '],
  [String.raw`mi\s+trabajo`, ' my work '],
  [String.raw`entre\s+`, ' between ', BEFORE_PLACE],
  [String.raw`(?:(?:cerca|cerquita)|alrededor)\s+(?:de\s+)?(?:del|de\s+la|de|al)\s+|(?:(?:cerca|cerquita)|alrededor)\s+de\s+`, ' near '],
  [String.raw`(?:por|en)\s+(?:la\s+zona|el\s+area|los\s+alrededores|el\s+barrio)\s+(?:de|del)\s+`, ' near '],
  [String.raw`a\s+(?:pocas|unas|\d{1,2})\s+(?:cuadras|calles|minutos|millas)\s+(?:de|del)\s+`, ' near '],
  [String.raw`(?:por|x)\s+(?-i:el\s+|la\s+)?`, ' near ', BEFORE_PLACE],
];

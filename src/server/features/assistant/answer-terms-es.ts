import { wordTable } from '#server/lib/word-table.js';
import { questionTermsOf, type AnswerReading } from './answer-terms.js';

/**
 * How the Nanny reads Spanish (docs/decisions/0034): as the English reading does, lower case,
 * common words dropped and a light suffix stemmer, here also without accents, as parents often
 * type them ("guarderia", "cuanto cuesta").
 */

const STOP_WORDS = new Set(
  `a al algo alguien algun alguna algunas alguno algunos ante antes aqui asi aun cada como con contra cual cuales cualquier cuando
  de del desde donde dos durante e el ella ellas ellos en entonces entre era eran es esa esas ese eso esos esta estaba estan estar
  este esto estos estoy fue fueron ha han hasta hay he la las le les lo los mas me mi mis mucho muchos muy nada ni no nos nosotros
  o otra otras otro otros para pero poco por porque pues que quien quienes se sea ser si sido sin sobre son su sus tal tambien tan
  tanto te ti tiene tienen tengo tenemos tu tus u un una uno unos unas usted ustedes y ya yo
  hola gracias favor ok oye bueno buenas dias puedo puede pueden podria quiero queremos quisiera necesito necesitamos saber debo
  deberia debe hacer hago hace cosa cosas algo tipo verdad realmente mejor bien cuanto cuanta cuantos cuantas
  mio mia nuestro nuestra nuestros nuestras estoy esta estamos ahora aca alla
  soy eres somos estas voy vas va vamos van vaya tienes hacen hacemos podemos puedes doy da dan digo dice dicen veo ve ven se sabe
  saben quieres quiere quieren pido pide piden pedir salgo sale salen uno una rato vez veces cosa dar decir ir ver tener sea
  le lo la les me mande manda mandan pone ponen ponerle ponga deja dejan dejar igual tipo mero osea pues entonces ahi`.split(/\s+/),
);

/** The same thing in other words: the family's words in a question to what the articles say. */
const IRREGULAR = wordTable<string>({
  // "mi hijo", "la nena", "los chamacos": the articles say niño or niños.
  hijo: 'nin', hija: 'nin', hijos: 'nin', hijas: 'nin', nene: 'nin', nena: 'nin', nenes: 'nin', chamaco: 'nin', chamacos: 'nin',
  nino: 'nin', nina: 'nin', ninos: 'nin', ninas: 'nin', chiquito: 'nin', chiquita: 'nin',
  bebe: 'beb', bebes: 'beb', bebito: 'beb', bebita: 'beb',
  // One word for a daycare (0037): guardería; parents also say cuido, daycare or centro.
  guarderia: 'guarderi', guarderias: 'guarderi', cuido: 'guarderi', daycare: 'guarderi', daycares: 'guarderi',
  maestra: 'maestr', maestras: 'maestr', maestro: 'maestr', maestros: 'maestr',
});

/**
 * A light Spanish stemmer: plural and gender endings, and a few derivations, so "costos" meets
 * "costo", "niñas" meets "niño" and "inscripción" meets "inscripciones".
 */
export function stem(word: string): string {
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  let w = word;
  if (w.length <= 3) return w;
  // "actualizamos", "hacemos": a verb's first person plural, before its s reads as a plural's.
  w = w.replace(/(?<=.{4})[aei]mos$/, '');
  if (w.endsWith('ces')) w = `${w.slice(0, -3)}z`;
  else if (/[^aeiou]es$/.test(w) && w.length > 5) w = w.slice(0, -2);
  else if (/[aeiou]s$/.test(w)) w = w.slice(0, -1);
  // A diminutive is the word: "cobijita" a cobija, "ratito" a rato.
  w = w.replace(/(?<=.{3})c?it([ao])$/, '$1');
  w = w.replace(/(?<=.{4})(?:aciones|acion|iciones|icion|ciones|cion|mente|amiento|imiento)$/, '');
  // A verb's endings: "actualizamos" and "actualizan", "guardar" and "guarde", "contestan" and "contesta".
  w = w.replace(/(?<=.{4})(?:ando|iendo|aron|ieron|aban|aba|ados|adas|ado|ada|idos|idas|ido|ida|ar|er|ir|an|en)$/, '');
  if (/[aeio]$/.test(w) && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** Words of a text, lower case and without accents ("guardería" is "guarderia"). */
export function words(text: string): string[] {
  const spelt = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\bday[\s-]care\b/g, 'daycare')
    .replace(/\bma\b/g, 'massachusetts')
    // "mi niño de 2 años", "un bebé de 9 meses": an age says which child, not what about.
    .replace(/\b\d+\s*(?:anos?|meses?|mes)\b/g, 'nino');
  return spelt.match(/[a-z0-9]+/g) ?? [];
}

export function indexTerm(word: string): string | null {
  return STOP_WORDS.has(word) ? null : stem(word);
}

/**
 * Words parents ask with, and the words the Spanish articles and FAQ use for the same thing. Only
 * the question is widened. Keys and values are stemmed as the index stems.
 */
const ALSO_WRITTEN: Record<string, readonly string[]> = {
  cuesta: ['costo', 'precio', 'pagar'],
  cobran: ['costo', 'precio', 'tarifa', 'cuota'],
  precio: ['costo', 'tarifa'],
  pagar: ['costo', 'pago'],
  caro: ['costo', 'precio'],
  ayuda: ['asistencia', 'subsidio'],
  subsidio: ['asistencia', 'vale', 'ayuda'],
  voucher: ['vale', 'subsidio', 'asistencia'],
  trabajo: ['trayecto', 'oficina'],
  camino: ['trayecto', 'desvio'],
  ruta: ['trayecto'],
  recoger: ['recogida', 'recoger'],
  tarde: ['retraso'],
  visitar: ['visita'],
  preguntar: ['pregunta'],
  contacto: ['comunico', 'contacto', 'escriba'],
  comunicarme: ['comunico'],
  escribirles: ['escriba', 'comunico'],
  llamar: ['comunico'],
  datos: ['informacion', 'dato'],
  exacta: ['exacta'],
  confiable: ['exacta', 'informacion'],
  actualizan: ['actualizamos'],
  guardar: ['guarde'],
  // Seats are cupos in the articles and FAQ; parents also say lugares or espacios.
  lugar: ['cupo'],
  espacio: ['cupo'],
  disponible: ['cupo'],
  contestar: ['responder'],
  mensaje: ['escriba', 'formulario', 'correo'],
  correo: ['escriba', 'formulario'],
  // "no me alcanza (el dinero)", "gano poco": what the costs article calls the accounts and income.
  alcanza: ['cuenta', 'pagar', 'ingreso'],
  gano: ['ingreso'],
  enterar: ['comunicacion', 'informe'],
  app: ['aplicacion', 'comunicacion'],
  cobija: ['blando', 'cuna'],
  almohada: ['blando', 'cuna'],
  junto: ['cerca'],
  cerca: ['cerca', 'desvio'],
};

const ALSO = new Map(Object.entries(ALSO_WRITTEN).map(([key, values]) => [stem(key), values.map(stem)]));

export function questionTerms(text: string): { term: string; also: readonly string[] }[] {
  return questionTermsOf(words(text), indexTerm, ALSO);
}

export const spanishReading: AnswerReading = {
  words,
  indexTerm,
  questionTerms,
  toUs: /\b(?:su|este|esta) (?:sitio|p[aá]gina|aplicaci[oó]n|app|equipo|informaci[oó]n|datos)\b|\bcareroute\b|\bcon ustedes\b|\bcontactarl[oa]s\b|\b(?:les|ustedes) (?:escribo|llamo|actualizan|responden|contestan)\b/i,
  namesUs: /\b(?:su|este|esta|el|la) (?:sitio|p[aá]gina|aplicaci[oó]n|app)\b|\bcareroute\b/gi,
};

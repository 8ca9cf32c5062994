import { wordTable } from '#server/lib/word-table.js';

/**
 * How questions and passages become search terms (docs/decisions/0034-nanny-answers.md): lower
 * case, common words dropped, a light suffix stemmer so "naps" meets "nap" and "checks" meets
 * "check", and, for questions only, a few words parents use for what the articles call otherwise.
 */

const STOP_WORDS = new Set(
  `a about above after again against all am an and any are aren't as at be because been before being below between both but by
  can can't could did didn't do does doesn't doing don't down during each few for from further had has have having he her here hers
  herself him himself his how i i'd i'll i'm i've if in into is isn't it it's its itself just let's me more most my myself no nor not
  now of off on once only or other ought our ours ourselves out over own same she should so some such than that that's the their
  theirs them themselves then there there's these they this those through to too under until up very was we were what what's when
  where which while who whom why will with won't would you your yours yourself yourselves
  ok okay please thanks hi hello really actually exactly also get got go going want need know think tell way thing things much
  many lot lots one two three make like well yes yeah us someone something anything every etc almost people person do does other others
  use used using give gives given happen happens happened still stuff kind sort reasonable acceptable appropriate fine best better good
  goes went gone idea ideas
  even literally basically honestly seriously totally definitely probably maybe perhaps already anyway anyways super pretty quite
  rather kinda sorta`.split(/\s+/),
);

/**
 * Contractions as parents type them on a phone, without the apostrophe ("dont", "doesnt", "im"):
 * as empty as the words they stand for. Not those that are words of their own: ill, id, wed, shed, hell, lets.
 */
const UNSPELT_CONTRACTIONS = new Set(
  [...STOP_WORDS].filter((word) => /['’]/.test(word)).map((word) => word.replace(/['’]/g, '')).filter((word) => !['ill', 'id', 'wed', 'shed', 'hell', 'lets'].includes(word)),
);

/** Plurals no suffix rule reaches. */
const IRREGULAR = wordTable<string>({
  children: 'child', people: 'person', men: 'man', women: 'woman', teeth: 'tooth', feet: 'foot', mice: 'mouse',
  // "my son", "our daughter", "the kids": the articles say child, and mean the same one.
  son: 'child', sons: 'child', daughter: 'child', daughters: 'child', kid: 'child', kids: 'child', kiddo: 'child',
  // A spouse is the articles' partner; a parent by name is a parent.
  husband: 'partner', wife: 'partner', spouse: 'partner', mom: 'parent', dad: 'parent', mother: 'parent', father: 'parent',
  // Past forms no suffix rule reaches.
  shown: 'show', kept: 'keep', paid: 'pay',
  // Parking is where the car goes; a park is where children play.
  parking: 'parking',
  // Sooner and later: "the earliest drop-off", "the latest pickup".
  earlier: 'early', earliest: 'early', latest: 'late',
  // "close to home" is near; "closes", "closed" and "closing" are about shutting, and stem apart from it.
  close: 'near', closer: 'near', closest: 'near',
});

/**
 * A light English stemmer, after Porter's first steps: enough to meet plural, -ing and -ed forms
 * without a dictionary ("naps" nap, "biting" and "bites" bite, "licensed" and "license" licens).
 */
export function stem(word: string): string {
  let w = word.replace(/['’]s$/, '').replace(/['’]/g, '');
  const irregular = IRREGULAR[w];
  if (irregular) return irregular;
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(?:ss|x|z|ch|sh)es$/.test(w) || w === 'goes') w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  const before = w;
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  if (w !== before) {
    // "stopped" stop, "staffed" stays staff; "biting" bite, "caring" care (one short syllable gets its e back).
    if (/([^aeiouls])\1$/.test(w)) w = w.slice(0, -1);
    else if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(w)) w = `${w}e`;
  }
  // "difference" and "different", "absence" and "absent": one stem.
  if (w.length > 6 && w.endsWith('ence')) w = `${w.slice(0, -2)}t`;
  // "authorization" and "authorized", "vaccination" and "vaccine", "medication" and "medic...": one stem.
  if (/[a-z]{4}ations?$/.test(w)) w = w.replace(/ations?$/, '');
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** Words of a text, as written (lower case); hyphenated words also count as their parts. */
export function words(text: string): string[] {
  const spelt = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\b(pick|drop)(?:s|ed|ped|ing|ping)?[\s-](up|off)s?\b/g, '$1$2')
    // "pick her up", "drop my son off": the same pickup and drop-off, with who said after.
    .replace(/\b(pick|drop)(?:s|ed|ped|ing|ping)?\s+((?:[a-z']+\s+){1,2}?)(up|off)\b/g, (phrase, verb: string, who: string, particle: string) =>
      (verb === 'pick') === (particle === 'up') ? `${verb}${particle} ${who.trim()}` : phrase)
    .replace(/\b(check|sign|set)[\s-](ups?|offs?|ins?)\b/g, '$1$2')
    .replace(/\b(?:in[\s-])?home[\s-](?:based\s+)?(?:day\s*care|child\s*care)\b/g, 'family child care')
    .replace(/\bday[\s-]care\b/g, 'daycare')
    // The state by its postal code, as parents write it ("licensed in MA").
    .replace(/\bma\b/g, 'massachusetts')
    // "Can I save more than one route?" and "multiple saved routes" ask the same.
    .replace(/\bmore than one\b/g, 'multiple')
    .replace(/\bwait[\s-]list/g, 'waitlist')
    .replace(/\bday\s+one\b/g, 'first day')
    // "my 2 year old", "a 9-month-old": an age says which child, and "old" is no topic.
    .replace(/\b\d+[\s-]*(?:years?|yrs?|months?|mos?)[\s-]*olds?\b/g, 'child')
    .replace(/\bchild[\s-]care\b/g, 'childcare');
  return spelt.match(/[a-z0-9]+(?:['’][a-z]+)?/g) ?? [];
}

/** The terms a passage is indexed by. */
export function indexTerm(word: string): string | null {
  // "he's", "we'll", "they're" are as empty as "he", "we", "they".
  if (STOP_WORDS.has(word) || STOP_WORDS.has(word.replace(/['’][a-z]+$/, '')) || UNSPELT_CONTRACTIONS.has(word)) return null;
  const term = stem(word);
  // "gets", "needs", "makes", "wants": a common word's other forms are as common.
  return STOP_WORDS.has(term) ? null : term;
}

/**
 * Words parents ask with, and the words our articles use for the same thing. Only the question is
 * widened; a passage keeps its own words. Keys and values are stemmed as the index stems.
 */
const ALSO_WRITTEN: Record<string, readonly string[]> = {
  baby: ['infant'],
  infant: ['baby'],
  teacher: ['caregiver', 'staff'],
  caregiver: ['teacher', 'staff'],
  staff: ['teacher', 'caregiver'],
  fever: ['sick', 'ill'],
  ill: ['sick'],
  sick: ['ill'],
  flu: ['sick'],
  tour: ['visit'],
  visit: ['tour'],
  expensive: ['cost'],
  price: ['cost', 'rate'],
  cost: ['price'],
  cheap: ['cost'],
  cheaper: ['cost'],
  afford: ['cost', 'assistance', 'financial'],
  tuition: ['rate', 'cost'],
  pickup: ['pick'],
  dropoff: ['drop'],
  drop: ['dropoff'],
  swaddl: ['sleep', 'blanket'],
  nap: ['sleep'],
  // "where do I park at drop-off" asks about parking, at the half weight of a word it stands for.
  park: ['parking'],
  sleep: ['nap'],
  shot: ['immunization'],
  immunization: ['vaccin'],
  job: ['work'],
  office: ['work'],
  boss: ['employer'],
  cry: ['tear'],
  snow: ['weather', 'winter'],
  storm: ['weather', 'snow'],
  license: ['licens'],
  licens: ['license'],
  inspection: ['inspect'],
  violation: ['finding', 'noncompliance'],
  montessori: ['preschool'],
  rail: ['train'],
  commuter: ['commute'],
  reach: ['contact'],
  email: ['contact'],
  support: ['contact', 'help'],
  vaccin: ['health', 'immunization'],
  allergy: ['allergies', 'health'],
  neighbor: ['authorized'],
  allow: ['authorized', 'permit'],
  flag: ['warning', 'concern'],
  partner: ['both', 'family'],
  direction: ['route', 'way'],
  // Words parents use that our articles do not, for what the articles do say.
  educator: ['teacher', 'caregiver'],
  accident: ['incident', 'injury'],
  adjust: ['settle', 'transition'],
  separation: ['goodbye', 'drop'],
  menu: ['meal', 'snack', 'food'],
  lunch: ['meal', 'food'],
  interview: ['visit', 'tour', 'question'],
  vomit: ['sick', 'symptom'],
  diarrhea: ['sick', 'symptom'],
  cough: ['sick', 'symptom'],
  rash: ['sick', 'symptom'],
  contagious: ['sick', 'illness'],
  germ: ['sick', 'illness'],
  medicine: ['medication'],
  grandma: ['grandparent', 'relative'],
  grandpa: ['grandparent', 'relative'],
  grandmother: ['grandparent', 'relative'],
  grandfather: ['grandparent', 'relative'],
  babysitter: ['sitter', 'backup'],
  nanny: ['sitter', 'backup'],
  money: ['cost', 'pay'],
  budget: ['cost', 'pay'],
  fee: ['cost', 'rate'],
  worried: ['worry'],
  anxious: ['worry', 'anxiety'],
  licence: ['license'],
  waiting: ['waitlist'],
  behavior: ['hard', 'biting', 'hitting'],
  behaviour: ['hard', 'biting', 'hitting'],
  hit: ['hitting', 'hard'],
  tantrum: ['hard', 'upset'],
  // Near and far: the words of distance parents use for the commute's detour.
  nearby: ['near'],
  far: ['near', 'detour', 'distance'],
  distance: ['detour', 'near'],
  drive: ['commute', 'detour'],
  // Emergencies by name.
  fire: ['emergency', 'evacuation'],
  lockdown: ['emergency'],
  evacuation: ['emergency'],
  emergency: ['evacuation'],
  // Weather as parents name it.
  snowstorm: ['snow', 'storm', 'weather'],
  blizzard: ['snow', 'storm', 'weather'],
  ice: ['weather', 'winter'],
  // Medicines by name, and the words around them.
  med: ['medication', 'medicine'],
  antibiotic: ['medication', 'medicine'],
  prescription: ['medication', 'medicine'],
  dose: ['medication', 'medicine'],
  cream: ['medication', 'medicine'],
  tylenol: ['medication', 'fever'],
  ibuprofen: ['medication', 'fever'],
  motrin: ['medication', 'fever'],
  inhaler: ['medication', 'asthma'],
  epipen: ['allergy', 'medication'],
  // Being kept informed.
  update: ['communication', 'report', 'daily'],
  updated: ['communication', 'report'],
  communicate: ['communication'],
  app: ['communication', 'message'],
  photo: ['communication'],
  // The site itself.
  touch: ['contact'],
  website: ['contact', 'information'],
  info: ['information', 'detail'],
  information: ['detail'],
  date: ['accurate', 'refresh'],
  accurate: ['accurate', 'confirm'],
  outdated: ['accurate', 'refresh'],
  // "Are the openings current?", "is it reliable?": how accurate the FAQ says our facts are.
  current: ['accurate', 'refresh'],
  reliable: ['accurate'],
  stale: ['accurate', 'refresh'],
  wrong: ['accurate', 'confirm'],
  // Worry and its kin.
  worry: ['concern', 'cautious'],
  concern: ['worry', 'cautious'],
  red: ['warning', 'cautious'],
  // Money words.
  vacation: ['holiday', 'closure'],
  holiday: ['vacation', 'closure'],
  discount: ['sibling'],
  sibling: ['discount'],
  eligible: ['assistance', 'income'],
  qualify: ['assistance', 'eligible', 'income'],
  // Starting out.
  goodbye: ['ritual', 'separation'],
  leave: ['goodbye', 'dropoff'],
  crying: ['tear', 'upset'],
  clingy: ['goodbye', 'upset'],
  first: ['start', 'week'],
  // Hard moments by name.
  kick: ['hitting', 'biting', 'hard'],
  push: ['hitting', 'biting', 'hard'],
  scratch: ['hitting', 'biting', 'hard'],
  aggressive: ['hitting', 'biting', 'hard'],
  discipline: ['hitting', 'biting', 'hard'],
  misbehave: ['hitting', 'biting', 'hard'],
  act: ['hard', 'hitting'],
  // Illnesses by name.
  pinkeye: ['sick', 'symptom'],
  lice: ['sick', 'symptom'],
  strep: ['sick', 'symptom'],
  virus: ['sick', 'illness'],
  // Getting there without a car.
  mbta: ['train', 'commute'],
  bus: ['train', 'commute'],
  subway: ['train', 'commute'],
  carpool: ['pickup', 'backup'],
  // Help with paying, as parents name it.
  subsidy: ['assistance', 'voucher', 'financial'],
  voucher: ['assistance', 'subsidy'],
  aid: ['assistance', 'financial'],
  deduction: ['tax', 'credit'],
  deposit: ['fee', 'registration'],
  signup: ['registration', 'enroll'],
  register: ['registration', 'enroll'],
  // What a baby needs.
  diaper: ['pack', 'supplies'],
  bottle: ['pack', 'infant', 'feeding'],
  formula: ['infant', 'feeding'],
  // Weighing options: the articles say "trade-offs" and "it suits".
  downside: ['trade'],
  drawback: ['trade'],
  disadvantage: ['trade'],
  con: ['trade'],
  tradeoff: ['trade'],
  pro: ['suit', 'trade'],
  advantage: ['suit', 'trade'],
  vs: ['difference', 'trade'],
  versus: ['difference', 'trade'],
  compare: ['difference', 'trade'],
  // Costs nobody mentioned.
  hidden: ['beyond', 'surprise', 'add'],
  extra: ['beyond', 'add'],
  surprise: ['beyond'],
  // A license's standing.
  probation: ['status'],
  suspended: ['status'],
  revoked: ['status'],
  // Saying goodbye.
  bye: ['goodbye', 'ritual'],
  sneak: ['goodbye', 'ritual'],
  // Foods a child may be allergic to.
  peanut: ['allergy', 'food'],
  nut: ['allergy', 'food'],
  dairy: ['allergy', 'food'],
  gluten: ['allergy', 'food'],
  // Play outside, as parents name it.
  playground: ['outdoor', 'play', 'equipment'],
  climb: ['climbing', 'equipment'],
  slide: ['equipment', 'outdoor'],
  swing: ['equipment', 'outdoor'],
  // What a child brings from home for comfort.
  stuffed: ['comfort', 'toy'],
  teddy: ['comfort', 'toy'],
  lovey: ['comfort', 'toy'],
  pacifier: ['comfort'],
  // A child's fear.
  scared: ['frightened', 'distressed'],
  afraid: ['frightened', 'distressed'],
  // Older children's school.
  elementary: ['school'],
  grade: ['school'],
  // The offices parents deal with for help paying.
  dta: ['transitional', 'assistance', 'caseworker'],
  welfare: ['transitional', 'assistance', 'caseworker'],
  snap: ['transitional', 'assistance'],
  paperwork: ['stub', 'proof'],
  document: ['stub', 'proof'],
  apply: ['eligibility', 'qualify'],
  // Groups and their size.
  capacity: ['group', 'room', 'maximum'],
  total: ['capacity', 'maximum'],
  class: ['group', 'room'],
  classroom: ['room', 'group'],
  // Emergencies a parent names by what happens.
  power: ['outage', 'emergency'],
  outage: ['emergency'],
  // Writing to us.
  message: ['contact', 'write', 'reply'],
  answer: ['reply'],
  respond: ['reply', 'contact'],
  // Calling is contacting; a place that seems unsafe is a safety concern.
  call: ['contact'],
  phone: ['contact'],
  unsafe: ['safety', 'concern'],
  dangerous: ['safety', 'concern'],
  // A way of teaching, as parents name it: the articles say approach.
  style: ['approach'],
  philosophy: ['approach'],
  method: ['approach'],
  // A court order about who may pick up is the articles' custody order.
  court: ['custody'],
  restraining: ['custody'],
  // Where our facts come from.
  data: ['information', 'detail', 'record'],
};

const ALSO = new Map(Object.entries(ALSO_WRITTEN).map(([key, values]) => [stem(key), values.map(stem)]));

/** A question's terms, each with the terms it also looks for. */
export function questionTerms(text: string): { term: string; also: readonly string[] }[] {
  return questionTermsOf(words(text), indexTerm, ALSO);
}

/** A question's words as terms, once each, with the terms each also looks for: the same for every language's reading. */
export function questionTermsOf(
  words: readonly string[],
  indexTerm: (word: string) => string | null,
  also: ReadonlyMap<string, readonly string[]>,
): { term: string; also: readonly string[] }[] {
  const seen = new Set<string>();
  const terms: { term: string; also: readonly string[] }[] = [];
  for (const word of words) {
    // A number ("$2,400", "my 2 year old", "at 6", "the 2nd week") says how much or when, not what about.
    if (/^\d+(?:st|nd|rd|th)?$/.test(word)) continue;
    const term = indexTerm(word);
    if (!term || seen.has(term)) continue;
    seen.add(term);
    terms.push({ term, also: also.get(term) ?? [] });
  }
  return terms;
}

/**
 * How the Nanny reads one language (docs/decisions/0034): the words of a text, the term each word
 * is indexed by, a question's terms, and how a question addresses us rather than a topic.
 */
export interface AnswerReading {
  words(text: string): string[];
  indexTerm(word: string): string | null;
  questionTerms(text: string): { term: string; also: readonly string[] }[];
  /** A question that speaks to us ("your site", "how often do you update ..."): only the FAQ speaks of CareRoute itself. */
  toUs: RegExp;
  /** How a question names us: who is asked, not what about, so left out of its terms (global). */
  namesUs: RegExp;
}

export const englishReading: AnswerReading = {
  words,
  indexTerm,
  questionTerms,
  toUs: /\b(?:your|this) (?:site|app|website|support|team|data|information|listings?)\b|\bcareroute\b|\byou (?:reply|answer|update|refresh|list|show|have|get)\b|\b(?:call|phone|email|reach|contact|write to) you\b/i,
  namesUs: /\b(?:your|this|the) (?:site|app|website)\b|\bcareroute\b/gi,
};

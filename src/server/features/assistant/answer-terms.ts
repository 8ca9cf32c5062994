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
  many lot lots one two three make like well yes yeah us someone something anything every etc almost people person do does other others`.split(/\s+/),
);

/** Plurals no suffix rule reaches. */
const IRREGULAR: Record<string, string> = { children: 'child', people: 'person', men: 'man', women: 'woman', teeth: 'tooth', feet: 'foot', mice: 'mouse' };

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
  else if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  const before = w;
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  if (w !== before) {
    // "stopped" stop, "staffed" stays staff; "biting" bite, "caring" care (one short syllable gets its e back).
    if (/([^aeiouls])\1$/.test(w)) w = w.slice(0, -1);
    else if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(w)) w = `${w}e`;
  }
  if (w.endsWith('e') && w.length > 4) w = w.slice(0, -1);
  return w;
}

/** Words of a text, as written (lower case); hyphenated words also count as their parts. */
export function words(text: string): string[] {
  return (text.toLowerCase().normalize('NFKD').match(/[a-z0-9]+(?:['’][a-z]+)?/g) ?? []);
}

/** The terms a passage is indexed by. */
export function indexTerm(word: string): string | null {
  if (STOP_WORDS.has(word)) return null;
  return stem(word);
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
  afford: ['cost'],
  tuition: ['rate', 'cost'],
  pickup: ['pick'],
  dropoff: ['drop'],
  swaddl: ['sleep', 'blanket'],
  nap: ['sleep'],
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
  son: ['child'],
  daughter: ['child'],
  kid: ['child'],
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
};

const ALSO = new Map(Object.entries(ALSO_WRITTEN).map(([key, values]) => [stem(key), values.map(stem)]));

/** A question's terms, each with the terms it also looks for. */
export function questionTerms(text: string): { term: string; also: readonly string[] }[] {
  const seen = new Set<string>();
  const terms: { term: string; also: readonly string[] }[] = [];
  for (const word of words(text)) {
    const term = indexTerm(word);
    if (!term || seen.has(term)) continue;
    seen.add(term);
    terms.push({ term, also: ALSO.get(term) ?? [] });
  }
  return terms;
}

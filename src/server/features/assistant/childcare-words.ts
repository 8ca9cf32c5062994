import type { ChildcareCategory } from '#shared/constants.js';
import type { AgeGroup } from '#shared/schemas/catalogue.js';
import { editDistanceWithin, typoAllowance } from '#server/lib/edit-distance.js';
import { placeByName } from '#server/geo/offline/gazetteer.js';
import { wordTable } from '#server/lib/word-table.js';

/**
 * The words of a request that are about the care, not the place: what they mean (category, age
 * group) and how to cut them out so they never end up inside an address.
 *
 * Decisions:
 * - "infant care", "baby care", "toddler care" name an age group, not a category: category stays
 *   null, so the search does not hide the centres, nurseries and Montessori schools that take infants.
 * - "preschool" and "pre-k" name the category and the age group it implies (3-4 year olds); "after
 *   school" names the aftercare category and the school-age group; "kindergarten" names the category
 *   only. The scorer counts an implied age group as none (docs/decisions/0029, "Implied age groups").
 * - When several categories are named, the first one in the text wins.
 */

/** A phrase and what it means. Patterns are matched case-insensitively on word boundaries. */
interface CareWord {
  pattern: string;
  category: ChildcareCategory | null;
  ageGroup: AgeGroup | null;
}

/** Generic nouns that may follow a care word and belong to it ("daycare centers", "Montessori school"). */
const CARE_NOUN = String.raw`(?:\s+(?:care|centers?|centres?|programs?|programmes?|options?|places?|spots?|facilit(?:y|ies)|providers?|schools?|classes|class|groups?))?`;

export const CARE_WORDS: CareWord[] = [
  { pattern: String.raw`before\s*(?:and|&|\/|or)\s*after[\s-]?school(?:\s+(?:care|programs?|programmes?|club))?|(?:before|after)[\s-]?school(?:\s+(?:care|programs?|programmes?|club))?|after[\s-]?care`, category: 'aftercare', ageGroup: 'school-age' },
  { pattern: String.raw`montessori`, category: 'montessori', ageGroup: null },
  { pattern: String.raw`pre[\s-]?schoolers?`, category: null, ageGroup: 'preschool' },
  // "VPK" (Florida's voluntary pre-k), "UPK" (universal pre-k): pre-k by its program's name.
  { pattern: String.raw`pre[\s-]?schools?|pre[\s-]?k[34]?|pre[\s-]?kindergarten|vpk|upk`, category: 'preschool', ageGroup: 'preschool' },
  // "a kindergarten-aged kid", "a kindergartner" say how old the child is (five), not what care is wanted.
  { pattern: String.raw`kindergarten[\s-]+aged?(?:\s+(?:kids?|children|child))?|kindergart(?:e)?ners?`, category: null, ageGroup: 'school-age' },
  // "a 4th grader", "in 2nd grade": a school child's age, never a street ("4th" is no house number).
  { pattern: String.raw`(?:1st|2nd|3rd|[4-8]th|first|second|third|fourth|fifth|sixth|seventh|eighth)[\s-]+grade(?:rs?)?`, category: null, ageGroup: 'school-age' },
  // "kinder garden": the word as it is often heard and typed.
  // "kinder", as Spanish and Spanglish say it; not "kinder than".
  { pattern: String.raw`kindergartens?(?![\s-]+aged?\b)|kinder\s+gardens?|kinder(?!\s+(?:than|to|and|people|staff|teachers?)\b)`, category: 'kindergarten', ageGroup: null },
  { pattern: String.raw`nurser(?:y|ies)`, category: 'nursery', ageGroup: null },
  { pattern: String.raw`play[\s-]?groups?`, category: 'playgroup', ageGroup: null },
  { pattern: String.raw`day[\s-]?cares?`, category: 'daycare', ageGroup: null },
  { pattern: String.raw`child[\s-]?cares?|child[\s-]?minders?`, category: 'childcare', ageGroup: null },
  { pattern: String.raw`infants?|bab(?:y|ies)|newborns?`, category: null, ageGroup: 'infant' },
  { pattern: String.raw`toddlers?`, category: null, ageGroup: 'toddler' },
  { pattern: String.raw`school[\s-]?age(?:d)?(?:\s+(?:kids?|children|child))?`, category: null, ageGroup: 'school-age' },
];

/** Words that may come before a care word and go with it ("a good daycare", "some affordable infant care"). */
const CARE_LEAD = String.raw`(?:(?:a|an|the|some|any|good|great|nice|best|top[\s-]?rated|affordable|cheap|licensed|local|quality|full[\s-]?time|part[\s-]?time|reliable|safe|my|our)\s+)*`;

export const CARE_WORD_PATTERNS: RegExp[] = CARE_WORDS.map(
  (word) => new RegExp(String.raw`\b${CARE_LEAD}(?:${word.pattern})${CARE_NOUN}\b`, 'gi'),
);

const NUMBER_WORDS = wordTable<number>({
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, eighteen: 18, 'twenty-four': 24,
});
// "2 1/2", "2½": a half said as a fraction is the same age in whole years.
const NUMBER = String.raw`(\d{1,2}(?:\.5|\s+1\/2|½)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|twenty-four)`;

/** "2 year old", "18-month-old", "3 yo", "four years old", "6 months old". */
export const AGE_PATTERN = new RegExp(
  String.raw`\b${NUMBER}(?:\s+and\s+a\s+half)?[\s-]*(years?|yrs?|yo|y\/o|y\.o\.?|months?|mos?|weeks?|wks?)(?:[\s-]*olds?)?(?:\b|(?<=\.))`,
  'i',
);

const EVERY_AGE = new RegExp(AGE_PATTERN.source, 'gi');

/** "for my 2 year old", "for our son", "for a newborn", "for 2 kids": the whole phrase is about the child. */
export const CHILD_PHRASE = new RegExp(
  String.raw`\bfor\s+(?:my|our|a|an|the|his|her|their|\d+|two|three)?\s*(?:(?:little|young|baby|infant|toddler|twin|newborn)\s+)?(?:${NUMBER}[\s-]*(?:years?|yrs?|yo|y\/o|months?|mos?|weeks?|wks?)[\s-]*olds?\s*(?:son|daughter|boy|girl|kids?|child|twins)?|kids?|children|child|son|daughter|boy|girl|twins|little\s+ones?|ones?)\b`,
  'gi',
);

const amountOf = (word: string) => NUMBER_WORDS[word.toLowerCase()] ?? Number.parseFloat(word);
const monthsOf = (amount: number, unit: string) => (/^(?:w|wk|week)/i.test(unit) ? amount / 4 : /^mo/i.test(unit) ? amount : amount * 12);

/** The age group of an age in years or months ("2 year old" -> toddler). */
export function ageGroupOfAge(amount: number, unit: string): AgeGroup {
  const months = monthsOf(amount, unit);
  if (months < 12) return 'infant';
  if (months < 36) return 'toddler';
  if (months < 60) return 'preschool';
  return 'school-age';
}

/**
 * An age in years said without the unit: "my daughter is 2", "he turns four", "(age 3)", "aged 4",
 * "kid: 4" (a note's line), "my granddaughter, who is two and a half".
 * A number after it that reads as an hour or a sum ("is 2pm", "is 2,000") is no age.
 */
export const BARE_AGE = new RegExp(
  String.raw`\b(?:(?:(?:(?:grand)?(?:sons?|daughters?|kids?|kiddos?|child|children)|grandchild(?:ren)?|bab(?:y|ies)|boys?|girls?|toddlers?|twins|nephews?|nieces?)(?:\s+[A-Z][a-z]+)?|he|she|they|who)(?:\s*'s(?:\s+now)?|\s*'ll\s+be|\s*:|\s+-|\s*\(|\s+(?:is(?:\s+now)?|are|turns?|turned|just\s+turned|will\s+be))|hes|shes|age[sd]?\s*:?)\s*(?:almost\s+|nearly\s+|about\s+)?${NUMBER}(?![a-z])(?![\d:$%]|[,.]\d|(?:st|nd|rd|th)\b|\s*(?:a\.?m|p\.?m|o'?clock|years?|yrs?|months?|mos?|weeks?|wks?|k\b|dollars|-\w)|\s*(?:minutes?|mins?|miles?|blocks?|hours?|hrs?|km)\b)`,
  'i',
);

const NEEDS_NO_CARE = /^\s*(?:\p{L}+\s+)?(?:is|are)\s+(?:all\s+)?(?:set|covered|taken\s+care\s+of)\b/iu;

/** "2 years, 3 months": one age, in months, before ages are read or cut. */
const YEARS_AND_MONTHS = /\b(\d{1,2})\s*(?:years?|yrs?)[\s,]+(?:and\s+)?(\d{1,2})\s*(?:months?|mos?)\b/gi;
/** "my youngest (3)": an age in brackets after the child, in years. */
const AGE_IN_BRACKETS = /\b(youngest|oldest|son|daughter|kid|child|boy|girl|toddler|little\s+one)\s*\((\d{1,2})\)/gi;
export const withAgesInMonths = (text: string) =>
  text
    .replace(YEARS_AND_MONTHS, (_, years: string, months: string) => `${Number(years) * 12 + Number(months)} months`)
    .replace(AGE_IN_BRACKETS, '$1 ($2 years old)');

/**
 * "not in six months", "within 2 weeks", "back to Odessa for 2 months", "a 10 month schedule": how
 * long, not how old; "since she was 3 months old": how old she was, not is.
 */
const HOW_LONG = new RegExp(
  String.raw`\b(?:(?:in|within|after|for\s+the\s+(?:next|first)|for(?:\s+(?:about|almost|nearly|over))?)\s+${NUMBER}[\s-]*(?:years?|months?|weeks?)\b(?![\s-]*(?:old|baby|babies|infant|son|daughter|kid|child|girl|boy|twins))|${NUMBER}[\s-]*(?:months?|weeks?)[\s-]+(?:schedule|program|contract|lease|calendar)\b|\b(?:since|when)\s+(?:she|he|they|the\s+baby)\s+(?:was|were)\s+${NUMBER}[\s-]*(?:years?|months?|weeks?)(?:[\s-]*old)?)`,
  'gi',
);

/** Ages listed before the one that carries the unit: "3 and 5 year olds", "2, 4 & 6 yr olds". */
const LISTED_AGE = String.raw`\b(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\b`;
const AGES_BEFORE = new RegExp(String.raw`(?:${LISTED_AGE}\s*(?:,|and|&)\s*)+$`, 'i');
/** Ages listed after one said without a unit: "my kids are 4 and 1" (not "is 4 and a half", "is 2, 5 days a week"). */
const AGES_AFTER = new RegExp(String.raw`^(?:\s*(?:,|and|&)\s*${LISTED_AGE}(?!\s*(?:[\p{L}:$%]|[,.]\d)))+`, 'iu');

const AGE_UNIT = String.raw`(?:years?|yrs?|yo|y\/o|months?|mos?|weeks?|wks?)\b`;

/**
 * Ages listed after "ages"/"aged", each with its unit or none ("ages 6 months and 3", "ages 2-4",
 * "aged 18 months"): a unit said after one age holds for the ages before it that have none, and
 * an age with no unit after the last one is in years, as parents count.
 */
const AGES_LIST = new RegExp(String.raw`\b(?:ages?|aged)\s*:?\s+((?:${NUMBER}(?:\s*${AGE_UNIT})?\s*(?:-|–|,|to|and|&)\s*)*${NUMBER}(?:\s*${AGE_UNIT})?)`, 'i');
const LISTED_ITEM = new RegExp(String.raw`\b${NUMBER}(?:\s*(${AGE_UNIT})|(?![a-z]))`, 'gi');

/**
 * Ages listed after the children are counted, without "ages": "2 kids 1 & 4", "3 kids: 1, 4, 8". Two
 * ages at least, and nothing after the last but the clause's end ("2 kids 3 and 5 days a week" lists none).
 */
const COUNTED_CHILDREN_AGES = new RegExp(
  String.raw`\b(?:\d|two|three|four|five)\s+(?:kids|children|boys|girls|little\s+ones)\s*[,:(-]?\s*((?:${NUMBER}(?:\s*${AGE_UNIT})?\s*(?:,|and|&)\s*)+${NUMBER}(?:\s*${AGE_UNIT})?)(?=\s*(?:[,.;:)!?|]|$))`,
  'i',
);

function youngestListed(text: string): number | null {
  const list = AGES_LIST.exec(text)?.[1] ?? COUNTED_CHILDREN_AGES.exec(text)?.[1];
  if (!list) return null;
  const items = [...list.matchAll(LISTED_ITEM)].map((item) => ({ amount: amountOf(item[1] ?? ''), unit: item[2] }));
  let unit = 'years';
  let youngest = Number.POSITIVE_INFINITY;
  for (let at = items.length - 1; at >= 0; at -= 1) {
    const item = items[at];
    if (!item || !Number.isFinite(item.amount)) continue;
    unit = item.unit ?? (at === items.length - 1 ? 'years' : unit);
    youngest = Math.min(youngest, monthsOf(item.amount, unit));
  }
  return Number.isFinite(youngest) ? youngest : null;
}

/**
 * A half year said alone at the end of a phrase ("montessori in duxbury, 2 1/2"): a child's age, as
 * no price, hour or distance is written with a fraction and no word after it.
 */
const HALF_YEAR_ALONE = /(?<![\d$.,/:])\b(\d{1,2})\s*(?:1\/2|½)(?=\s*(?:[,.;!?)]|$))/u;

/** Words between two ages that take the first back. */
const AGE_TAKEN_BACK = /\b(?:sorry|actually|oops|correction|i\s+mean|i\s+meant|scratch\s+that)\b/i;

/** "2 years and ": the months that follow are the same child's. */
const MONTHS_OF_YEARS = /\b(?:years?|yrs?)\s+(?:and|&)\s+$/i;

/**
 * The child's age group; of several ages listed with one unit ("3 and 5 year olds"), after "ages"
 * (youngestListed) or said apart ("a 5 year old and a 2 year old"), the youngest's: the care hardest
 * to find, and how the later evaluation parts are labelled (docs/decisions/0029, "Sixteenth round").
 * A child said to need no care does not count. `listedIn` is the text before schedules and prices
 * were cut, which still holds "ages ...".
 */
export function parseAge(said: string, listedIn: string = said): AgeGroup | null {
  const ages: number[] = [];
  const text = said.replace(HOW_LONG, ' ');
  // "my 7 year old is all set, I need care for the baby": the child who needs none is not the one.
  const saidAges = [...text.matchAll(EVERY_AGE)];
  const needsNone = new Set(saidAges.filter((age) => NEEDS_NO_CARE.test(text.slice(age.index + age[0].length))).map((age) => age[0].toLowerCase()));
  // "three shifts a week", "el mes pasado" (a month): "a" or "an" is an age only said with "old".
  // Every child the care is for counts, and the youngest decides ("our 3 yr old and 1 yr old"); the
  // months after a child's years are that child's ("2 years and 8 months").
  const matches = saidAges.filter(
    (age) => !needsNone.has(age[0].toLowerCase()) && (!/^an?$/i.test(age[1] ?? '') || /old/i.test(age[0])) && !(/^mo/i.test(age[2] ?? '') && MONTHS_OF_YEARS.test(text.slice(0, age.index))),
  );
  // "a 10 month old -- sorry, she's actually 13 months": an age taken back gives way to the one after it.
  const meant = matches.filter((age, index) => {
    const next = matches[index + 1];
    return !next || !AGE_TAKEN_BACK.test(text.slice(age.index + age[0].length, next.index));
  });
  for (const match of meant) {
    const [, raw = '', unit = ''] = match;
    const listed = AGES_BEFORE.exec(text.slice(0, match.index))?.[0].match(new RegExp(LISTED_AGE, 'gi')) ?? [];
    for (const word of [raw, ...listed]) {
      const amount = amountOf(word);
      if (Number.isFinite(amount)) ages.push(monthsOf(amount, unit));
    }
  }
  const listed = youngestListed(listedIn);
  if (listed !== null) ages.push(listed);
  if (ages.length === 0) {
    const bare = BARE_AGE.exec(text);
    // "my kids are 4 and 1": the ages listed after the first, in years too.
    const after = bare ? (AGES_AFTER.exec(text.slice(bare.index + bare[0].length))?.[0].match(new RegExp(LISTED_AGE, 'gi')) ?? []) : [];
    for (const word of [bare?.[1] ?? HALF_YEAR_ALONE.exec(text)?.[1] ?? '', ...after]) {
      const amount = amountOf(word);
      if (Number.isFinite(amount)) ages.push(amount * 12);
    }
  }
  return ages.length > 0 ? ageGroupOfAge(Math.min(...ages), 'months') : null;
}

/**
 * Politeness and filler: cut out of the text before places are read, so "Quincy please" is "Quincy".
 * Each is a whole-word, case-insensitive pattern.
 */
export const FILLER_PHRASES: string[] = [
  String.raw`please|pls|plz|thanks|thank\s+you|thx|ty|cheers`,
  String.raw`hi|hello|hey|good\s+(?:morning|afternoon|evening)`,
  String.raw`(?:can|could|would|will)\s+you(?:\s+please)?(?:\s+help\s+me)?`,
  String.raw`help\s+me(?:\s+find)?|find\s+me|show\s+me|tell\s+me\s+about|give\s+me|recommend(?:ations?)?|suggest(?:ions?)?`,
  String.raw`(?:i\s*'?\s*m|i\s+am|we\s*'?\s*re|we\s+are)\s+(?:looking|searching|hunting)\s+for`,
  String.raw`looking\s+for|searching\s+for|search\s+for|look\s+for|hunting\s+for|in\s+search\s+of`,
  String.raw`(?:i|we)\s*(?:'d|\s+would)\s+like(?:\s+to\s+find)?|(?:i|we)\s+(?:really\s+)?(?:need|want)(?:\s+to\s+find)?|need(?:s|ed)?(?:\s+to\s+find)?|want(?:ed)?(?:\s+to\s+find)?`,
  String.raw`(?:is|are)\s+there(?:\s+(?:any|some))?|do\s+you\s+know(?:\s+(?:any|of))?|where\s+can\s+i\s+find|what\s+are\s+(?:the|some)`,
  String.raw`find|show|search|list|options|asap|urgently|urgent|thank\s+u`,
  // "dad of 2 here", "mom of twins": who is asking.
  String.raw`(?:(?:single|working|busy|first[\s-]time|new)\s+)?(?:mom|mum|mama|dad|papa|mother|father|parent)\s+of\s+(?:\d|one|two|three|four|five|twins|triplets)(?:\s+(?:kids|children|boys|girls|under\s+\d))?(?:\s+here)?`,
  String.raw`on\s+(?:the|my|our)\s+way(?!\s+from)|along\s+the\s+way|on\s+(?:the|my|our)\s+(?:route|commute)|along\s+(?:the|my|our)\s+(?:route|commute)|en\s+route`,
];
export const FILLER_PATTERN = new RegExp(String.raw`\b(?:${FILLER_PHRASES.join('|')})\b`, 'gi');

/**
 * How often and when ("every morning", "daily", "on weekdays"): cut out like filler, but in a
 * trip they stand between its two places ("from Malden every morning to Boston"), so they become a
 * comma, which a trip's places may run across, not a boundary, which they may not.
 */
export const WHEN_PATTERN = new RegExp(
  String.raw`\b(?:(?:every|each)\s*(?:single\s+)?(?:day|morning|evening|afternoon|weekday|week\s*day|night)s?|daily|(?:on\s+)?weekdays|(?<!\b(?:\d|one|two|three|four|five)\s+)(?:in\s+the\s+)?mornings?|during\s+the\s+week|(?:most|some|many)\s+(?:days|mornings|evenings|afternoons|weekdays|nights)|(?:at|during\s+the)\s+night)\b`,
  'gi',
);

/**
 * The care and filter words as parents spell them when they spell them right: what a misspelt word
 * is compared with ("opennings" is read as "openings", "vouchrs" as "vouchers").
 */
const CARE_VOCABULARY = [
  'openings', 'opening', 'available', 'availability', 'enrolling', 'waitlist', 'voucher', 'vouchers', 'subsidy',
  'subsidies', 'subsidized', 'assistance', 'scholarship', 'bilingual', 'speaking', 'immersion',
  'daycare', 'daycares', 'childcare', 'preschool', 'preschools', 'preschooler', 'preschoolers', 'kindergarten',
  'kindergartens', 'montessori', 'nursery', 'nurseries', 'toddler', 'toddlers', 'infant', 'infants', 'school',
  'schools', 'playgroup', 'playgroups', 'aftercare', 'afterschool', 'newborn', 'kindergartner', 'kindergartners',
  'kindergartener', 'kindergarteners',
];
/**
 * The languages the filters read, corrected only where a language is plainly meant ("spansih
 * speaking", "bilingual portugese"): a misspelt language before "Pond" is more likely a name.
 */
const LANGUAGE_VOCABULARY = [
  'spanish', 'portuguese', 'mandarin', 'chinese', 'cantonese', 'vietnamese', 'french', 'haitian', 'creole', 'russian',
  'arabic', 'korean', 'german', 'italian', 'japanese', 'somali', 'tagalog', 'bengali',
];
const LANGUAGE_AFTER = /^[\s-]+(?:speaking|speakers?|immersion|language|teachers?|staff|bilingual)\b/i;
const LANGUAGE_BEFORE = /\b(?:bilingual|immersion|speaks?|speaking|in)\s+$/i;
const CARE_VOCABULARY_SET = new Set(CARE_VOCABULARY);
/** Ordinary words one letter from a care word: never corrected. */
const NOT_TYPOS = new Set(['infanta', 'infantil', 'todder', 'scholl', 'schoo']);

/**
 * Misspelt care words spelt right ("daycre" -> "daycare", "kindergarden" -> "kindergarten",
 * "after scool" -> "after school"): each word of five letters or more that is not a care word, a
 * known place or an ordinary word is compared with the care vocabulary, one typo allowed (two from
 * ten letters). See docs/decisions/0029.
 */
export function correctCareTypos(text: string): string {
  return text.replace(/\p{L}{5,}/gu, (word, at: number) => {
    const lower = word.toLowerCase();
    if (CARE_VOCABULARY_SET.has(lower) || NOT_TYPOS.has(lower) || LANGUAGE_VOCABULARY.includes(lower)) return word;
    const languageMeant = LANGUAGE_AFTER.test(text.slice(at + word.length)) || LANGUAGE_BEFORE.test(text.slice(0, at));
    let best: string | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const right of languageMeant ? [...CARE_VOCABULARY, ...LANGUAGE_VOCABULARY] : CARE_VOCABULARY) {
      if (right[0] !== lower[0]) continue;
      // Two typos from ten letters, or from eight when the first four are right and the length is
      // nearly so ("montesory"; not "infantil", a word of its own).
      const likely = lower.length >= 8 && right.startsWith(lower.slice(0, 4)) && Math.abs(right.length - lower.length) <= 1;
      const allowance = Math.min(typoAllowance(lower.length), lower.length >= 10 || likely ? 2 : 1);
      const distance = editDistanceWithin(lower, right, allowance);
      if (distance <= allowance && distance < bestDistance) [best, bestDistance] = [right, distance];
    }
    if (!best || placeByName(word)) return word;
    return best;
  });
}

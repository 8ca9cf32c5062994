import { WEEKS_PER_MONTH, type LANGUAGES } from '#shared/constants.js';
import { NO_FILTERS, type ExtractFilters } from '#shared/schemas/assistant.js';
import { withCaseSensitiveParts } from './case-sensitive-parts.js';
import { JOB_TITLE } from './role-words.js';

/**
 * The search filters a request asks for, read from its words (docs/decisions/0029): open seats,
 * a monthly budget, drop-off and pickup times, a language and subsidies. Each reader returns what
 * it found and the stretches of text it used, so those are cut out before places are read ("near
 * Lynn with openings" is Lynn; "a childcare voucher" names no category).
 */
export interface FilterReading {
  filters: ExtractFilters;
  /** The text with every phrase a filter was read from replaced by " | ". */
  rest: string;
}

const BOUNDARY = ' | ';

const OPENINGS = new RegExp(
  [
    String.raw`\b(?:with|has|have|having|got|any)\s+(?:an?\s+|some\s+|any\s+)?(?:openings?|open\s+(?:spots?|seats?|slots?)|spots?|space|spaces|room|availability|vacanc(?:y|ies)|seats?)(?:\s+(?:available|open|left|now))?`,
    String.raw`\bwho\s+(?:has|have)\s+(?:an?\s+)?(?:space|spots?|room|openings?|seats?)`,
    // "a spot starting in May", "an opening by March", "spots for April": a place wanted from a month on.
    String.raw`\b(?:an?\s+)?(?:spots?|openings?|spaces?|seats?|slots?)\s+(?:starting|by|for|in|from)\s+(?:in\s+)?(?:jan(?:uary)?|feb(?:ruary)?|march|april|may|june|july|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|the\s+fall|the\s+spring)\b`,
    // "opening by 6am", "opening early": when the care opens (readHours); "the opening shift": when the parent works. Not a free place.
    String.raw`\b(?:openings|opening(?!\s+(?:(?:by|at|around|before|as\s+early\s+as)\s+)?\d|\s+(?:early|shifts?)\b)|vacanc(?:y|ies))\b`,
    String.raw`\bopen\s+(?:spots?|slots?|seats?|spaces?|places?)`,
    // "infant spots??", "w/ spots": seats asked for by the age they are for (which stays to be read), or with a slash.
    String.raw`(?<=\b(?:infant|baby|toddler|preschool|pre-?k|twos|threes)\s+)(?:spots|slots|seats|openings)\b`,
    String.raw`\bw\/\s*(?:openings?|spots?|space|spaces|room|availability|seats?)`,
    String.raw`\b(?:spots?|space|spaces|seats?|slots?)\s+(?:available|open|free)(?:\s+now)?`,
    String.raw`\bavailable\s+(?:now|immediately|right\s+away|today)`,
    String.raw`\b(?:currently|now|still)\s+(?:enrolling|accepting(?:\s+(?:new\s+)?(?:kids|children|students|families|enrollments?|applications))?|taking\s+(?:new\s+)?(?:kids|children|families|enrollments?))`,
    String.raw`\b(?:accepting|taking)\s+new\s+(?:kids|children|students|families|enrollments?|enrolments?|applications|infants|toddlers|babies)`,
    String.raw`\b(?:(?:is|are)\s+)?enrolling(?:\s+(?:now|new\s+(?:kids|children|families|students)))?`,
    String.raw`\b(?:no|without\s+a|without\s+the|skip\s+the)\s+wait[\s-]?lists?`,
    String.raw`\b(?:can\s+)?start\s+(?:right\s+away|immediately|now|asap)`,
    // "we need a spot soon", "a spot asap": a free place wanted soon ("childcare asap" alone, writers label both ways).
    String.raw`\b(?:a\s+)?(?:spots?|openings?|space|seats?|slots?)\s+(?:soon|asap|a\.s\.a\.p\.?|right\s+(?:away|now)|immediately|now)\b`,
  ].join('|'),
  'gi',
);

const SUBSIDY = withCaseSensitiveParts(
  [
    String.raw`\b(?:(?:that|which|who)\s+)?(?:accepts?|accepting|takes?|taking|with|uses?|using|have|has|had|got|on)?\s*(?:an?\s+|the\s+)?(?:(?:state|eec|dta|government|childcare|child\s+care|income[\s-]eligible|ccap|ccdf)\s+)*(?:vouchers?|subsid(?:y|ies|ized|ised)|financial\s+(?:assistance|aid)(?:\s+vouchers?)?|child\s*care\s+assistance|tuition\s+assistance|(?:state|public|government)\s+(?:assistance|aid|funding)|ccap|ccdf|ccis|care\s+4\s+kids|c?cccap|wccc|working\s+connections|child\s*care\s+(?:works|scholarships?)|school\s+readiness|calworks|publicly\s+funded(?:\s+child\s*care)?|ccsp|(?-i:CAPS|CCS|DWS|DES(?!\s+(?i:moines)))|erdc|employment[\s-]related\s+day\s*care|wisconsin\s+shares|workforce\s+solutions|early\s+learning\s+coalition|tanf|income[\s-]eligible(?:\s+(?:slots?|spots?|seats?|care|programs?|contracts?))?|contract(?:ed)?\s+(?:slots?|seats?)|(?:military\s+)?fee\s+assistance|ccfap|child\s*care\s+certificates?|purchase\s+of\s+care|dta\s+benefits|(?:help|assistance)\s+from\s+the\s+state)\b`,
  ].join('|'),
  'gi',
);

/** "we don't have a voucher yet", "no subsidy": a help the family does not have, which no program need take. */
const NO_SUBSIDY = /\b(?:do\s+not|don'?t|does\s+not|doesn'?t|haven'?t\s+got|not\s+(?:yet\s+)?on|no|without)\s+(?:have\s+)?(?:an?\s+|any\s+|the\s+)?(?:(?:state|childcare|child\s+care)\s+)?(?:vouchers?|subsid(?:y|ies)|financial\s+(?:aid|assistance))\b/i;

/** Spoken and written names of the catalogue's languages: the noun or the adjective ("Mandarin", "Spanish-speaking"). */
const LANGUAGE_NAMES: [string, (typeof LANGUAGES)[number]][] = [
  [String.raw`english`, 'en'],
  [String.raw`spanish|espa[nñ]ol|hispanic`, 'es'],
  [String.raw`mandarin|chinese|cantonese`, 'zh'],
  [String.raw`vietnamese`, 'vi'],
  [String.raw`arabic`, 'ar'],
  [String.raw`french`, 'fr'],
  [String.raw`haitian(?:\s+creole)?|creole|krey[oò]l`, 'ht'],
  [String.raw`korean`, 'ko'],
  [String.raw`portuguese|brazilian`, 'pt'],
  [String.raw`russian`, 'ru'],
  [String.raw`hindi`, 'hi'],
  [String.raw`german`, 'de'],
  [String.raw`italian`, 'it'],
  [String.raw`polish`, 'pl'],
  [String.raw`japanese`, 'ja'],
  [String.raw`somali`, 'so'],
  [String.raw`khmer|cambodian`, 'km'],
  [String.raw`greek`, 'el'],
  [String.raw`urdu`, 'ur'],
  [String.raw`farsi|persian`, 'fa'],
  [String.raw`tagalog|filipino`, 'tl'],
  [String.raw`bengali|bangla`, 'bn'],
  [String.raw`amharic`, 'am'],
];
const LANGUAGE_TAIL = String.raw`(?:[\s-]+(?:speaking|speakers?|language|immersion|bilingual|dual[\s-]language|teachers?|staff|caregivers?|providers?))*`;
/** Words that only name languages ("Spanish-speaking", "Mandarin-English"): no place when there are several (Mandarin alone may be Jacksonville's). */
const LANGUAGE_ONLY = new RegExp(String.raw`^(?:(?:bilingual|${LANGUAGE_NAMES.map(([name]) => `(?:${name})`).join('|')})${LANGUAGE_TAIL}[\s-]*)+$`, 'i');
export const namesOnlyLanguages = (text: string): boolean => LANGUAGE_ONLY.test(text.trim());

const LANGUAGE = new RegExp(
  String.raw`\b(?:(?:bilingual|dual[\s-]language|immersion)\s+(?:in\s+)?)?(${LANGUAGE_NAMES.map(([name]) => `(?:${name})`).join('|')})${LANGUAGE_TAIL}\b`,
  'gi',
);
const PLACE_NAMED_AFTER = /^\s+(?:Hill|Street|St|Square|Sq|Quarter|Village|Corner|Avenue|Ave|Road|Rd|Park|High|School|Church|Center|Centre)\b/u;
/** "English" alone is the default, not a filter; it counts only when said as the care's language. */
const ENGLISH_ASKED = /^english[\s-]+(?:speaking|speakers?|language|immersion|teachers?|staff)|^(?:bilingual|dual|immersion)/i;

/** An amount of money with its period: "$2,000 a month", "2k", "$450/week", "1800 monthly". */
// The space before "k" is taken only with the "k", so "$300 weekly" keeps its period.
const AMOUNT = String.raw`(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(?:\s*(k)\b)?`;
const PERIOD = String.raw`(?:\s*(?:\/|per|a|an|each|every|for)\s*(month|mo|week|wk|day|year|yr|hour|hr)s?\b|\s+(monthly|weekly|daily|yearly|annually|hourly)\b)?`;
const MONEY = new RegExp(
  String.raw`(?:(?:up\s+to|under|below|about|around|approx(?:imately|\.)?|roughly|less\s+than|no\s+more\s+than|not\s+more\s+than|not\s+over|at\s+most|max(?:imum)?(?:\s+of)?|budget(?:\s+(?:is|of))?|between|~|<)\s*)*(?:(?:us)?\$\s*${AMOUNT}(?:\s*(?:-|–|to|and)\s*\$?\s*${AMOUNT})?|${AMOUNT}\s*(?:dollars|bucks|usd)|(?<![\d:])${AMOUNT}(?=\s*(?:\/|per|a|an|each|every)\s*(?:month|mo|week|wk)s?\b|\s+(?:monthly|weekly)\b))${PERIOD}(?:\s+(?:max(?:imum)?|tops|or\s+less|or\s+under|at\s+most))?`,
  'gi',
);
/** A budget said without a currency sign: "under 2500", "below 2k a month", "budget 1800". */
// "< 1800" and "budget: 1800" (a note's label) bound it too.
const BARE_BUDGET = new RegExp(
  String.raw`(?:\b(?:up\s+to|under|below|less\s+than|no\s+more\s+than|not\s+more\s+than|at\s+most|max(?:imum)?(?:\s+of)?|budget(?:\s*:|\s+(?:is|of))?|(?:pay|spend|afford)(?:\s+(?:up\s+to|until|about|around|at\s+most|maybe))?)\s+|(?<!\w)(?:<=?|≤)\s*)${AMOUNT}${PERIOD}`,
  'gi',
);

/** Numbers in words, one to twelve: hours ("until six") and thousands ("two thousand a month"). */
const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** A period named before the amount it prices, in the same phrase. */
const PERIOD_BEFORE = /\b(yearly|annual(?=\s)|weekly|daily|monthly)\s+(?:tuition|budget|cost|rate|fee|price)\b[^,.;|!?\d$]*$/i;

const INCOME = /\b(?:make|makes|making|earn|earns|earning|income|salary|paid|household)\b[^.;!?]*$/i;

/** A round sum in words: "two thousand a month", "1.5 grand". */
const SUM_IN_WORDS = new RegExp(
  String.raw`\b(?:(?:up\s+to|under|below|less\s+than|no\s+more\s+than|at\s+most|about|around|max(?:imum)?(?:\s+of)?)\s+)?(one|two|three|four|five|\d(?:\.\d)?)\s+(?:thousand|grand)(?:\s+dollars)?${PERIOD}`,
  'gi',
);

/** Dollars a month of an amount: weekly times 52/12, daily for five days a week, yearly over 12. */
function monthly(amount: number, period: string | undefined): number | null {
  const unit = (period ?? 'month').toLowerCase();
  if (/^(?:hour|hr|hourly)/.test(unit)) return null;
  if (/^(?:week|wk|weekly)/.test(unit)) return Math.round(amount * WEEKS_PER_MONTH);
  if (/^(?:day|daily)/.test(unit)) return Math.round(amount * 5 * WEEKS_PER_MONTH);
  if (/^(?:year|yr|yearly|annual)/.test(unit)) return Math.round(amount / 12);
  return Math.round(amount);
}

function dollars(whole: string | undefined, cents: string | undefined, thousands: string | undefined): number {
  const value = Number.parseFloat(`${(whole ?? '0').replace(/,/g, '')}.${cents ?? '0'}`);
  return thousands ? value * 1000 : value;
}

function readTuition(text: string): { value: number | null; used: [number, number][] } {
  const used: [number, number][] = [];
  let value: number | null = null;
  for (const pattern of [MONEY, BARE_BUDGET]) {
    for (const match of text.matchAll(pattern)) {
      const start = match.index;
      if (used.some(([from, to]) => start < to && start + match[0].length > from)) continue;
      // What the family earns is no budget: "we make $80,000 a year".
      if (INCOME.test(text.slice(Math.max(0, start - 30), start))) {
        used.push([start, start + match[0].length]);
        continue;
      }
      // Amounts come in threes (whole, cents, "k"); a range names its upper end last. The period is the last two groups.
      const groups = match.slice(1);
      const amounts = groups.slice(0, -2);
      let amount = 0;
      for (let i = 0; i < amounts.length; i += 3) {
        if (amounts[i] !== undefined) amount = dollars(amounts[i], amounts[i + 1], amounts[i + 2]);
      }
      // "yearly tuition no more than $18,000", "weekly budget 400": the period said before the amount.
      const lead = match[0].slice(0, Math.max(0, match[0].search(/[\d$]/)));
      const period = groups.slice(-2).find((g) => g !== undefined) ?? PERIOD_BEFORE.exec(text.slice(Math.max(0, start - 30), start) + lead)?.[1];
      if (amount < 20) continue;
      const perMonth = monthly(amount, period);
      if (perMonth === null) continue;
      used.push([start, start + match[0].length]);
      // A range, or two amounts, name the most the parent will pay last or largest.
      value = Math.max(value ?? 0, perMonth);
    }
  }
  for (const match of text.matchAll(SUM_IN_WORDS)) {
    const start = match.index;
    if (used.some(([from, to]) => start < to && start + match[0].length > from)) continue;
    const thousands = NUMBER_WORDS.indexOf((match[1] ?? '').toLowerCase()) + 1 || Number.parseFloat(match[1] ?? '0');
    const perMonth = monthly(thousands * 1000, match[2] ?? match[3]);
    if (perMonth === null) continue;
    used.push([start, start + match[0].length]);
    value = Math.max(value ?? 0, perMonth);
  }
  return { value, used };
}

/** Hours: "7", "7:30", "6:45am", "6 pm", "noon". */
// "opens at 6 30": minutes after a space, as a phone's dictation writes them.
const CLOCK = String.raw`(noon|midday|(?:(?:[01]?\d|2[0-3])(?::[0-5]\d|\s[0-5][05](?!\d))?|${NUMBER_WORDS.join('|')})(?:\s*(?:a\.?m\.?|p\.?m\.?)(?![\p{L}])|\s+(?:thirty|fifteen|forty[\s-]five))?)`;
const DROP_OFF = String.raw`(?:(?:early\s+)?drop(?:ping)?(?:[\s-]?offs?)?|early(?!\s+pick)|opens?|opening|open(?:s)?\s+(?:by|from|at|as\s+early\s+as)|starts?|starting|(?:before|by)\s+work|take\s+(?:her|him|them|(?:the|my|our)\s+(?:kids?|son|daughter|baby|little\s+one)))`;
const PICKUP = String.raw`(?:(?:late\s+)?pick(?:ing)?[\s-]?ups?|closes|close(?!\s+(?:by|to)\b)|closing|(?:open|stays?\s+open|stay\s+open|hours|goes|runs|go|run)\s+(?:until|till|til|to|through|past|after|late\s+until)|until|till|til|late\s+(?:as|until)|(?:grab|get|collect|fetch)\s+(?:her|him|them|(?:the|my|our)\s+(?:kids?|son|daughter|baby|little\s+one))(?:\s+up)?|pick\s+(?:her|him|them)\s+up)`;
/** Words between "drop-off"/"pickup" and the hour: "drop-off is at 7", "pickup no later than 5:30". */
const MUST = String.raw`needs?\s+to\s+be|has\s+to\s+be|must\s+be|should\s+be|would\s+be|ideally|:|,`;
// "open early (6:30)": the hour in brackets too.
const BY_LINK = String.raw`(?:\s*(?:${MUST})|\s+(?:times?|is|are|at|by|around|about|like|before|from|super|very|really|early|earliest|as\s+early\s+as|no\s+later\s+than|of))*(?:\s+|\s*\(\s*)`;
const UNTIL_LINK = String.raw`(?:\s*(?:${MUST})|\s+(?:times?|is|are|at|by|around|about|as\s+late\s+as|late|latest|until|till|til|at\s+least(?:\s+until)?|after|past|no\s+earlier\s+than|no\s+later\s+than|of))*\s*`;

/** The hour before the word also counts: "7am drop-off", "a 6pm pickup". */
/** A date is no hour: "starting 9/1", "start 9-1"; nor is the start of a longer number ("close by 02134"). */
// A full stop and a space end a sentence, not a date: "pick up by 6. 3yo" is six.
const NOT_A_DATE = String.raw`(?!\d|\s*[/-]\s*\d|\s*\.\d)`;
// An hour already said for the other word is not this one's: "dropoff 6:30am pickup 6pm".
const AFTER_DROP_OFF = String.raw`(?<!\b(?:drop(?:ping)?[\s-]?offs?|opens?|opening)\s+)`;
const AFTER_PICKUP = String.raw`(?<!\b(?:pick(?:ing)?[\s-]?ups?|closes|closing)\s+)`;
const OPEN_BY = new RegExp(String.raw`\b${DROP_OFF}${BY_LINK}${CLOCK}${NOT_A_DATE}|(?<![\d:])${AFTER_PICKUP}${CLOCK}\s+(?:early\s+)?(?:drop(?:(?:ping)?[\s-]?offs?)?|arrival|start)\b`, 'giu');
const OPEN_UNTIL = new RegExp(String.raw`\b${PICKUP}${UNTIL_LINK}${CLOCK}${NOT_A_DATE}|(?<![\d:])${AFTER_DROP_OFF}${CLOCK}\s+(?:late\s+)?(?:pick(?:ing)?[\s-]?ups?|closing)\b`, 'giu');
/**
 * "drop-off in Melrose at 7:15", "pickup at Quincy Center by 5:30": the place where the child is left
 * stands between the word and the hour. Only the hour is cut out; the place is read as any other.
 */
const AT_PLACE = String.raw`\s+(?:in|at|near)\s+\p{Lu}[\p{L}'.]*(?:\s+\p{Lu}[\p{L}'.]*){0,2}`;
// "drop my son at 6:15", "takes my 2 yr old from 7:30": who is dropped off stands between, and stays to be read.
const DROPPED = String.raw`(?:drop(?:\s+off)?|takes?)\s+(?:her|him|them|(?:the|my|our)\s+(?:[\p{L}\d-]+\s+){0,3}?(?:kids?|son|daughter|baby|one|old))(?:\s+off)?`;
const OPEN_BY_AT_PLACE = new RegExp(String.raw`\b(?:drop(?:ping)?[\s-]?offs?${AT_PLACE}|${DROPPED})(${BY_LINK}${CLOCK}${NOT_A_DATE})`, 'giu');
// "pick my 4 year old up around 11:30": who is picked up stands between, and stays to be read.
// "pick up my daughter at 5:30" too.
const PICKED = String.raw`(?:the|my|our)\s+(?:[\p{L}\d-]+\s+){0,3}?(?:kids?|son|daughter|baby|one|old)`;
const PICKED_UP = String.raw`pick\s+(?:${PICKED}\s+up|up\s+${PICKED})`;
const OPEN_UNTIL_AT_PLACE = new RegExp(String.raw`\b(?:pick(?:ing)?[\s-]?ups?${AT_PLACE}|${PICKED_UP})((?:\s*,)?\s+(?:at|by|around|before|no\s+later\s+than)\s+${CLOCK}${NOT_A_DATE})`, 'giu');

/** The hour of a word said with a place between ("drop-off in Melrose at 7:15"), cutting only the hour. */
function hourAfterPlace(text: string, pattern: RegExp, afternoon: boolean): Found | null {
  for (const match of text.matchAll(pattern)) {
    const value = clock(match[2] ?? '', afternoon);
    const end = match.index + match[0].length;
    if (value) return { value, at: [end - (match[1] ?? '').length, end] };
  }
  return null;
}
/**
 * "daycare by 7": a morning hour after a bare "by" is when the child is dropped off; after a pickup
 * or closing word ("pickup by 5:30") it is OPEN_UNTIL's.
 */
const BARE_BY = new RegExp(String.raw`(?<!\b(?:pick(?:ing)?[\s-]?ups?|close[sd]?|closing|home|back|done|off|leave|out|grab|get|collect|fetch)(?:\s+\p{L}+)?\s+)\bby\s+${CLOCK}${NOT_A_DATE}`, 'giu');
const LATEST_DROP_OFF_HOUR = 10;
/** "get to Kendall by 8", "at work by 9": the parent's own arrival in the same clause is no drop-off. */
const OWN_ARRIVAL = /\b(?:get(?:s|ting)?\s+to|be\s+(?:at|in)|arriv\w*|reach\w*|work|office|job|shifts?|leave|leaving)\b[^,.;|!?]*$/i;
/** "I work until 5", "my shift runs until 7": the parent's own end of work. */
const OWN_END = /\b(?:work|works|working|shifts?|job|class(?:es)?)\s+(?:\p{L}+\s+)?$/iu;
/** "I close at 9pm" (a closing shift), "the court closes at 5", "school lets out": who closes is the parent or their workplace. */
const OWN_CLOSE = /\b(?:i|we|court|store|shop|office|restaurant|bank|pharmacy|plant|warehouse|salon|library)\s+(?:usually\s+|normally\s+|often\s+|also\s+)?$/i;
/** A range said of the parent's shift, work or sleep in the same clause ("12s" are twelve-hour shifts, "night auditor, 11pm-7am"). */
const OWN_HOURS = new RegExp(String.raw`\b(?:shifts?|work(?:s|ing)?|job|1[02]s|doing|schedule|sleep|(?:my|our)\s+hours|${JOB_TITLE}s?)\b[^,.;|!?]*(?:,\s*)?$`, 'iu');
/** ... or named a shift right after it: "7am-7pm shifts". */
const OWN_HOURS_AFTER = /^\s*\)?\s*(?:shifts?|at\s+work)\b/i;
/** "open 7am to 6pm", "7:00-18:00", "hours 7-6": the first is the opening, the second the closing. */
/** A number that starts a street address ("to 1 Main St") is no hour. */
const NOT_A_STREET_NUMBER = String.raw`(?!\s+\p{Lu}[\p{L}.']*(?:\s+\p{Lu}[\p{L}.']*)?\s+(?:St|Street|Ave|Avenue|Rd|Road|Blvd|Boulevard|Ln|Lane|Dr|Drive|Way|Pl|Place|Ct|Court|Sq|Square|Pkwy|Parkway|Hwy|Highway|Ter|Terrace|Cir|Circle)\b)`;
// "Hours: 8 to 5:30", as a note writes it.
const HOURS_RANGE = new RegExp(String.raw`\b(?:open\s+from|open|hours\s*:?|from)?\s*${CLOCK}\s*(?:-|–|to|till|til|until|through|thru)\s*${CLOCK}${NOT_A_STREET_NUMBER}`, 'giu');

/**
 * "HH:MM" of a spoken hour. With no am/pm, a drop-off hour is the morning's and a pickup hour from
 * 1 to 11 is the afternoon's ("pickup at 5:30" is 17:30), as parents mean them.
 */
function clock(raw: string, afternoon: boolean): string | null {
  const spoken = raw.toLowerCase().replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/, (word) => String(NUMBER_WORDS.indexOf(word) + 1));
  const text = spoken.replace(/^(\d{1,2})\s([0-5]\d)\b/, '$1:$2').replace(/\s+thirty$/, ':30').replace(/\s+fifteen$/, ':15').replace(/\s+forty[\s-]five$/, ':45').replace(/\s+/g, '');
  if (text === 'noon' || text === 'midday') return '12:00';
  const match = /^(\d{1,2})(?::(\d{2}))?(a|p)?/.exec(text.replace(/\./g, ''));
  if (!match?.[1]) return null;
  let hour = Number(match[1]);
  const minutes = match[2] ?? '00';
  if (match[3] === 'p' && hour < 12) hour += 12;
  else if (match[3] === 'a' && hour === 12) hour = 0;
  else if (!match[3] && afternoon && hour >= 1 && hour <= 11) hour += 12;
  if (hour > 23) return null;
  return `${String(hour).padStart(2, '0')}:${minutes}`;
}

interface Found {
  value: string;
  at: [number, number];
}

/**
 * "roughly 8 to 5", "7-6": a range that falls from a morning hour to an afternoon one is a day's
 * hours, as no count or age range falls.
 */
function morningToAfternoon(from: string | undefined, to: string | undefined): boolean {
  // Whole hours only: "8-5:30" is left unread, as a development set's writer labelled it.
  if (!/^\d{1,2}$/.test(from ?? '') || !/^\d{1,2}$/.test(to ?? '')) return false;
  const [start, end] = [Number(from), Number(to)];
  return start >= 5 && start <= 10 && end >= 1 && end <= 7 && start > end;
}

/** "need 7-5:30", "ideally 8 to 6", "toddler care 7 to 7": a range the parent says they need is the care's day. */
const WANTED_BEFORE = /\b(?:need(?:s|ed)?|ideally|want(?:s|ed)?|prefer(?:ably)?|requires?|(?:must|has\s+to|have\s+to|should)\s+be(?:\s+open)?|(?:day|child)?care|coverage)\s+(?:care\s+|coverage\s+)?$/i;
/** ... and not an age or a count: "care for a 6-9 month old", "need 7-8 kids". */
const NO_HOURS_AFTER = /^[\s-]*(?:months?|mos?|years?|yrs?|y\/?o|weeks?|wks?|days?|kids|children|hours?\s+(?:a|per)\s+week)\b/i;

/** A day from a morning hour (5 to 10) to an afternoon or evening one (1 to 9, or the same hour: "7 to 7"), minutes or not. */
function morningToEvening(from: string | undefined, to: string | undefined): boolean {
  const [start, end] = [Number(/^\d{1,2}/.exec(from ?? '')?.[0]), Number(/^\d{1,2}/.exec(to ?? '')?.[0])];
  return /^\d{1,2}(?::\d\d)?$/.test(from ?? '') && /^\d{1,2}(?::\d\d)?$/.test(to ?? '') && start >= 5 && start <= 10 && end >= 1 && end <= 9;
}

function readHours(text: string): { openBy: Found | null; openUntil: Found | null; ownCloses: [number, number][] } {
  let openBy: Found | null = null;
  let openUntil: Found | null = null;
  for (const match of text.matchAll(HOURS_RANGE)) {
    // A range after "open"/"hours", with am/pm on either end or minutes on both ("7:30 to 5:30") is
    // the day's hours, not a trip, ages or a count. Minutes on one end ("8-5:30") are read only
    // when the parent says they need them: alone in a list, a development set's writer left them unread.
    const wanted = WANTED_BEFORE.test(text.slice(Math.max(0, match.index - 30), match.index + (match[0].length - match[0].trimStart().length))) && morningToEvening(match[1], match[2]) && !NO_HOURS_AFTER.test(text.slice(match.index + match[0].length));
    if (!/^(?:open|hours|from)/i.test(match[0].trim()) && !/[ap]\.?m|\d:\d\d\D+\d{1,2}:\d\d/i.test(match[0]) && !morningToAfternoon(match[1], match[2]) && !wanted) continue;
    // "2nd shift at the GE plant, 3-11pm", "I work 9-5pm": the parent's own hours, not the care's.
    const own = OWN_HOURS.test(text.slice(Math.max(0, match.index - 60), match.index)) || OWN_HOURS_AFTER.test(text.slice(match.index + match[0].length));
    if (!/^(?:open|hours)/i.test(match[0].trim()) && own) continue;
    const from = clock(match[1] ?? '', false);
    const to = clock(match[2] ?? '', true);
    if (from && to) {
      openBy ??= { value: from, at: [match.index, match.index + match[0].length] };
      openUntil ??= { value: to, at: [match.index, match.index + match[0].length] };
    }
  }
  // A drop-off hour wins over an opening, and an opening over a start: "I start at 7am so drop off
  // 6:30" is 6:30, "she starts at 7am so it has to open by 6:30" too.
  const rank = (match: RegExpMatchArray) => (/drop/i.test(match[0]) ? 0 : /^\s*start/i.test(match[0]) ? 2 : 1);
  const byWords = [...text.matchAll(OPEN_BY)].sort((a, b) => rank(a) - rank(b));
  for (const match of byWords) {
    if (openBy) break;
    // "early shift starts at 6 so need daycare open by 5:30": the parent's start, not the care's.
    if (/^\s*start/i.test(match[0]) && OWN_ARRIVAL.test(text.slice(0, match.index))) continue;
    const value = clock(match[1] ?? match[2] ?? '', false);
    if (value) openBy = { value, at: [match.index, match.index + match[0].length] };
  }
  // "pickup in Quincy Center by 5:30": a pickup's "by", whatever place stands between.
  const pickupAtPlace = hourAfterPlace(text, OPEN_UNTIL_AT_PLACE, true);
  for (const match of openBy ? [] : text.matchAll(BARE_BY)) {
    const value = clock(match[1] ?? '', false);
    if (pickupAtPlace && match.index >= pickupAtPlace.at[0] && match.index < pickupAtPlace.at[1]) continue;
    if (value && Number(value.slice(0, 2)) <= LATEST_DROP_OFF_HOUR && !OWN_ARRIVAL.test(text.slice(0, match.index))) {
      openBy = { value, at: [match.index, match.index + match[0].length] };
      break;
    }
  }
  const untilWords = [...text.matchAll(OPEN_UNTIL)];
  // "I work until 5 so pickup by 5:30": the end of the parent's own work is no pickup, when a pickup is said too.
  // "I close at 9pm", "the court closes at 5": the parent's own workplace closing, too.
  const ownEnd = (match: RegExpExecArray) =>
    (/^(?:until|till|til)\b/i.test(match[0]) && OWN_END.test(text.slice(Math.max(0, match.index - 30), match.index))) ||
    (/^clos/i.test(match[0]) && OWN_CLOSE.test(text.slice(Math.max(0, match.index - 30), match.index)));
  const pickups = untilWords.some((match) => !ownEnd(match)) ? untilWords.filter((match) => !ownEnd(match)) : untilWords;
  for (const match of pickups) {
    if (openUntil) break;
    const value = clock(match[1] ?? match[2] ?? '', true);
    if (value) openUntil = { value, at: [match.index, match.index + match[0].length] };
  }
  openBy ??= hourAfterPlace(text, OPEN_BY_AT_PLACE, false) ?? earlyHourAlone(text);
  openUntil ??= pickupAtPlace;
  // The hour the parent's workplace closes is no place either ("the court closes at 5 so I can").
  const ownCloses = untilWords.filter((match) => /^clos/i.test(match[0]) && ownEnd(match)).map((match): [number, number] => [match.index, match.index + match[0].length]);
  return { openBy, openUntil, ownCloses };
}

/** "infant care 6am", "daycare near the hospital, 5:30am": an early hour said alone, no word of the parent's own day before it, is the drop-off. */
const EARLY_HOUR = /(?<![\d:-]\s*)\b([4-8](?::[0-5]\d)?)\s*a\.?m\b\.?(?!\s*(?:-|–|to|till|til|until)\b)/giu;
const NOT_A_DROP_OFF = /\b(?:until|till|til|to|a|from|after|past|wake|wakes|up|sleep|sleeps|asleep|bed|bus|train|leave|leaves|leaving|out)(?:\s+(?:at|by|around|las))?\s*$/i;

function earlyHourAlone(text: string): Found | null {
  const hours = [...text.matchAll(EARLY_HOUR)];
  const [hour] = hours;
  if (hours.length !== 1 || !hour) return null;
  const before = text.slice(0, hour.index);
  if (NOT_A_DROP_OFF.test(before) || OWN_ARRIVAL.test(before) || OWN_HOURS.test(before)) return null;
  const value = clock(`${hour[1]}am`, false);
  return value ? { value, at: [hour.index, hour.index + hour[0].length] } : null;
}

const LIVE_IN = /\b(?:live|living|lives|reside|based|moved|moving)\s+(?:in|to)\s+$/i;

/** The language asked for; of two ("bilingual English and Spanish"), the one that is not English. */
function firstLanguage(text: string): { value: ExtractFilters['language']; at: [number, number] } | null {
  let english: { value: ExtractFilters['language']; at: [number, number] } | null = null;
  for (const match of text.matchAll(LANGUAGE)) {
    const name = (match[1] ?? '').toLowerCase();
    const code = LANGUAGE_NAMES.find(([pattern]) => new RegExp(`^(?:${pattern})$`, 'i').test(name))?.[1];
    if (!code) continue;
    const at: [number, number] = [match.index, match.index + match[0].length];
    // "French Hill", "English High School": a place named after a language, not a language asked for.
    if (PLACE_NAMED_AFTER.test(text.slice(at[1]))) continue;
    // "we live in Mandarin" (a part of Jacksonville): a capitalised name where the family lives is a place, when nothing says it is spoken.
    if (match[0].trim() === match[1] && /^\p{Lu}/u.test(match[1] ?? '') && LIVE_IN.test(text.slice(0, at[0]))) continue;
    if (code !== 'en') return { value: code, at };
    if (ENGLISH_ASKED.test(match[0].trim())) english ??= { value: code, at };
  }
  return english;
}

/** "a quarter to eight", "quarter past 5", "half past six": a spoken quarter, written as the hour it is. */
const SPOKEN_QUARTER = new RegExp(String.raw`\b(?:a\s+)?(quarter|half)\s+(to|till|til|of|before|past|after)\s+(\d{1,2}|${NUMBER_WORDS.join('|')})(?![\d:\p{L}])`, 'giu');
function withSpokenQuarters(text: string): string {
  return text.replace(SPOKEN_QUARTER, (said, part: string, way: string, raw: string) => {
    const hour = /\d/.test(raw) ? Number(raw) : NUMBER_WORDS.indexOf(raw.toLowerCase()) + 1;
    const before = /^(?:to|till|til|of|before)$/i.test(way);
    if (hour < 1 || hour > 12 || (before && part.toLowerCase() === 'half')) return said;
    if (before) return `${hour === 1 ? 12 : hour - 1}:45`;
    return `${hour}:${part.toLowerCase() === 'half' ? '30' : '15'}`;
  });
}

/** Reads every filter and cuts the phrases it read them from out of the text. */
export function readFilters(said: string): FilterReading {
  const text = withSpokenQuarters(said);
  const cuts: [number, number][] = [];
  const take = (pattern: RegExp): boolean => {
    let found = false;
    for (const match of text.matchAll(pattern)) {
      found = true;
      cuts.push([match.index, match.index + match[0].length]);
    }
    return found;
  };
  const subsidy = take(SUBSIDY) && !NO_SUBSIDY.test(text) ? true : null;
  const openings = take(OPENINGS) ? true : null;
  const tuition = readTuition(text);
  cuts.push(...tuition.used);
  const { openBy, openUntil, ownCloses } = readHours(text);
  cuts.push(...ownCloses);
  if (openBy) cuts.push(openBy.at);
  if (openUntil) cuts.push(openUntil.at);
  const language = firstLanguage(text);
  if (language) cuts.push(language.at);

  return { filters: { ...NO_FILTERS, openings, maxMonthlyTuition: tuition.value, openBy: openBy?.value ?? null, openUntil: openUntil?.value ?? null, language: language?.value ?? null, subsidy }, rest: cutOut(text, cuts) };
}

/** The text with each stretch (they may overlap) replaced by one boundary. */
function cutOut(text: string, cuts: [number, number][]): string {
  const merged: [number, number][] = [];
  for (const [from, to] of [...cuts].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  let rest = '';
  let at = 0;
  for (const [from, to] of merged) {
    rest += `${text.slice(at, from)}${BOUNDARY}`;
    at = to;
  }
  return rest + text.slice(at);
}


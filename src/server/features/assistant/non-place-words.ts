/**
 * What a parent adds to a request that is never part of a place: prices and budgets, times of day,
 * pickup and drop-off, schedules and start dates, ages given as "ages 2-4". They are cut out of the
 * text like the care words (see extract.ts), so a place never runs into them ("near 02139, we can
 * pay up to $2,500/month" is 02139, not a trip from "02139, we can pay up" to "$2,500/month"), and
 * they are no longer there when the child's age is read ("3 days a week" is not "a week old").
 *
 * Each piece is a whole-word, case-insensitive pattern. Words that are also place words ("around",
 * "by", "Summer Street", "Price Street") count only next to a number or an amount.
 */

/** An hour of the day, with or without minutes: "7", "7:30", "17:45". */
const HOUR = String.raw`(?:[01]?\d|2[0-3])(?::[0-5]\d)?`;
const MERIDIEM = String.raw`(?:a\.?m\.?|p\.?m\.?)(?![\p{L}])`;
/** A bare hour is only a time when no capitalised name follows it ("5 Main St" is an address). */
const NOT_AN_ADDRESS = String.raw`(?!\s*(?:\p{Lu}|\d))`;

/** A word that ties a time to what happens ("until 6 pm", "at noon"): it goes with the time. */
const TIME_LEAD = String.raw`(?:(?:until|till|til|by|at|around|about|after|before|from|starting\s+at)\s+)?`;

const TIMES = [
  // "8am-6pm", "7:30-5:30", "3-6pm", "from 7 to 3:30", "9 to 3"
  String.raw`${HOUR}\s*(?:${MERIDIEM})?\s*(?:-|–|to|till|til|until|through|thru)\s*${HOUR}\s*${MERIDIEM}`,
  String.raw`${HOUR}\s*${MERIDIEM}\s*(?:-|–|to|till|til|until|through|thru)\s*${HOUR}${NOT_AN_ADDRESS}`,
  String.raw`(?:[01]?\d|2[0-3]):[0-5]\d\s*(?:-|–|to|till|til|until|through|thru)\s*${HOUR}${NOT_AN_ADDRESS}`,
  String.raw`(?:[01]?\d|2[0-3])\s*(?:-|–|to|till|til|until|through|thru)\s*(?:[01]?\d|2[0-3]):[0-5]\d`,
  String.raw`(?:[01]?\d|2[0-3])\s*(?:-|–|to|till|til|until)\s*(?:[01]?\d|2[0-3])${NOT_AN_ADDRESS}(?![:\d])`,
  // "3pm", "7:30 am", "5 p.m.", "7:30", "5 o'clock", "noon"
  String.raw`${HOUR}\s*${MERIDIEM}`,
  String.raw`(?:[01]?\d|2[0-3]):[0-5]\d`,
  String.raw`(?:[01]?\d|2[0-3])\s*o'?clock`,
  String.raw`noon|midday|midnight`,
  // "until 7", "after 6": a bare hour after a word that only times take
  String.raw`(?:until|till|til|after|before)\s+(?:[01]?\d|2[0-3])${NOT_AN_ADDRESS}(?![:\d])`,
  // "get to Northeastern at 8": an hour, unless a unit or a street follows ("at 3 months", "at 5 Main St").
  String.raw`at\s+(?:[01]?\d|2[0-3])${NOT_AN_ADDRESS}(?![:\d])(?!\s*(?:years?|yrs?|months?|mos?|weeks?|y\/?o)\b)`,
];

/** A sum: "$2,500", "$2k", "2500 dollars", "1,800 per month", "$90/day", "$3000 monthly". */
const PER = String.raw`(?:\s*(?:\/|per|a|an|each|every)\s*(?:month|mo|week|wk|day|hour|hr|year|yr)s?\b|\s+(?:monthly|weekly|daily|hourly|yearly|annually)\b)`;
const AMOUNT = String.raw`(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?(?:\s*k\b)?`;
/**
 * A bare number is a sum only with a price's period, not "every day": "from 02458 to 02114 every
 * day" names two ZIPs. A number with a leading zero is a ZIP, never a sum.
 */
const BARE_PER = String.raw`(?:\s*(?:\/|per|a|an)\s*(?:month|mo|week|wk|day|hour|hr|year|yr)s?\b|\s+(?:monthly|weekly|hourly|yearly|annually)\b)`;
const MONEY = String.raw`(?:(?:us)?\$\s*${AMOUNT}(?:\s*(?:-|–|to)\s*\$?\s*${AMOUNT})?${PER}?|${AMOUNT}\s*(?:dollars|bucks|usd)\b${PER}?|(?!0)(?:\d{1,3}(?:,\d{3})+|\d{3,})(?:\.\d{1,2})?(?:\s*k\b)?${BARE_PER}|\d+(?:\.\d)?\s*k${PER}?)`;
/** Words that bound an amount ("up to", "under", "around"): cut only with the amount they bound. */
const AMOUNT_LEAD = String.raw`(?:(?:up\s+to|under|below|about|around|approx(?:imately|\.)?|roughly|less\s+than|more\s+than|no\s+more\s+than|at\s+most|max(?:imum)?(?:\s+of)?|between|from|~)\s*)*`;
const MONEY_PHRASE = String.raw`${AMOUNT_LEAD}${MONEY}(?:\s+(?:max(?:imum)?|tops|or\s+less|or\s+under))?`;

const BUDGET = [
  String.raw`(?:(?:we|i)\s+)?(?:can|could|would|will|are\s+willing\s+to|am\s+willing\s+to|are\s+able\s+to|am\s+able\s+to)?\s*(?:only\s+)?(?:pay|afford|spend)(?:ing)?`,
  String.raw`(?:(?:our|my|the)\s+)?(?:budget|tuition)(?:\s+(?:is|of|around|about|max|tops))?`,
];

const PICKUP = [
  String.raw`(?:pick(?:ing)?[\s-]?ups?|drop(?:ping)?[\s-]?offs?)(?:\s+(?:times?|is|at|by|around|before|after))*`,
];

/** A day or month that names a street ("Monday Street", "June St") is part of the place. */
const NOT_A_STREET = String.raw`(?!\s+(?:st|street|ave|avenue|rd|road|ln|lane|dr|drive|way|pl|place|ct|court|ter|terrace|sq|square|park)\b)`;
/** Months that are not also ordinary words; "May", "March" and "August" only after a date word. */
const MONTH = String.raw`(?:january|february|april|june|july|september|october|november|december)${NOT_A_STREET}`;
const ANY_MONTH = String.raw`(?:${MONTH}|may|march|august|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?`;
const DAY = String.raw`(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?${NOT_A_STREET}`;
const SHORT_DAY = String.raw`(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)`;
const COUNT = String.raw`(?:\d|one|two|three|four|five|six|seven|once|twice)`;

const SCHEDULES = [
  String.raw`full[\s-]?time|part[\s-]?time|full[\s-]?days?|half[\s-]?days?|(?:extended|flexible|long)\s+hours|year[\s-]?round|school\s+year`,
  String.raw`${COUNT}\s*(?:x\s*)?(?:full\s+|half\s+)?(?:days?|mornings?|afternoons?|evenings?|times?)?\s*(?:a|per|each|every|\/)\s*(?:week|wk)`,
  String.raw`\d+\s*(?:hours?|hrs?)\s*(?:a|per|each|\/)\s*(?:week|wk|day)`,
  String.raw`(?:in\s+the\s+)?(?:mornings?|afternoons?|evenings?|weekends?|weeknights?)(?:\s+only)?`,
  String.raw`${DAY}(?:\s*(?:-|–|to|through|thru)\s*${DAY})?`,
  String.raw`${SHORT_DAY}\s*(?:-|–|to|through|thru)\s*${SHORT_DAY}|m\s*-\s*f`,
  String.raw`(?:(?:starting|start|from|until|till|by|since|in|before|after|early|mid|late|end\s+of)\s+)${ANY_MONTH}(?:\s+\d{1,2}(?:st|nd|rd|th)?)?`,
  String.raw`${MONTH}(?:\s+\d{1,2}(?:st|nd|rd|th)?)?`,
];

/** "ages 2-4", "aged 3": a range of ages has no unit, so the age pattern in childcare-words.ts misses it. */
const AGES = [
  String.raw`(?:ages?|aged)\s+\d{1,2}(?:\s*(?:-|–|to|and|&)\s*\d{1,2})?(?:\s*(?:years?|yrs?|months?|mos?))?`,
  // "a 2nd and 4th grader": school years, never a place.
  String.raw`(?:an?\s+)?\d(?:st|nd|rd|th)(?:\s*(?:,|and|&)\s*\d(?:st|nd|rd|th))*\s+grade(?:rs?)?`,
];

/** Longer forms first, so "$1,800-$2,200 a month" is cut whole, not as "$1,800" and a stray rest. */
export const NON_PLACE_PHRASES: string[] = [MONEY_PHRASE, ...TIMES.map((time) => TIME_LEAD + String.raw`(?:${time})`), ...PICKUP, ...BUDGET, ...SCHEDULES, ...AGES];

export const NON_PLACE_PATTERN = new RegExp(
  String.raw`(?<![\p{L}\p{N}$])(?:${NON_PLACE_PHRASES.join('|')})(?![\p{L}\p{N}])`,
  'giu',
);

/**
 * A time of day alone ("at 7 am", "around 8"): in a trip it stands between the two places ("from
 * 5 Main St Reading at 7 am to 1 Main St Wakefield"), so it is cut as a comma, which the trip's
 * places may run across, not as a boundary (extract.ts).
 */
export const TIME_OF_DAY = new RegExp(String.raw`^(?:${TIMES.map((time) => TIME_LEAD + String.raw`(?:${time})`).join('|')})$`, 'iu');

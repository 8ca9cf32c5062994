/**
 * Places a request names that are not where to search (docs/decisions/0029): where the family used
 * to live ("used to live in Brighton", "we moved from Chicago", "we were in Quincy until last
 * spring"), a place someone else recommended ("my sister recommended a place in Norwell"), a
 * place the parent only passes ("I drive past Route 9 in Natick"), and where a relative lives when
 * the family says where it lives too ("my mom lives in Framingham but we live in Natick", "my in-laws
 * in Lynn"), or where someone else moved ("she moved back to Houston"). Each is cut out with the place
 * after it, up to the end of its clause, before places are read.
 */

/** Where the place after the phrase ends: its clause, or a "but", "and", "now" or "then" that starts another. */
const TO_CLAUSE_END = String.raw`[^,.;|!?]*?(?=\s+(?:but|and|now|then|so|while)\b|[,.;|!?]|$)`;

const PAST_PHRASES = [
  // "used to live in A", "used to babysit in A", "formerly in A", "previously lived in A"
  String.raw`(?:used\s+to|previously|formerly)\s+(?:[\p{L}']+\s+){0,2}?(?:in|at|near|out\s+of)`,
  // "originally from Ohio", "soy de México": where the parent comes from
  String.raw`originally\s+from`,
  // "we moved from A", "we're moving from A" ("coming from A" is a commute; a move to somewhere is read by role-words.ts)
  // ("moving from A to B" is already "moving to B", label-words.ts)
  String.raw`(?:moved|moving|relocated|relocating)\s+(?:here\s+|over\s+|up\s+|down\s+)?from`,
  // "our old daycare back in Ohio", "my previous job in Lowell"
  String.raw`(?:our|my|his|her|their)\s+(?:old|previous|former|current)\s+[\p{L}-]+\s+(?:back\s+)?(?:in|at|near)`,
  // "we were in A until last spring"
  String.raw`(?:we|i)\s+(?:were|was)\s+(?:in|at)(?=[^,.;|!?]*\b(?:until|till|before)\b)`,
  // "my sister recommended a place in A", "grandma suggested Wee Care in A"
  String.raw`(?:recommended|suggested|mentioned|told\s+(?:me|us)\s+about)\s+(?:[^,.;|!?\s]+\s+){0,4}?(?:in|at|near|by)`,
  // "our older son goes to school in A": a sibling's school, not where the care is wanted
  String.raw`(?:goes|go|going|attends?|attending)\s+to\s+(?:(?:elementary|middle|high|grade|public|private)\s+)?school\s+(?:in|at|near)`,
  // "I drive past A", "we pass through A" ("drive by" may be how near the care should be: kept)
  String.raw`(?:drive|drives|driving|pass|passes|passing)\s+(?:right\s+)?(?:past|through)|(?:go|goes|going|walk|walks|walking)\s+(?:right\s+)?past`,
  // "she moved back to Houston", "she's moving in with my sister in Florida": someone else's move, not the family's
  String.raw`(?:she|he|they)(?:\s*'s|\s+is|\s+are|\s*'re)?\s+(?:just\s+|recently\s+)?(?:moved|moving|went|going|retired|retiring)\s+(?:back\s+)?(?:home\s+)?(?:in\s+with\s+[^,.;|!?]*?\s+)?(?:to|in)`,
  // "Grandma in Sarasota here, helping my son ...": where the one typing is, asking for a family elsewhere
  String.raw`(?:grandma|grandpa|grandmother|grandfather|granny|nana|auntie|aunt|uncle)\s+(?:in|from|out\s+in|down\s+in|up\s+in)(?=\s+[^,.;|!?]*?\s+here\b)`,
];

// Who said it goes with it: "(we used to live in Lowell)" leaves no "we" to be read as a place.
export const PAST_PLACE = new RegExp(String.raw`\b(?:(?:we|i)\s+)?(?:${PAST_PHRASES.join('|')})\s+${TO_CLAUSE_END}`, 'giu');

/**
 * A relative, not the parents themselves ("my mom", "grandma", "the in-laws"); a spouse or "our
 * family" is the household. A parent word needs its "my": "a single mom living in Pittsfield" is the parent.
 */
const OWN_RELATIVE = String.raw`(?:(?:my|our|the\s+kids'?|his|her)\s+)(?:mom|mother|mum|mama|dad|father|papa|parents|sister|brother|siblings?|aunt|auntie|uncle|cousin|relatives)`;
const ANY_RELATIVE = String.raw`(?:(?:my|our|the\s+kids'?|his|her)\s+)?(?:grandma|grandmother|grandpa|grandfather|grandparents|granny|nana|(?:mother|father|sister|brother)[\s-]in[\s-]law|in[\s-]laws)`;
const RELATIVE = String.raw`(?:${OWN_RELATIVE}|${ANY_RELATIVE})s?`;
const RELATIVE_PLACE = new RegExp(
  String.raw`\b${RELATIVE}(?:\s*'s|\s+(?:lives?|living|is|are|stays?|resides?))?\s+(?:(?:right\s+|still\s+)?(?:in|at|near|by|out\s+in|over\s+in|up\s+in|down\s+in|back\s+in)\s+)${TO_CLAUSE_END}`,
  'giu',
);
/**
 * The family's own home said too, or another place to search in or near: only then is a relative's
 * town no search place (else care may be wanted near them: "grandma lives in Lynn, daycare near her").
 */
/** "Logan Square, Chicago. ...": a request that starts with the place it is about. */
const PLACE_FIRST = /^\s*\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*)*\s*(?:,\s*\p{Lu}[\p{L}.'-]*(?:\s+\p{Lu}[\p{L}.'-]*)*\s*)?[.,:—–-]/u;
/** "daycare near them": care wanted where the relatives are. */
const CARE_NEAR_THEM = /\b(?:near|close\s+to|by)\s+(?:them|her|him|their\s+(?:house|place|home))\b/i;
const OWN_HOME = /\b(?:we\s*'?\s*re|we\s+(?:are|live|rent|own)|i\s*'?\s*m|i\s+(?:am|live|rent|own)|(?:our|my)\s+(?:house|home|place|apartment|condo|flat))\b/i;
const OTHER_PLACE = /\b(?:in|near|around|close\s+to)\s+(?!(?:her|him|them|there|the|a|an|my|our|his|their|it|that|this|town|case|time|advance|person)\b)[\p{L}\d]/iu;

/** The text with each relative's place cut out (with BOUNDARY), when the family names its own home or another place. */
export function withoutRelativesPlaces(text: string, boundary: string): string {
  // "staying with my parents in Scottsdale": the family is there too.
  const cut = (by: string) => text.replace(RELATIVE_PLACE, (whole: string, at: number) => (/\bwith\s+$/i.test(text.slice(0, at)) ? whole : by));
  const rest = cut(' ');
  if (CARE_NEAR_THEM.test(rest) || (!OWN_HOME.test(rest) && !OTHER_PLACE.test(rest) && !PLACE_FIRST.test(rest))) return text;
  return cut(boundary);
}

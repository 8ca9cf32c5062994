/**
 * Places a request names that are not where to search (docs/decisions/0029): where the family used
 * to live ("used to live in Brighton", "we moved from Chicago", "we were in Quincy until last
 * spring"), a place someone else recommended ("my sister recommended a place in Norwell"), and a
 * place the parent only passes ("I drive past Route 9 in Natick"). Each is cut out with the place
 * after it, up to the end of its clause, before places are read.
 */

/** Where the place after the phrase ends: its clause, or a "but", "and", "now" or "then" that starts another. */
const TO_CLAUSE_END = String.raw`[^,.;|!?]*?(?=\s+(?:but|and|now|then|so|while)\b|[,.;|!?]|$)`;

const PAST_PHRASES = [
  // "used to live in A", "used to babysit in A", "formerly in A", "previously lived in A"
  String.raw`(?:used\s+to|previously|formerly)\s+(?:[\p{L}']+\s+){0,2}?(?:in|at|near|out\s+of)`,
  // "we moved from A", "we're moving from A" ("coming from A" is a commute; a move to somewhere is read by role-words.ts)
  // ("moving from A to B" is already "moving to B", label-words.ts)
  String.raw`(?:moved|moving|relocated|relocating)\s+(?:here\s+|over\s+|up\s+|down\s+)?from`,
  // "we were in A until last spring"
  String.raw`(?:we|i)\s+(?:were|was)\s+(?:in|at)(?=[^,.;|!?]*\b(?:until|till|before)\b)`,
  // "my sister recommended a place in A", "grandma suggested Wee Care in A"
  String.raw`(?:recommended|suggested|mentioned|told\s+(?:me|us)\s+about)\s+(?:[^,.;|!?\s]+\s+){0,4}?(?:in|at|near|by)`,
  // "I drive past A", "we pass through A" ("drive by" may be how near the care should be: kept)
  String.raw`(?:drive|drives|driving|pass|passes|passing)\s+(?:right\s+)?(?:past|through)|(?:go|goes|going|walk|walks|walking)\s+(?:right\s+)?past`,
];

export const PAST_PLACE = new RegExp(String.raw`\b(?:${PAST_PHRASES.join('|')})\s+${TO_CLAUSE_END}`, 'giu');

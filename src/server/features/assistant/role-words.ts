import { SENTENCE_STOP } from './place-phrases.js';

/**
 * The words around a place that say what it is to the parent (docs/decisions/0029): where they
 * start (home: "we live in", "I'm in", "based in", "our house is in", "from"), where they go (work:
 * "I work at", "my office is in", "job is in", "head to", "commute into", "into"), or where they
 * are moving ("we just moved to", "moving to", "new to"). Each is found on its own, in any order
 * and in any sentence, so "my office is in B and we live in A" and "I'm in A, job is in B" both
 * read as a trip from A to B.
 */

export type Role = 'origin' | 'destination' | 'single';

/** What parents say they are at work: "a nurse at", "gate agent at", "TSA officer, ...". */
export const JOB_TITLE = String.raw`(?:teacher|nurse|doctor|physician|resident|professor|student|engineer|lawyer|researcher|firefighter|paramedic|pharmacist|dentist|therapist|librarian|manager|fellow|postdoc|post-doc|barista|cashier|chef|cook|server|waiter|waitress|bartender|mechanic|technician|assistant|aide|cna|rn|lpn|clerk|accountant|analyst|developer|designer|consultant|officer|scientist|hygienist|receptionist|secretary|employee|electrician|stylist|instructor|counselor|custodian|janitor|cleaner|security\s+guard|guard|agent|driver|operator|attendant|pilot|dispatcher|supervisor|worker|picker|packer|handler|paralegal|member|tech|sonographer|phlebotomist|deputy|auditor|dealer|housekeeper|dishwasher|associate|coordinator|administrator|attorney|machinist|welder|carpenter|plumber|landscaper|teller|caregiver|emt)`;

const AT = String.raw`(?:in|at|on|near|by|off|around|out\s+in|over\s+in|up\s+in|down\s+in)`;

/** "leaving Somerville for Arlington next month": a move to where they go, not a commute. */
const LEAVING_FOR_GOOD = String.raw`(?:leav(?:e|es|ing)|left)\s+[^|;!?]{1,40}?\s+for(?=\s+[^|;!?]*?\b(?:for\s+good|next\s+(?:week|month|year|spring|summer|fall|autumn|winter)|this\s+(?:coming\s+)?(?:spring|summer|fall|autumn|winter)))`;

/** A family's move, a service member's new station among them ("PCS'd", "reassigned"). */
export const MOVE_VERB = String.raw`moved|moving|relocat(?:ed|ing)|transferr(?:ed|ing)|pcs(?:ing|ed|'?ing|'?d)?|reassigned`;

/**
 * "from" a place, not help, a letter or a person from somewhere ("gets help from DTA", "mother from
 * Sudan", "a referral from our pediatrician").
 */
const FROM_A_PLACE = String.raw`(?<!\b(?:help|assistance|aid|support|money|benefits?|vouchers?|funding|referral|letter|call|email|note|text|mother|father|mom|dad|family|originally|immigrants?|refugees?)\s+)from`;

/**
 * The words that give a place its role. A workplace is also named by what it is, after "my", "the"
 * or a comma ("firefighter, station in Everett", "my shop is in Dedham"), never after another noun:
 * "near the train station in Braintree" is a place the care is near.
 */
const CUES: [Role, string][] = [
  ['single', String.raw`(?:looking|searching|shopping)\s+(?:${AT})(?=\s+\p{Lu})|${LEAVING_FOR_GOOD}|(?:just\s+)?(?:${MOVE_VERB})\s+(?:over\s+|out\s+|back\s+)?(?:to|into|in)|(?:new|newly\s+arrived)\s+(?:to|in)\b|(?:buy(?:ing)?|bought|settl(?:ed|ing))\s+(?:a\s+(?:house|home|place|condo)\s+)?(?:in|near)|now\s+(?:we\s*'?\s*re|we\s+are|i\s*'?\s*m|i\s+am|living|live)\s+${AT}`],
  [
    'origin',
    String.raw`(?:(?:i|we)\s*'?\s*(?:m|re)|(?:i\s+am|we\s+are))\s+(?:(?:still|now|currently|also|both)\s+)?(?:(?:based|located|living|staying)\s+)?${AT}|(?:live|lives|living|reside|resides|residing|based|stay|stays|staying|located)\s+(?!on\s+(?:social\s+security|ssi|ssdi|disability|benefits|welfare|one\s+income)\b)(?:${AT}|out\s+of)|(?:leaving|leave|depart(?:s|ing)?(?:\s+from)?|coming\s+from|come\s+from|${FROM_A_PLACE})\b|(?:(?:heading|coming|driving|getting|commuting|going)\s+)?out\s+of\b|(?:rent|renting|own)\s+(?:a\s+(?:house|home|place|apartment|condo)\s+)?(?:in|near)|(?:(?:my|our)\s+)?(?<!\b(?:nursing|group|funeral|foster|care|mobile)\s)(?:home|house|place|apartment|flat|condo)(?:'s|\s+is)?\s+${AT}|\bhome\s+is\s+${AT}?|\b(?:home|house)\s*(?:[:=]|\s-\s)|(?:our|my)?\s*family\s+(?:lives\s+|is\s+)?in|(?:currently|right\s+now|for\s+now)\s+(?:living\s+|based\s+|staying\s+)?in`,
  ],
  [
    'destination',
    String.raw`(?:work|works|working|employed|teach|teaches|teaching|study|studies|studying|intern|interning)(?:\s+,(?=\s))?(?:\s+(?:nights|days|evenings|overnights|shifts|there))?\s+(?:${AT}|(?=downtown\b))|(?:my|our|the|his|her)?\s*(?:office|offices|job|jobs|work|workplace|employer)(?:(?:'s|\s+is|\s+are)?\s+${AT}|\s+(?:is|are)\s+(?=\p{Lu}|\d))|(?:head|heads|heading|go|going|commute|commutes|commuting|drive|drives|driving|travel|travell?ing)\s+(?:(?:up|down|over|out)\s+)?(?:in|on)?to|\binto|\btowards?|\b(?:work|office|job)\s*(?:[:=]|\s-\s)|(?:(?<=\b(?:my|our|his|her|the)\s+)|(?<=[,;|]\s*))(?:station|firehouse|precinct|shop|store|plant|factory|warehouse|site|base|clinic|hospital|lab|restaurant|salon|practice|studio|firm)\s+(?:is\s+)?(?:in|at|on)\b|(?:get|gets|getting)\s+to|bound\s+for|arriv(?:e|es|ing)(?:\s+(?:in|at))?|end(?:s|ing)?\s+up\s+(?:in|at)|(?:stationed|deployed|posted)\s+(?:at|in|on)|\b(?:job|work|office|workplace)\s*(?=\()|(?:(?:a|an)\s+)?(?:[\p{L}-]+\s+)?${JOB_TITLE}\s+(?:for\s+(?:\p{Lu}[\p{L}&.'-]*\s+){1,3})?(?:(?:based|stationed)\s+(?:out\s+of|at|in)|in|at)|(?:husband|wife|partner|spouse)\s+is\s+(?:(?:stationed|posted|based)\s+)?at|(?:shifts?|drills?|rotations?|residency|clinicals)(?:\s+\|)?\s+(?:in|at)`,
  ],
];

const CUE_PATTERN = new RegExp(CUES.map(([role, cue]) => `(?<${role}>\\b(?:${cue}))`).join('|'), 'giu');
/** A cue said of the past is no cue: "we used to live in Salem". */
const PAST = /\b(?:used\s+to|previously|formerly|once)\s+$/i;
const SETTLED = /^(?:just\s+)?(?:moved|relocated|transferred|settled|bought)\b|^(?:new|newly)\b|^now\b/i;
const WORKPLACE_MOVED = /\b(?:office|job|work|company|employer|lab|school)\s+(?:(?:just|recently|is|has|will)\s+)*(?:be\s+)?$/i;

export interface RoleCue {
  role: Role;
  /** A move already made ("just moved to", "new to", "now we're in"): where the family lives now. */
  settled: boolean;
  /** The text after the cue, up to the next cue or boundary: where the place is. */
  after: string;
  /** A few words before the cue, after the one before it: whose place it is ("my husband works in"). */
  before: string;
}

/** Where the stretch a cue governs ends: a boundary, a sentence's end, or a clause of the parent's own. */
const GOVERNED_END = new RegExp(String.raw`[|;!?]|${SENTENCE_STOP}|,\s*(?:and\s+|but\s+)?(?:i|we|my|our)\b|\s(?:and|but|while|&)\s+(?:i|we|my|our)\b`, 'iu');

/** Each cue and the stretch of text it governs, in the order they appear. */
export function roleCues(text: string): RoleCue[] {
  const found: { role: Role; start: number; end: number; settled: boolean; before: string }[] = [];
  for (const match of text.matchAll(CUE_PATTERN)) {
    const role = (Object.entries(match.groups ?? {}).find(([, value]) => value !== undefined)?.[0] ?? 'single') as Role;
    const before = text.slice(Math.max(0, match.index - 30), match.index);
    if (PAST.test(before)) continue;
    // "my office moved to Burlington": the workplace moved, not the family.
    const moved = role === 'single' && WORKPLACE_MOVED.test(before) ? 'destination' : role;
    found.push({ role: moved, start: match.index, end: match.index + match[0].length, settled: SETTLED.test(match[0]), before: text.slice(Math.max(found.at(-1)?.end ?? 0, match.index - 30), match.index) });
  }
  return found.map((cue, index) => {
    const next = found[index + 1]?.start ?? text.length;
    const governed = text.slice(cue.end, next);
    // "my job (Financial District)": the place is what the brackets hold.
    const bracketed = /^\s*\(([^()]+)\)/.exec(governed)?.[1];
    const after = (bracketed ?? governed).split(GOVERNED_END)[0] ?? '';
    return { role: cue.role, settled: cue.settled, after, before: cue.before };
  });
}

import { LANDMARK_START, PLACE_WORDS } from './place-phrases.js';
import { stateCode } from '#server/geo/offline/gazetteer.js';
import { withCaseSensitiveParts } from './case-sensitive-parts.js';
import { capitalised, knownPlace } from './place-spans.js';

/**
 * A parent who takes a place back as they type (docs/decisions/0029): "daycare in Quincy, actually
 * Braintree", "Malden - sorry, I meant Melrose", "Woburn (oops, Winchester)", "Watertown (well, technically Belmont)", "not Quincy but
 * Braintree", "not in Boston, in Quincy", "not looking in Boston proper, ...". The place taken back is dropped and the one meant stands
 * where it stood, so its role (home, work, near) is read from the words before it as usual.
 */

/** Words that take back what was just said, possibly several: "actually make that", "sorry, I meant". */
const TAKE_BACK_WORD = String.raw`no\s+wait|wait|actually|sorry|oops|correction|or\s+rather|rather|make\s+that|scratch\s+that|well|technically|more\s+like|(?:i\s+)?meant(?:\s+to\s+say)?|i\s+mean(?:\s+to\s+say)?`;
/** "-- wait no, sorry,": a take-back word first, then any more of them, "no" or "just". */
const TAKE_BACK = new RegExp(
  String.raw`(?:\s*(?:[,;(]|-+)\s*|\.\s+|\s+)(?:or\s+(?=actually|make\s+that|i\s+mean|wait|well))?(?:${TAKE_BACK_WORD})\b[\s,:!.]*(?:(?:${TAKE_BACK_WORD}|no|nope|just|only)\b[\s,:!.]*)*`,
  'gi',
);
/** "not Quincy but Braintree", "not in Boston, in Quincy": the place after "not" is none of the request's. */
const NOT_THIS = /\bnot\s+(?:(?:looking|searching)\s+)?(?:in\s+|near\s+|at\s+|around\s+)?(\p{L}[\p{L}.' ]*?)(?:\s+proper)?(?:\s*,\s*(?:but\s+)?|\s+but\s+|\s*;\s*)/giu;

/** "the one near", "the town next to", "the college in": a place that tells a town apart from its namesake. */
const THE_ONE_NEAR = String.raw`the\s+(?:one|town|city|village|college|university|school)\s+(?:in|near|by|on|outside(?:\s+of)?|next\s+to|close\s+to)\s+`;

/**
 * A place said only to be set aside: "not pawtucket" at a clause's end, "closer to Cambridge than
 * Boston", "rather than Lynn", "instead of Quincy", "anywhere but Revere", "except Chelsea", "prefer
 * Newton over Waltham".
 */
const SET_ASIDE = withCaseSensitiveParts(
  String.raw`\b(?:(?:rather\s+|other\s+)?than|instead\s+of|anywhere\s+but|but\s+not|except(?:\s+for)?|not|no(?=\s+(?-i:\p{Lu}))|(?<=\bprefer(?:ably|red)?\b[^,;.!?|]*)over)\s+(?:in\s+|near\s+|at\s+|${THE_ONE_NEAR})?(\p{L}[\p{L}.' -]*?)(?=\s*(?:[,;.!?|)]|$))`,
  'giu',
);
/**
 * A town told apart from another of its name by a place near it: "Dartmouth MA, the town next to
 * New Bedford", "Quincy IL, not the one near Boston". The place it is near is none of the request's.
 */
const TOLD_APART = new RegExp(String.raw`(?:\s*(?:[,;(]|[-—–]+)\s*)${THE_ONE_NEAR}(\p{L}[\p{L}.' -]*?)(?=\s*(?:[,;.!?|)]|$))`, 'giu');
/** Words that throw away all that came before them: "Nantucket to ... just kidding, i live on Martha's Vineyard". */
const START_OVER = /^.*\b(?:just\s+kidding|jk|never\s*mind|nvm|ignore\s+(?:that|all\s+that|the\s+above))\b[\s,.:;!-]*/is;

const MOST_WORDS = 4;
/** Who the care is for, said between a place and its take-back. */
const FOR_WHOM = /\s+for\s+(?:my|our|the)\s+(?:son|daughter|kid|kids|child|children|baby|toddler|twins|little\s+one)$/i;
const PLACE_WORD_BEFORE = /^(?:in|near|at|around|by|to|into)$/i;
const bare = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.]+$/gu, '');

/** A place the gazetteer knows, or a landmark's name in capitals ("Fort Bragg", "Logan Airport"). */
function namedPlace(run: string): boolean {
  if (knownPlace(run)) return true;
  return /^(?:\p{Lu}[\p{L}'.]*\s+)+\p{Lu}[\p{L}'.]*$/u.test(run) && (LANDMARK_START.test(run) || PLACE_WORDS.test(run));
}

/** How many of the first (or last) words name a place, the most first; 0 when none do. */
function placeWords(words: string[], fromEnd: boolean): number {
  for (let count = Math.min(MOST_WORDS, words.length); count >= 1; count -= 1) {
    const run = fromEnd ? words.slice(-count) : words.slice(0, count);
    if (namedPlace(run.map(bare).join(' '))) return count;
  }
  return 0;
}

/** Words that say a role again after a take-back, a place among the next few words: "my office just moved to Bedford". */
const RESTATES = /^(?:now|my|our|i|i'm|im|we|we're|the|work|home|office)$/i;
const RESTATED_WITHIN = 8;
function restated(after: string[]): boolean {
  if (!RESTATES.test(bare(after[0] ?? ''))) return false;
  const head = after.slice(0, RESTATED_WITHIN);
  return head.some((_, index) => index > 0 && PLACE_WORD_BEFORE.test(bare(head[index - 1] ?? '')) && placeWords(head.slice(index), false) > 0);
}

/** A place in any case: "pawtucket" is Pawtucket when set aside; a state too ("not the college in NH"). */
const anyCasePlace = (text: string) => knownPlace(text) ?? knownPlace(capitalised(text)) ?? stateCode(text);

/** What is left once a restart and the places set aside are dropped; the rest is left as typed. */
function withoutSetAside(text: string): string {
  const restart = START_OVER.exec(text);
  const rest = restart && /\p{L}/u.test(text.slice(restart[0].length)) ? text.slice(restart[0].length) : text;
  const setAside = (whole: string, place: string) => (anyCasePlace(place.trim()) ? ' ' : whole);
  return rest.replace(SET_ASIDE, setAside).replace(TOLD_APART, setAside);
}

export function applyCorrections(text: string): string {
  const negated = withoutSetAside(text.replace(NOT_THIS, (whole, place: string) => (knownPlace(place) ? '' : whole)));
  let corrected = negated;
  for (const match of negated.matchAll(TAKE_BACK)) {
    const at = corrected.indexOf(match[0]);
    if (at < 0) continue;
    // "acton/concord area... actually no, just concord": the area word and both places before it go.
    const before = corrected.slice(0, at).replace(/\s+(?:area|region)\s*,?\s*$/i, '').split(' ');
    const after = corrected.slice(at + match[0].length).split(' ');
    // "in Boston, actually near Cambridge": the word before the place meant replaces the one before the place taken back.
    const led = PLACE_WORD_BEFORE.test(after[0] ?? '') ? 1 : 0;
    // "in Haverhill for my son -- wait, Methuen": who the care is for may stand between.
    const forWhom = before.length - (before.join(' ').match(FOR_WHOM)?.[0].trim().split(' ').length ?? 0);
    const [wrong, meant] = [placeWords(before.slice(0, forWhom), true), placeWords(after.slice(led), false)];
    if (wrong && !meant && restated(after)) {
      // "work is in Lexington, wait, my office just moved to Bedford": the place taken back goes with
      // the word before it; the sentence after says the role again with the place meant.
      const kept = before.slice(0, -wrong);
      corrected = [...(PLACE_WORD_BEFORE.test(kept.at(-1) ?? '') ? kept.slice(0, -1) : kept), ...after].join(' ');
      continue;
    }
    if (!wrong || !meant) continue;
    let kept = before.slice(0, forWhom - wrong);
    // Two places taken back together ("acton/concord"): the one before the slash or "or" goes too.
    const parted = /^(?:\/|or)$/i.test(before.at(-wrong) ?? '') ? 0 : /^(?:\/|or)$/i.test(kept.at(-1) ?? '') ? 1 : -1;
    const other = parted >= 0 ? placeWords(kept.slice(0, kept.length - parted), true) : 0;
    if (other) kept = kept.slice(0, kept.length - parted - other);
    corrected = [...(led && PLACE_WORD_BEFORE.test(kept.at(-1) ?? '') ? kept.slice(0, -1) : kept), ...after].join(' ');
  }
  return corrected;
}

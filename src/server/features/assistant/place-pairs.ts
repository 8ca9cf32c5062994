import { haversineMeters } from '#server/geo/geometry.js';
import type { Place } from '#server/geo/offline/gazetteer.js';
import { PLACE_WORDS } from './place-phrases.js';
import { FAR_APART_METERS, capitalised, knownPlace, townWithItsState } from './place-spans.js';

/**
 * Two places written side by side, joined by a hyphen, a slash or nothing, that make a trip when
 * the request says it is one (docs/decisions/0029): "the Quincy-Boston route", "my Medford
 * Cambridge commute", "Natick/Framingham drive". Each side must be a place the gazetteer knows.
 */

/** A word that makes two places a trip. */
const TRAVEL = String.raw`(?:commut(?:e|es|ing)|route|drive|trip|ride|run|journey)\b`;
const TRAVEL_WORD = new RegExp(String.raw`\b${TRAVEL}`, 'i');
/** Up to six words before a word of travel, in one clause: "my Medford Cambridge commute". */
const WORDS_BEFORE_TRAVEL = new RegExp(String.raw`((?:[\p{L}.']+\s*(?:[/-]|\s)\s*){2,6}?)(?=${TRAVEL})`, 'giu');
/** Two places this close together, hyphenated with no word of travel, are one area ("Allston-Brighton"). */
const ONE_AREA_METERS = 6000;

/** The marker a trip is rewritten with: places never run across it (extract.ts). */
const BOUNDARY = ' | ';

/** The two places a run of words names, split where both sides are known places ("Jamaica Plain Back Bay"). */
function splitIntoTwo(words: string[]): [string, string] | null {
  for (let split = words.length - 1; split >= 1; split -= 1) {
    const end = knownPlace(words.slice(split).join(' '));
    if (!end) continue;
    for (let first = 0; first < split; first += 1) {
      const start = knownPlace(words.slice(first, split).join(' '));
      if (start && start.name !== end.name) return [words.slice(first, split).join(' '), words.slice(split).join(' ')];
    }
  }
  return null;
}

/**
 * "A-B", "A/B" or "A B" before a word of travel ("commute", "route", "drive") become "from A to B".
 * A hyphenated pair with the word of travel anywhere in the request is a trip too ("somewhere on the
 * Quincy-Boston route"), and so is one whose places lie apart; two that touch are one area
 * ("Allston-Brighton daycare"), as are two with the line or area between them ("the Braintree-Quincy
 * border"), and a name of its own stays one ("Winston-Salem").
 */
export function placePairTrips(text: string): string {
  const travel = TRAVEL_WORD.test(text);
  const hyphened = text.replace(/\b(\p{Lu}[\p{L}.]+(?:\s\p{Lu}[\p{L}.]+)?)-(\p{Lu}[\p{L}.]+(?:\s\p{Lu}[\p{L}.]+)?)\b(?!\s+(?:town\s+)?(?:line|border|area|region)\b)/gu, (whole, start: string, end: string) => {
    const [from, to] = [knownPlace(start), knownPlace(end)];
    if (!from?.place || !to?.place || knownPlace(`${start} ${end}`) || knownPlace(whole)) return whole;
    const apart = haversineMeters(from.place, to.place);
    // Two names found only far apart are one name ("Dana-Farber"): no one commutes that far.
    if (apart >= FAR_APART_METERS) return whole;
    return travel || apart > ONE_AREA_METERS ? `from ${start} to ${end}${BOUNDARY}` : whole;
  });
  const named = hyphened.replace(WORDS_BEFORE_TRAVEL, (run: string) => {
    const pair = splitIntoTwo(run.split(/\s*[/-]\s*|\s+/).filter(Boolean));
    return pair ? `${run.slice(0, run.indexOf(pair[0]))}from ${pair[0]} to ${pair[1]}${BOUNDARY}` : run;
  });
  const spanish = named.replace(SPANISH_LOWER_CASE_TRIP, (whole, before: string, after: string, offset: number) => {
    const pair = townsInLowerCase(before.split(/\s+/), after.split(/\s+/), nextWord(named, offset + whole.length));
    // "de" starts the trip: the start is all that follows it.
    return pair && pair.start === before ? `from ${pair.startName} to ${pair.endName}${BOUNDARY}${after.slice(pair.end.length)}` : whole;
  });
  return spanish.replace(LOWER_CASE_TRIP, (whole, before: string, after: string, offset: number) => {
    const pair = townsInLowerCase(before.split(/\s+/), after.split(/\s+/), nextWord(spanish, offset + whole.length));
    if (!pair) return whole;
    const { start, end, startName, endName } = pair;
    const kept = before.slice(0, before.length - start.length);
    const from = /\bfrom\s*$/.test(spanish.slice(0, offset) + kept) ? '' : 'from ';
    return `${kept}${from}${startName} to ${endName}${BOUNDARY}${after.slice(end.length)}`;
  });
}

const nextWord = (text: string, at: number) => /^\s*([\p{L}.]+)/u.exec(text.slice(at))?.[1];

/** Up to three lower-case words on each side of "to", an apostrophe within ("o'hare"): "mesa to tempe", "we drive hialeah to doral daily". */
const LOWER_CASE_TRIP = /(?<![\p{L}'])((?:\p{Ll}[\p{Ll}']*\s+){0,2}\p{Ll}[\p{Ll}']*)\s+to\s+(\p{Ll}[\p{Ll}']*(?:\s+\p{Ll}[\p{Ll}']*){0,2})(?![\p{L}'])/gu;
/**
 * The Spanish "de ... a ..." (or "al"), as the Spanish reading leaves it in lower case: "de pharr a
 * mcallen", "from paterson a newark", "de cicero al loop".
 */
const SPANISH_LOWER_CASE_TRIP = /(?<![\p{L}'])(?:de|from)\s+((?:\p{Ll}[\p{Ll}']*\s+){0,2}\p{Ll}[\p{Ll}']*)\s+(?:a|al)\s+(\p{Ll}[\p{Ll}']*(?:\s+\p{Ll}[\p{Ll}']*){0,2})(?![\p{L}'])/gu;

/**
 * The two places (towns, or parts of towns: "edina to downtown minneapolis") a trip written in lower
 * case names, the start ending right before "to" and the end starting right after it, less than a
 * long commute apart: "mesa to tempe", "attleboro to
 * providence" (across a state line), "brandon to downtown tampa" (the start read in the end's state
 * when it is not in its own), "dublin oh to downtown columbus". That is no accident of lower case
 * ("back to school", "close to home" name no two towns). An end followed by a place word is a site or
 * a part of the town ("salem state university").
 */
function townsInLowerCase(before: string[], after: string[], next = ''): { start: string; end: string; startName: string; endName: string } | null {
  for (let startWords = Math.min(3, before.length); startWords >= 1; startWords -= 1) {
    const start = before.slice(-startWords).join(' ');
    const named = knownPlace(capitalised(start))?.place;
    // "hillsboro to nike hq beaverton": up to two words of a site's name may stand before the town it is in.
    for (let skipped = 0; skipped <= 2 && skipped < after.length; skipped += 1) {
      const found = endInTown(start, named, after, skipped, next);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The end of a lower-case trip after `skipped` words of a site's name ("nike hq beaverton"), in a
 * town less than a long commute from the start; null when none is, or when a place word follows.
 */
function endInTown(start: string, named: Place | null | undefined, after: string[], skipped: number, next: string): { start: string; end: string; startName: string; endName: string } | null {
  for (let endWords = Math.min(3, after.length) - skipped; endWords >= 1; endWords -= 1) {
    // "salem state university", "concord center": a site or part of the town, read as before.
    if ([...after.slice(skipped + endWords), next].some((word) => PLACE_WORDS.test(word) && !TRAVEL_WORD.test(word))) return null;
    const end = after.slice(0, skipped + endWords).join(' ');
    const townWords = after.slice(skipped, skipped + endWords).join(' ');
    const downtown = /^downtown\s+/.test(townWords);
    const endTown = townWords.replace(/^downtown\s+/, '');
    if (!endTown) continue;
    const endAnywhere = knownPlace(capitalised(endTown))?.place;
    // The end in the start's state first, then the start in the end's, then each as it is found.
    const pairs: [Place | null | undefined, Place | null | undefined][] = [
      [named, named ? knownPlace(`${capitalised(endTown)}, ${named.state}`)?.place : null],
      [endAnywhere ? knownPlace(`${capitalised(start)}, ${endAnywhere.state}`)?.place : null, endAnywhere],
      [named, endAnywhere],
    ];
    for (const [from, to] of pairs) {
      if (!from || !to || to.label === from.label) continue;
      if (haversineMeters(from, to) < FAR_APART_METERS) return { start, end, startName: townWithItsState(start, from), endName: `${downtown ? 'Downtown ' : ''}${townWithItsState(endTown, to)}` };
    }
  }
  return null;
}

import type { ChildcareCategory } from '#shared/constants.js';
import type { AgeGroup } from '#shared/schemas/catalogue.js';
import type { ExtractResponse } from '#shared/schemas/assistant.js';
import { placeByName, placeByZip, stateCode } from '#server/geo/offline/gazetteer.js';
import { AGE_PATTERN, CARE_WORDS, CARE_WORD_PATTERNS, CHILD_PHRASE, FILLER_PATTERN, parseAge } from './childcare-words.js';
import { NON_PLACE_PATTERN } from './non-place-words.js';
import { NEAR_PATTERN, NOT_A_PLACE, PLACE_LEAD, PLACE_TRAIL, PLACE_WORDS, ROUTE_PATTERNS } from './place-phrases.js';

/** Where a cut-out phrase was: places never run across it. */
const BOUNDARY = ' | ';

/** Clauses after a place that describe the care, not the place ("... that takes infants", "... with a garden"). */
const PLACE_CUT = /\s+(?:that|which|who|where|when|with|open|opening|accepting|accepts?|taking|takes?|having|has|have|starting|because|since|so\s+that|if|as\s+i|as\s+we|i\s+(?:drive|commute|go|work|live|am|need)|we\s+(?:drive|commute|go|work|live|are|need)|(?:is|are)\s+(?:there|it)|and\s+(?:i|we|is|are|has|have|it))\b.*$/i;

/** The offline, rule-based reading of a request: see place-phrases.ts, childcare-words.ts and non-place-words.ts for the rules. */
export function extractRules(input: string): ExtractResponse {
  // Prices, times and schedules go first: a place never runs into them, and "3 days a week" is no age.
  const text = normalize(input).replace(NON_PLACE_PATTERN, BOUNDARY);
  const { category, ageGroup } = readCare(text);
  const marked = markBoundaries(text);

  const route = readRoute(marked);
  if (route) {
    return { intent: 'route', sourceAddress: route.start, destinationAddress: route.end, aroundMeAddress: null, address: null, category, ageGroup };
  }
  const place = readPlace(marked);
  if (place) {
    return { intent: 'nearby', sourceAddress: null, destinationAddress: null, aroundMeAddress: place, address: place, category, ageGroup };
  }
  return { intent: 'unknown', sourceAddress: null, destinationAddress: null, aroundMeAddress: null, address: null, category, ageGroup };
}

/** Markup out (it stays text, never code), arrows spelt "->", one space between words. */
function normalize(input: string): string {
  return input
    .replace(/<[^<>]*>/g, ' ')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s*(?:→|⇒|➔|➡|⟶|=+>|-{1,3}>|[–—]>|>{2,})\s*/g, ' -> ')
    .replace(/\s*(?:\.{2,}|…)\s*/g, ' , ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first category named, and the age group: an explicit age ("2 year old") beats a word ("preschool"). */
function readCare(text: string): { category: ChildcareCategory | null; ageGroup: AgeGroup | null } {
  let category: ChildcareCategory | null = null;
  let categoryAt = Infinity;
  let ageWord: AgeGroup | null = null;
  let ageWordAt = Infinity;
  for (const word of CARE_WORDS) {
    const at = text.search(new RegExp(String.raw`\b(?:${word.pattern})\b`, 'i'));
    if (at < 0) continue;
    if (word.category && at < categoryAt) [category, categoryAt] = [word.category, at];
    if (word.ageGroup && at < ageWordAt) [ageWord, ageWordAt] = [word.ageGroup, at];
  }
  return { category, ageGroup: parseAge(text) ?? ageWord };
}

/** Care words, the child's age and filler replaced by a boundary, so only place words are left between them. */
function markBoundaries(text: string): string {
  let marked = text.replace(CHILD_PHRASE, BOUNDARY);
  for (const pattern of CARE_WORD_PATTERNS) marked = marked.replace(pattern, BOUNDARY);
  marked = marked.replace(new RegExp(AGE_PATTERN.source, 'gi'), BOUNDARY);
  return marked.replace(FILLER_PATTERN, BOUNDARY);
}

function readRoute(marked: string): { start: string; end: string } | null {
  for (const { pattern, strict } of ROUTE_PATTERNS) {
    const match = pattern.exec(marked);
    const start = cleanPlace(match?.groups?.start);
    const end = cleanPlace(match?.groups?.end);
    if (!start || !end) continue;
    if (strict && !(looksLikePlace(start) && looksLikePlace(end))) continue;
    return { start, end };
  }
  return null;
}

/** "near X" and its kin first; else the first stretch of text that is itself a place ("02139", "Quincy MA"). */
function readPlace(marked: string): string | null {
  for (const match of marked.matchAll(NEAR_PATTERN)) {
    const place = cleanPlace(match.groups?.place);
    if (place && looksLikePlace(place)) return place;
  }
  for (const part of marked.split(/[|;!?]/)) {
    const place = cleanPlace(part);
    if (place && looksLikePlace(place)) return place;
  }
  return null;
}

/**
 * A captured stretch (or a language model's place) trimmed to the place: no price, time or schedule
 * in it, no clause after it, no "my home in" before it, no "area" after it. A number alone is no
 * place unless it is a ZIP ("from 8 to 5").
 */
export function cleanPlace(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const named = raw
    .replace(NON_PLACE_PATTERN, BOUNDARY)
    .split('|')
    .find((part) => /[\p{L}\p{N}]/u.test(part));
  if (!named) return null;
  let place = named.replace(PLACE_CUT, '');
  for (let previous = ''; previous !== place; ) {
    previous = place;
    place = place
      .replace(/^[\s,.;:'"()[\]{}*_~`-]+|[\s,;:'"([{*_~`-]+$/g, '')
      .replace(/\.+$/, '')
      .replace(PLACE_LEAD, '')
      .replace(PLACE_TRAIL, '');
  }
  place = place.replace(/\s+/g, ' ').replace(/\s+,/g, ',').trim();
  if (!/[\p{L}\p{N}]/u.test(place) || /^\d{1,4}$/.test(place) || NOT_A_PLACE.has(place.toLowerCase())) return null;
  return canonical(place);
}

/**
 * Known places are spelt as the gazetteer spells them ("quincy ma" -> "Quincy, MA", "back bay" ->
 * "Back Bay", "02139-1234" -> "02139"); anything else (streets, landmarks) passes through as typed
 * for the geocoder to resolve.
 */
function canonical(place: string): string {
  const zip = /^(\d{5})(?:-\d{4})?$/.exec(place)?.[1];
  if (zip) return zip;
  const named = placeByName(place);
  if (named && !/^\d/.test(place)) return nameOf(named.label);
  const withState = /^(.+?)(?:\s*,\s*|\s+)([a-z.]+(?:\s+[a-z]+)?)$/i.exec(place);
  if (withState?.[1] && withState[2]) {
    const code = stateCode(withState[2]);
    const city = code ? placeByName(withState[1], code) : null;
    if (code && city) return `${nameOf(city.label)}, ${code}`;
  }
  return place;
}

function nameOf(label: string): string {
  return label.split(',')[0]?.trim() ?? label;
}

/** A ZIP, a street address, a known city or neighbourhood, a landmark word, or a name in Title Case. */
export function looksLikePlace(place: string): boolean {
  if (/\b\d{5}\b/.test(place) && placeByZip(/\b(\d{5})\b/.exec(place)?.[1])) return true;
  if (/\d/.test(place) && /\p{L}{2,}/u.test(place)) return true;
  if (PLACE_WORDS.test(place)) return true;
  if (placeByName(place) || /,\s*[A-Z]{2}$/.test(place)) return true;
  const words = place.split(/[\s,]+/).filter((word) => /\p{L}/u.test(word));
  const small = new Set(['of', 'the', 'and', 'on', 'at', 'de', 'la']);
  return words.length > 0 && words.every((word) => small.has(word) || /^\p{Lu}/u.test(word));
}

import { haversineMeters } from '#server/geo/geometry.js';
import {
  BIG_CITY_ZIPS,
  HOME_STATE,
  airportNear,
  landmarkNamedWith,
  partsNamed,
  placeInCity,
  stateCode,
  usStateNames,
  zipCountOf,
  type Place,
} from '#server/geo/offline/gazetteer.js';
import { caseBlind } from './case-sensitive-parts.js';
import { capitalised, knownPlace, townInWord } from './place-spans.js';

/**
 * Parts of towns a request names beside the town, or beside a trip's other end (docs/decisions/0029,
 * "Thirteenth round"): "Seattle, WA – Capitol Hill", "Sellwood neighborhood of Portland", "the Loop"
 * from Evanston, "Disney" from Orlando.
 */

/** A town this near a trip's end, and smaller than it, is a part of it ("Boston" and Dorchester). */
export const PART_OF_TOWN_METERS = 15_000;

/** An airport said with no name ("I work at the airport"), until a trip's other end places it (partNearOtherEnd). */
export const UNPLACED_AIRPORT = 'the airport';

/** A trip's ends this far apart are one commute; a part of a city farther from the other end is another place of that name. */
const COMMUTE_METERS = 80_000;

/**
 * "we live in Evanston, I work in the Loop": an end named as a part of a city the gazetteer knows
 * near the other end ("Loop, Chicago"), when the name alone is no place near it.
 */
export function partNearOtherEnd(end: string, other: string): string {
  if (end.includes(',')) return end;
  const there = knownPlace(other)?.place;
  if (!there) return end;
  // "we live in Revere and I work at the airport": the airport nearest the other end.
  if (end === UNPLACED_AIRPORT) return airportNear(there, COMMUTE_METERS)?.label.split(',')[0] ?? end;
  const named = knownPlace(end)?.place;
  if (named && haversineMeters(named, there) < COMMUTE_METERS) return end;
  const part = partsNamed(end).find((place) => haversineMeters(place, there) < COMMUTE_METERS);
  if (part) return knownPlace(`${end}, ${part.city}`)?.name ?? end;
  // "Davis Sq -> Kendall": a square named without its word, near the other end.
  const square = /^\p{Lu}[\p{L}'-]*$/u.test(end) ? knownPlace(`${end} Square`) : null;
  if (square?.place && haversineMeters(square.place, there) < COMMUTE_METERS) return square.name;
  // "Poinciana -> Disney": a big workplace near the other end that the name is part of.
  const site = /^\p{Lu}/u.test(end) && end.split(/\s+/).length <= 2 ? landmarkNamedWith(end, there, COMMUTE_METERS) : null;
  return site ? (site.label.split(',')[0] ?? end) : end;
}

/** "I work at Tufts and need a preschool in Somerville": the workplace is no part of the town the care is asked in. */
function isWorkplaceIn(run: string, marked: string): boolean {
  const at = marked.indexOf(run);
  return at > 0 && /\b(?:work|works|working|teach|teaches|teaching|study|studies|studying)\s+(?:at|for)\s+(?:the\s+)?$/i.test(marked.slice(Math.max(0, at - 30), at));
}

/** Runs of capitalised words, and the runs inside them, up to four words: the names a request may hold. */
export function capitalisedRuns(text: string): string[] {
  const runs: string[] = [];
  for (const [run] of text.matchAll(/\p{Lu}[\p{L}'.-]*(?:\s+(?:(?:of|the|de|la)\s+)?\p{Lu}[\p{L}'.-]*)*/gu)) {
    const words = run.split(/\s+/);
    for (let count = Math.min(4, words.length); count >= 1; count -= 1) {
      for (let start = 0; start + count <= words.length; start += 1) runs.push(words.slice(start, start + count).join(' ').replace(/\.$/, ''));
    }
  }
  return runs;
}

/**
 * "Seattle, WA – Capitol Hill", "Columbus Ohio Short North", "Miami, Little Haiti area", "the
 * Boston area, ideally near Coolidge Corner": a town and, elsewhere in the request, a part of it the
 * gazetteer knows (a neighbourhood of that city, or a square or landmark near a home-state town):
 * the part is where to search.
 */
export function partNamedWith(place: string, marked: string, text: string): string | null {
  // A street address or a ZIP is precise already.
  if (/\d/.test(place)) return null;
  const towns = [place, ...capitalisedRuns(place)].map((name) => knownPlace(name)?.place).filter((town) => town?.precision === 'city');
  for (const town of towns) {
    if (!town) continue;
    // "Cambridge MA - central sq": a piece of the place after a dash, in any case.
    for (const run of [...capitalisedRuns(marked), ...place.split(/\s+[-–—]\s+/).slice(1)]) {
      if (run.toLowerCase() === town.city.toLowerCase() || isWorkplaceIn(run, marked)) continue;
      // "Uptown" of New Orleans is named "Uptown New Orleans" to tell it from Chicago's.
      const part = placeInCity(run, town.city) ?? (/^(?:up|mid|down)town$/i.test(run) ? placeInCity(`${run} ${town.city}`, town.city) : null);
      const near = !part && town.state === HOME_STATE ? knownPlace(run) : null;
      const inside = part?.state === town.state || (near?.place && near.place.precision !== 'city' && near.place.state === HOME_STATE && haversineMeters(near.place, town) < PART_OF_TOWN_METERS);
      if (!inside) continue;
      // "Wollaston Beach, Quincy", "Little Haiti Miami": the place found names the part already.
      if (place.startsWith(run)) return null;
      return near?.name ?? knownPlace(`${run}, ${town.city}`)?.name ?? run;
    }
    const unknown = partSaidWith(town, text);
    if (unknown) return unknown;
  }
  return null;
}

/** A state written after a town, by its code in capitals or its name: built once, on first use. */
let writtenState: string | undefined;

// These expressions are case sensitive, their words written in either case (case-sensitive-parts.ts).
/** Words that say a name is a part of a town: "Sellwood neighborhood", "the Canal District area" (not "area" alone: "my area", "Natick Mall area"). */
const PART_WORD = String.raw`(?:${caseBlind('neighbo')}[uU]?${caseBlind('rhood')}|${caseBlind('district')}|${caseBlind('section')})`;
const PART_WORD_SAID = new RegExp(String.raw`\b${PART_WORD}\b`);
const THE = String.raw`(?:${caseBlind('the')}\s+)?`;
/** A part's name: one to three words of letters. */
const PART = String.raw`${THE}(\p{L}[\p{L}'.-]*(?:\s+\p{L}[\p{L}'.-]*){0,2}?)`;

/**
 * A part of a town the gazetteer does not know, said as one: "Sellwood neighborhood of Portland",
 * "Lowell - Belvidere neighborhood", "worcester, canal district area", "sugar house (salt lake
 * city)", "Charlotte NC, South End", "Richmond VA, the Fan". Named with its town ("Sellwood,
 * Portland") for the geocoder. Without a part word, only a name in capitals after a big city.
 */
function partSaidWith(town: Place, said: string): string | null {
  const city = town.city;
  const cityWords = city.split(/\s+/).map(caseBlind).join('\\s+');
  writtenState ??= String.raw`(?:,?\s+[A-Z]{2}\b|,?\s+(?:${usStateNames().map(caseBlind).join('|')})\b)`;
  const state = `${writtenState}?`;
  // Each form is built only when the request holds its sign: most requests name no part at all.
  const patterns = [
    ...(PART_WORD_SAID.test(said)
      ? [
          String.raw`(?:^|[\s,(|])${PART}\s+${PART_WORD}\s+(?:${caseBlind('of')}|${caseBlind('in')})\s+${cityWords}\b`,
          String.raw`\b${cityWords}${state}\s*(?:[-–—,(:]|\s)\s*${PART}\s+${PART_WORD}(?:\s+${caseBlind('area')})?\b`,
        ]
      : []),
    ...(said.includes('(') ? [String.raw`(?:^|[\s,|])${PART}[?!.]*\s*\(\s*${cityWords}${state}\s*\)`] : []),
  ];
  const partMatch = patterns.map((pattern) => new RegExp(pattern, 'u').exec(said)).find(Boolean);
  // Without a part word, the state is written between them: "Charlotte NC, South End", not "Corona, Queens".
  const nameInCapitals = () =>
    new RegExp(String.raw`\b${cityWords}${writtenState}\s*[-–—,:]\s*${THE}(\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*){0,2})\s*(?:[-–—,.;|?!)]|$)`, 'u');
  // "the Canal District": a district is part of the name; a neighbourhood or an area is not.
  const named = partMatch ? `${partMatch[1]}${/\bdistrict\s*(?:area)?$/i.test(partMatch[0]) ? ' District' : ''}` : zipCountOf(town) >= BIG_CITY_ZIPS ? nameInCapitals().exec(said)?.[1] : undefined;
  // "in sugar house (salt lake city)": the words before the part that lead to it are none of it.
  const words = (named ?? '').split(/\s+/);
  while (words.length > 0 && NOT_PART_WORDS.has(words[0]?.toLowerCase() ?? '')) words.shift();
  const found = words.join(' ');
  // Not a town of its own in that state, nor words a place never is (care words are cut out of the text already).
  // Said without a part word, a name the gazetteer knows is no unknown part ("Fremont, Seattle" is read elsewhere).
  const known = knownPlace(found)?.place;
  const ownTown = partMatch ? known?.precision === 'city' && known.state === town.state : !!known;
  if (!found || words.some((word) => NOT_PART_WORDS.has(word.toLowerCase())) || stateCode(found) || ownTown) return null;
  const name = capitalised(found);
  return `${name}, ${city}`;
}

/** Words that are never a part of a town's name. */
const NOT_PART_WORDS = new Set(['area', 'region', 'town', 'city', 'i', 'we', 'my', 'our', 'a', 'an', 'and', 'or', 'for', 'with', 'in', 'near', 'to', 'from', 'need', 'looking', 'kids', 'kid', 'son', 'daughter', 'baby', 'please', 'pls', 'thanks', 'any', 'some', 'home', 'work', 'job', 'office']);

/** "Cape Cod daycare - Hyannis": a region and a town the gazetteer knows, named apart from it. */
export function townNamedWith(region: string, marked: string): string | null {
  for (const run of capitalisedRuns(marked)) {
    const town = run.toLowerCase() === region.toLowerCase() || region.includes(run) ? null : knownPlace(run);
    if (town?.place?.precision === 'city') return town.name;
  }
  return null;
}

/** A part of a city this far from a city named beside it is another part of that name. */
const OTHER_CITY_METERS = 60_000;
/** What may stand between a city and its part: "Springfield's North End", "the North End of New Bedford", "charlotte nc. south end". */
const CITY_THEN_PART = (part: string) => new RegExp(String.raw`((?:[\p{L}.'-]+\s+){0,2}[\p{L}.'-]+?)(?:'s|,?\s+[a-z]{2}\.?|\s*[:.,–—-])?\s+(?:the\s+)?${part}\b`, 'giu');
const PART_THEN_CITY = (part: string) => new RegExp(String.raw`\b${part}(?:\s*,|\s+(?:of|de|in|en))?\s+((?:[\p{L}.'-]+\s+){0,2}[\p{L}.'-]+)`, 'giu');

/**
 * "the North End of New Bedford", "Springfield's North End", "boise north end": a part of a city
 * the gazetteer knows only far from the city named beside it is that city's part of that name, written
 * so the geocoder finds the city (the North End alone is Boston's).
 */
export function partOfCityBeside(place: string, text: string): string;
export function partOfCityBeside(place: string | null, text: string): string | null;
export function partOfCityBeside(place: string | null, text: string): string | null {
  if (!place || place.includes(',')) return place;
  const part = knownPlace(place)?.place;
  if (!part || part.precision === 'city') return place;
  const name = place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  const beside = [...text.matchAll(CITY_THEN_PART(name))].map((match) => edgeWords(match[1] ?? '', 'last')).concat([...text.matchAll(PART_THEN_CITY(name))].map((match) => edgeWords(match[1] ?? '', 'first')));
  for (const words of beside) {
    for (const city of words) {
      const found = knownPlace(city) ?? townInWord(city);
      // A city big enough to have parts, or a home-state town: not "Lake" of "Lake Ave" nor "Plain" of "Jamaica Plain".
      const town = found?.place;
      if (!found || town?.precision !== 'city' || (town.state !== HOME_STATE && zipCountOf(town) < BIG_CITY_ZIPS) || stateCode(city) || haversineMeters(town, part) <= OTHER_CITY_METERS) continue;
      return knownPlace(`${place}, ${town.city}`)?.name ?? `${place}, ${found.name}`;
    }
  }
  return place;
}

/** The first or last one, two and three words of a stretch, longest first. */
function edgeWords(stretch: string, edge: 'first' | 'last'): string[] {
  const words = stretch.trim().split(/\s+/);
  return [3, 2, 1].filter((count) => count <= words.length).map((count) => (edge === 'first' ? words.slice(0, count) : words.slice(-count)).join(' '));
}

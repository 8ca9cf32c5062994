import { PLACE_WORDS } from './place-phrases.js';
import { BIG_CITY_ZIPS, HOME_STATE, bigCityByMisspeltName, isNationalLandmark, placeByMisspeltName, placeByName, placeByZip, placeInCity, stateCode, zipCountOf, type Place } from '#server/geo/offline/gazetteer.js';
import { haversineMeters } from '#server/geo/geometry.js';
import { wordTable } from '#server/lib/word-table.js';

/**
 * A stretch of a request that may hold a place, narrowed to the place the gazetteer knows
 * (docs/decisions/0029-free-text-extraction.md): the whole stretch when it is a place, else the
 * longest run of its first words that is one ("Porter Square on weekdays" -> "Porter Square"),
 * else the longest run of its last words ("a short walk from Teele Square" -> "Teele Square"), else
 * the same with one typo or two allowed ("Cambrige MA" -> "Cambridge, MA"). Streets and landmarks
 * the gazetteer cannot know pass through as typed.
 */

/** The most words a place name has, with its state ("Manchester by the Sea, Massachusetts"). */
const MAX_SPAN_WORDS = 6;
const MAX_INNER_WORDS = 40;
/** A big city and a town this far apart named together are no trip: the name is a part of the city. */
export const FAR_APART_METERS = 200_000;
/** A city of one word and this many ZIP codes is found in lower case too, when it is all the span says. */
const ONE_WORD_BIG_CITY_ZIPS = 20;

/** Words that are never a place alone, however a town happens to be named ("Cost", "Over", "Day"). */
const COMMON_WORDS = new Set(
  `a an the and or but so of to in on at by for from with near into over under about after before then than this that these those
  there here where when what which who how why is are was were be been am do does did have has had can could would will should
  my our your his her their its me we us you i he she they it some any all most more less few many much very just only also too
  day days week weeks month months year years time times morning night evening afternoon today tomorrow tonight now soon later
  next last new old good great best nice cheap close far short long little one ones walk drive ride way home work office job place area
  spot space room care kid kids child baby son daughter family school center centre program class price cost hours open
  weekday weekdays weekend weekends monday tuesday wednesday thursday friday saturday sunday spring summer fall winter
  highway corner street road side end start back front top bottom middle city town state anything something everything
  nothing anyone someone anywhere somewhere everywhere`.split(/\s+/),
);

/** What kind of site a name is: alone, never the town of that name ("the University of Texas in Austin" is no University, Florida). */
const KINDS_OF_SITE = new Set(['university', 'college', 'hospital', 'campus']);

const COMPASS = new Set(['north', 'south', 'east', 'west']);

/** What Bostonians call some neighbourhoods, spelt as the gazetteer spells them. */
const NICKNAMES = wordTable<string>({
  southie: 'South Boston', eastie: 'East Boston', jp: 'Jamaica Plain', rozzie: 'Roslindale', 'the fens': 'Fenway', 'the seaport': 'Seaport',
  // Cities called by another name than the ZIP data's.
  nyc: 'New York, NY', 'new york city': 'New York, NY', 'the bronx': 'Bronx, NY', dc: 'Washington, DC', 'd.c': 'Washington, DC',
  'washington dc': 'Washington, DC', philly: 'Philadelphia, PA', sf: 'San Francisco, CA', ptown: 'Provincetown', 'p-town': 'Provincetown',
  kc: 'Kansas City, MO', indy: 'Indianapolis, IN', nola: 'New Orleans, LA', 'chi-town': 'Chicago, IL', kcmo: 'Kansas City, MO', kck: 'Kansas City, KS',
  slc: 'Salt Lake City, UT', okc: 'Oklahoma City, OK', abq: 'Albuquerque, NM', atl: 'Atlanta, GA',
  jax: 'Jacksonville, FL', stl: 'St. Louis, MO', pdx: 'Portland, OR', cbus: 'Columbus, OH', bmore: 'Baltimore, MD', cincy: 'Cincinnati, OH',
  'san fran': 'San Francisco, CA', 'east la': 'East Los Angeles, CA', mpls: 'Minneapolis, MN', wpb: 'West Palm Beach, FL',
});

export interface KnownPlace {
  /** How the answer names it: the gazetteer's spelling ("Cambridge, MA", "Back Bay", "02139") or as typed. */
  name: string;
  place: Place | null;
}

/** The gazetteer's name without its state or ZIP: "Back Bay, Boston, MA" -> "Back Bay". */
function nameOf(label: string): string {
  const parts = label.split(',').map((part) => part.trim());
  // A neighbourhood elsewhere keeps its city ("Park Slope, Brooklyn"): a town elsewhere may share its
  // name; no town has a big workplace's ("Mayo Clinic").
  return parts.length === 3 && parts[2] !== HOME_STATE && !isNationalLandmark(parts[0] ?? '') ? `${parts[0]}, ${parts[1]}` : (parts[0] ?? label);
}

/** State codes that are also English words: only in capitals ("Lowell or Chelmsford" names no Oregon town). */
const WORD_LIKE_CODES = new Set(['or', 'in', 'me', 'hi', 'ok', 'oh', 'al', 'id', 'de', 'la', 'pa', 'co', 'ma']);
/** The older abbreviations with a dot that addresses still use ("Boulder, Colo.", "Pasadena, Calif."). */
const OLD_ABBREVIATIONS = wordTable<string>({
  ala: 'AL', ariz: 'AZ', ark: 'AR', calif: 'CA', cal: 'CA', colo: 'CO', conn: 'CT', del: 'DE', fla: 'FL', ill: 'IL', ind: 'IN',
  kan: 'KS', kans: 'KS', mich: 'MI', minn: 'MN', miss: 'MS', mont: 'MT', neb: 'NE', nebr: 'NE', nev: 'NV', okla: 'OK',
  ore: 'OR', oreg: 'OR', pa: 'PA', penn: 'PA', penna: 'PA', tenn: 'TN', tex: 'TX', vt: 'VT', va: 'VA', wash: 'WA', wis: 'WI',
  wisc: 'WI', wyo: 'WY',
});
function stateOf(written: string | undefined): string | null {
  if (!written) return null;
  // "N.H.", "R.I.": a code written with dots.
  const dotted = /^(\p{Lu})\.\s?(\p{Lu})\.?$/u.exec(written);
  if (dotted) return stateCode(`${dotted[1]}${dotted[2]}`);
  if (WORD_LIKE_CODES.has(written) && written !== 'ma') return null;
  return stateCode(written) ?? (/^\p{Lu}/u.test(written) ? (OLD_ABBREVIATIONS[written.toLowerCase().replace(/\.$/, '')] ?? null) : null);
}

/**
 * The place a span names exactly, or with typos when `typos`: a ZIP (ZIP+4 too), a town or
 * neighbourhood with or without its state (code or name). A name with no state must be a
 * home-state place or be written with capitals ("Austin"), so lower-case words that happen to name
 * a town somewhere ("cost", "over") are not places.
 */
export function knownPlace(span: string, typos = false): KnownPlace | null {
  const text = span.trim().replace(/,+$/, '').replace(/(?<=\p{L}{2,})\.+$/u, '');
  const zip = /^(\d{5})(?:-\d{4})?$/.exec(text)?.[1];
  if (zip) return placeByZip(zip) ? { name: zip, place: placeByZip(zip) } : null;
  if (!/\p{L}/u.test(text) || /^\d/.test(text)) return null;
  const nickname = NICKNAMES[text.toLowerCase()];
  if (nickname) return knownPlace(nickname);
  // "ASU Tempe campus": a site's campus is the site, when the gazetteer knows it as a site without
  // the word ("Dell campus" is no campus of Dell, Arkansas).
  const site = /^(.+?)\s+campus$/i.exec(text)?.[1];
  const campusOf = site ? knownPlace(site, typos) : null;
  if (campusOf && campusOf.place?.precision !== 'city') return campusOf;
  const words = text.toLowerCase().split(/[\s,]+/);
  if (words.every((word) => COMMON_WORDS.has(word)) || (words.length === 1 && KINDS_OF_SITE.has(words[0] ?? ''))) return null;

  // The state is the last word or two ("Ann Arbor Michigan", "Charleston, South Carolina").
  const parts = text.split(/(?:\s*,\s*|\s+)/);
  for (const stateWords of [2, 1]) {
    if (parts.length <= stateWords) continue;
    const code = stateOf(parts.slice(-stateWords).join(' '));
    const town = parts.slice(0, -stateWords).join(' ');
    if (!code || COMMON_WORDS.has(town.toLowerCase())) continue;
    const city = placeByName(town, code) ?? (typos ? placeByMisspeltName(town, code) : null);
    if (city) return { name: `${nameOf(city.label)}, ${code}`, place: city };
  }
  // "Germantown, Philadelphia", and with no comma "fishtown philadelphia": the neighbourhood of that
  // city, before any town of its name.
  const inCity = partOfCityNamed(text);
  if (inCity) return { name: nameOf(inCity.label), place: inCity };
  const capitalised = /^\p{Lu}/u.test(text);
  const named = placeByName(text);
  // A city of several words and many ZIP codes is no accident of lower case ("new orleans", "salt lake city"),
  // nor is a town named after one with a compass word ("west des moines", "north las vegas").
  const bigCity =
    named !== null && words.length > 1 && (zipCountOf(named) >= BIG_CITY_ZIPS || (COMPASS.has(words[0] ?? '') && knownPlace(words.slice(1).join(' ')) !== null));
  if (named && (named.state === HOME_STATE || capitalised || bigCity) && !(words.length === 1 && COMMON_WORDS.has(words[0] ?? ''))) {
    return { name: nameOf(named.label), place: named };
  }
  // A common word may be part of a misspelt name when it is written as a name ("Back Bya").
  // A word in lower case with an English ending ("starting", "used") is that word, not a town ("Sterling").
  // Nor is a big city's name elsewhere a misspelt home-state one ("brooklyn" is not Brookline,
  // "Downtown Houston" is not Downtown Boston).
  const englishWord = !capitalised && words.some((word) => /(?:ing|ed|ly)$/.test(word));
  const cityElsewhere = [text, ...text.split(/\s+/)].some((part) => {
    const found = placeByName(part);
    return found !== null && found.state !== HOME_STATE && zipCountOf(found) >= BIG_CITY_ZIPS;
  });
  // "Uptown" is a part of a city, never a misspelt Upton.
  const partWord = words.some((word) => /^(?:uptown|midtown|downtown)$/.test(word));
  if (typos && !englishWord && !cityElsewhere && !partWord && words.length <= 3 && !words.every((word) => COMMON_WORDS.has(word)) && (capitalised || !words.some((word) => COMMON_WORDS.has(word)))) {
    // A big city elsewhere, misspelt: written as a name, or one long word that names no place as it is ("minneaplis", not "stanford").
    const misspelt = placeByMisspeltName(text) ?? (capitalised || (words.length === 1 && text.length >= 8 && !named) ? bigCityByMisspeltName(text) : null);
    if (misspelt) return { name: nameOf(misspelt.label), place: misspelt };
  }
  return null;
}

/**
 * A city by its short name after a part of it ("Koreatown LA", "Fishtown Philly"): "LA" alone is
 * Louisiana, but after a part of Los Angeles it is the city.
 */
function cityOfShortName(name: string): string {
  const lower = name.toLowerCase();
  return lower === 'la' ? 'Los Angeles' : (NICKNAMES[lower]?.replace(/,.*$/, '') ?? name);
}

/** A neighbourhood followed by its city, with a comma or none ("Ballard, Seattle", "fishtown philadelphia", "koreatown la"). */
function partOfCityNamed(text: string): Place | null {
  const [, partName, cityName] = /^([^,]+),\s*([^,]+)$/.exec(text) ?? [];
  if (partName && cityName) return placeInCity(partName, cityOfShortName(cityName));
  const words = text.split(/\s+/);
  for (let cityWords = 1; cityWords <= Math.min(3, words.length - 1); cityWords += 1) {
    const inCity = placeInCity(words.slice(0, -cityWords).join(' '), cityOfShortName(words.slice(-cityWords).join(' ')));
    if (inCity) return inCity;
  }
  return null;
}

/**
 * The longest run of first words, then of last words, that names a place; exactly, also a run
 * inside ("I leave Braintree around 7 and get" -> Braintree). Typos are tried at the ends only,
 * which keeps a long span to a few comparisons.
 */
function longestKnownRun(words: string[], typos: boolean, commaAfter: ReadonlySet<number> = new Set()): KnownPlace | null {
  const most = Math.min(MAX_SPAN_WORDS, words.length);
  // Where a comma ended a word it stays: "Germantown, Philadelphia" names the part of that city.
  const withCommas = (run: string[]) => run.map((word, index) => (index < run.length - 1 && commaAfter.has(index) ? `${word},` : word)).join(' ');
  for (let count = most; count >= 1; count -= 1) {
    // A big city in lower case before a comma is all its clause says ("busco daycare en hartford, mi niña tiene 3").
    const found = knownPlace(withCommas(words.slice(0, count)), typos) ?? (count === 1 && commaAfter.has(0) ? bigCityInLowerCase(words[0] ?? '') : null);
    // A town elsewhere that a capitalised word goes on from is the start of a longer name ("Arnold
    // Arboretum"), unless a comma parts them ("Tempe, ASU grad student") and no state code follows ("Lakewood, CO").
    const next = words[count] ?? '';
    const continues = /^\p{Lu}/u.test(next) && (!commaAfter.has(count - 1) || /^[A-Z]{2}$/.test(next)) && found?.place?.state !== HOME_STATE;
    if (found && !continues) return found;
  }
  for (let count = Math.min(most, words.length - 1); count >= 1; count -= 1) {
    const found = knownPlace(words.slice(-count).join(' '), typos);
    // A town elsewhere that a capitalised word leads into is the end of a longer name ("Amazon in
    // South Lake Union" is no Union, NJ), unless a comma parts them.
    const before = words[words.length - count - 1] ?? '';
    // A misspelt home-state town is no end of a longer name either ("Denver Health" holds no Heath).
    const ends = /^\p{Lu}/u.test(before) && !commaAfter.has(words.length - count - 1) && (found?.place?.state !== HOME_STATE || typos);
    if (found && !ends) return found;
    // "to Downtown Houston": the longer name is a part of the city, kept as typed.
    const part = found && ends ? partOfTown(`${before} ${words.slice(-count).join(' ')}`) : null;
    if (part) return { name: part, place: null };
  }
  if (typos) return null;
  // Inside, only capitalised runs, and only in a stretch a sentence long: a 1,000-character request stays fast.
  const inner = words.slice(0, MAX_INNER_WORDS);
  for (let count = Math.min(most, inner.length - 2); count >= 1; count -= 1) {
    for (let start = 1; start + count < inner.length; start += 1) {
      if (!/^(?:\p{Lu}|\d)/u.test(inner[start] ?? '')) continue;
      const found = knownPlace(inner.slice(start, start + count).join(' '));
      // Nor is a town elsewhere inside a longer name in capitals ("South Lake Union" holds no Lake);
      // before a place word it names a landmark ("my shift at Logan Airport").
      const next = inner[start + count] ?? '';
      if (found && found.place?.state !== HOME_STATE && /^\p{Lu}/u.test(next) && PLACE_WORDS.test(next)) return { name: `${found.name} ${next}`, place: null };
      const inName = found?.place?.state !== HOME_STATE && [inner[start - 1], next].some((word) => /^\p{Lu}/u.test(word ?? ''));
      if (found && !inName) return found;
    }
  }
  return null;
}

/**
 * A one-ZIP town elsewhere, named with no state, a typo or two from a home-state place: the parent
 * meant the near one ("preschool in Brooklin" is Brookline, not Brooklin, Maine). Asked once per
 * span, for the whole span only: the misspelt-name search is the costly part of a reading.
 */
function preferNearer(span: string, found: KnownPlace): KnownPlace | null {
  // A name found with its state ("Brooklin, ME") was meant as written.
  if (!found.place || found.place.state === HOME_STATE || found.name.includes(',') || zipCountOf(found.place) > 1) return null;
  const nearer = placeByMisspeltName(span);
  return nearer ? { name: nameOf(nearer.label), place: nearer } : null;
}

/**
 * A street address without the words a parent wrote after it ("500 Boylston St Boston by car",
 * "200 Berkeley St Boston around 8"): when it is written with capitals, it ends at its last
 * capitalised word, state or ZIP, and lower-case words (or a dash) after that are not part of it.
 */
function streetOnly(span: string): string {
  const words = span.split(/\s+/);
  let last = -1;
  words.forEach((word, index) => {
    if (index > 0 && /^(?:\p{Lu}|\d{5}\b)/u.test(word)) last = index;
  });
  // What follows is lower-case words, or a dash before them ("88 Harvard Ave Allston - anything close").
  if (last < 1 || last === words.length - 1 || !/^(?:\p{Ll}|[-–—]$)/u.test(words[last + 1] ?? '')) return span;
  return words.slice(0, last + 1).join(' ').replace(/[,;:]+$/, '');
}

/** The place the most first words of a stretch name exactly: "Stoneham for my son" -> Stoneham. */
function leadingPlace(text: string): KnownPlace | null {
  const words = text.split(/\s+/);
  for (let count = Math.min(MAX_SPAN_WORDS, words.length); count >= 1; count -= 1) {
    const found = knownPlace(words.slice(0, count).join(' '));
    if (found) return found;
  }
  return null;
}

/**
 * A neighbourhood said to be in a big city of another state than the one the gazetteer knows it in:
 * "hyde park in chicago" is Chicago's Hyde Park, not Boston's, and stays "hyde park, Chicago".
 */
function inOtherCity(found: KnownPlace, rest: string): string | null {
  const city = /^\s+in\s+(.+)$/i.exec(rest)?.[1];
  if (!city || !found.place) return null;
  const words = city.replace(/[,.]/g, ' ').split(/\s+/).filter(Boolean);
  for (let count = Math.min(3, words.length); count >= 1; count -= 1) {
    const named = placeByName(words.slice(0, count).join(' '));
    if (named && zipCountOf(named) >= BIG_CITY_ZIPS && named.state !== found.place.state) return `${found.name}, ${nameOf(named.label)}`;
    // "Penn in Philly": a town no bigger than a big city cannot be in it, so the name is a site of the
    // city (a university, a hospital) that shares a small town's name. The city by any name it has.
    const city = knownPlace(words.slice(0, count).join(' '));
    const nicknamed = city?.place;
    const small = found.place.precision === 'city' && zipCountOf(found.place) < BIG_CITY_ZIPS;
    if (nicknamed && small && zipCountOf(nicknamed) >= BIG_CITY_ZIPS && nicknamed.city !== found.place.city) return `${found.name}, ${city?.name}`;
  }
  return null;
}

/** Roads that run through many towns: "Route 9 in Newton" is Newton. */
const THROUGH_ROAD = /\b(?:route|rte|highway|hwy|pike|turnpike|interstate|expressway|parkway)\b/i;

/**
 * A street or landmark the gazetteer cannot know and the town it is in, the town as the gazetteer
 * spells it: "Hancock St in Quincy" is "Hancock St, Quincy", "Uphams Corner in Dorchester for my
 * son" is "Uphams Corner, Dorchester".
 */
function streetAndTown(span: string, isLandmark: (text: string) => boolean): string | null {
  // "Highland Ave right at School St in Somerville": a corner, as the geocoder writes one.
  const [, first, second, cornerTown] = /^(.+?)\s+(?:right\s+|just\s+)?(?:at|near|by|off|and|&)\s+(.+?),?\s+in\s+(.+)$/i.exec(span) ?? [];
  if (first && second && cornerTown && isLandmark(first) && isLandmark(second) && !THROUGH_ROAD.test(first) && !THROUGH_ROAD.test(second)) {
    const town = leadingPlace(cornerTown);
    if (town) return `${first} & ${second}, ${town.name}`;
  }
  const [, street, rest] = /^(.+?)\s+(?:in|at)\s+(.+)$/i.exec(span) ?? [];
  if (!street || !rest || !isLandmark(street) || THROUGH_ROAD.test(street)) return null;
  const town = leadingPlace(rest);
  return town ? `${street}, ${town.name}` : null;
}

/**
 * A town's place, said with a possessive: "Boston's South End" is the South End, "Quincy's Wollaston
 * neighborhood" is Quincy (the gazetteer knows no Wollaston), "Quincy's Wollaston Beach" is
 * "Wollaston Beach, Quincy", and "Quincy's" alone is Quincy.
 */
function placeOfTown(span: string, isLandmark: (text: string) => boolean): string | null {
  const [, owner, rest] = /^(.+?)'s(?:\s+(.+))?$/.exec(span) ?? [];
  const town = owner ? knownPlace(owner) : null;
  // Only a home-state town: "St. Mary's" is a church or a hospital, not Saint Mary, Missouri.
  if (town?.place?.state !== HOME_STATE) return null;
  if (!rest) return town.name;
  const inside = leadingPlace(rest);
  // A place elsewhere after it makes it a name of its own: "Lee's Summit".
  if (inside) return inside.place?.state === HOME_STATE ? inside.name : null;
  return isLandmark(rest) ? `${rest}, ${town.name}` : town.name;
}

/** What a town's name begins when it names a university, a hospital or a station: "salem state university". */
const INSTITUTION = /^(.+?)\s+((?:state\s+)?(?:university|college|hospital|medical\s+(?:center|centre|area)|general|station|reservoir|airport)|state(?=$|\s+(?!(?:st|street|rd|road|ave|avenue|park|house|line|forest|beach|route)\b)\p{Ll}))\b/iu;

/**
 * A known place and the institution named after it, in any case ("salem state university", "north
 * shore medical center"): the institution, not the town, is the place meant.
 */
export function placeAndInstitution(span: string): string | null {
  const [whole, head, kind = ''] = INSTITUTION.exec(span) ?? [];
  // "Salem State", "Framingham State": a town's state university, said short; not a state ("New York State").
  if (/^state$/i.test(kind) && (!head || stateCode(head) || stateCode(head.replace(/^(?:the\s+)/i, '')))) return null;
  return whole && head && head.split(/\s+/).length <= 3 && knownPlace(head) ? whole : null;
}

/** A street address: a house number and a name ("12 Elm St", "221B Baker Street", "350 5th Ave"). */
const STREET_ADDRESS = /^\d+[a-z]?(?:-\d+)?\s+(?:\d+(?:st|nd|rd|th)\s+)?(?!(?:in|at|on|near|by|off|and|or|to|from|of)\b)\p{L}/iu;
/** A flat's number before its street address, as a maps app or a form writes it: "apt 4B 88 Harvard Ave". */
const UNIT_FIRST = /^(?:apt|apartment|unit|suite|ste|#)\.?\s*#?[\p{L}\d-]{1,5},?\s+(?=\d)/iu;
/** Whether a span is a street address, a flat's number before it or not ("12 elm st", "apt 4B 88 Harvard Ave"). */
export const isStreetAddress = (span: string) => STREET_ADDRESS.test(span.replace(UNIT_FIRST, ''));
/**
 * Ends with a town the gazetteer knows, after capitalised words: "Fields Corner Dorchester",
 * "Kendall Square Cambridge" (a home-state town); elsewhere, after a landmark or a comma: "TEXAS
 * MEDICAL CENTER HOUSTON", "South Lake Union, Seattle", or before a big city: "Little Haiti Miami".
 */
function endsInKnownTown(span: string, isLandmark: (text: string) => boolean): boolean {
  const words = span.split(/\s+/).filter(Boolean);
  for (let count = Math.min(4, words.length - 1); count >= 1; count -= 1) {
    const lead = words.slice(0, -count);
    if (!lead.every((word) => /^(?:\p{Lu}|\d)/u.test(word))) continue;
    const town = knownPlace(words.slice(-count).join(' '))?.place;
    const leadText = lead.join(' ');
    // A big city elsewhere after a name of no common words: "Little Haiti Miami".
    const bigCity = town && zipCountOf(town) >= BIG_CITY_ZIPS && !lead.some((word) => COMMON_WORDS.has(word.toLowerCase()));
    if (town && (town.state === HOME_STATE || leadText.endsWith(',') || isLandmark(leadText) || bigCity)) return true;
  }
  return false;
}

/** Words before a city that name a part of it: "Midtown Manhattan", "downtown providence", "Center City Philadelphia". */
const PART_BEFORE = /^(?:downtown|midtown|uptown|lower|upper|center\s+city|old\s+town)\s+(.+)$/i;
/** Words after a town that name a spot in it, in any case: "Juneau AK downtown", "concord center", "Seattle ferry terminal". */
const SPOT_AFTER = /^(.+?)\s+((?:[\p{L}'-]+\s+){0,2}?)(?:downtown|center|centre|square|sq\.?|park|station|terminal|campus|airport|village|waterfront)$/iu;

/**
 * A part of a known city or a spot in a known town, kept as typed for the geocoder: the words that
 * say where in the town are the more precise part. Words between a town and its spot must be no
 * common words ("Quincy for the station" is Quincy).
 */
export function partOfTown(span: string): string | null {
  const city = PART_BEFORE.exec(span)?.[1];
  const found = city ? knownPlace(city) : null;
  // "Center City Philly": the city by its name, for the geocoder.
  if (city && found) return NICKNAMES[city.toLowerCase()] ? `${span.slice(0, span.length - city.length)}${found.name}` : span;
  const [, town, between] = SPOT_AFTER.exec(span) ?? [];
  if (!town || !knownPlace(town)) return null;
  // "watertown sq" is written out as the gazetteer writes squares.
  return (between ?? '').split(/\s+/).filter(Boolean).some((word) => COMMON_WORDS.has(word.toLowerCase())) ? null : span.replace(/\b(s)q\.?$/i, '$1quare');
}

/**
 * "Pittsburgh Squirrel Hill", "Seattle - Capitol Hill", "Seattle: Fremont": a city, then a name of
 * two or three words in capitals, or of one after a dash or colon.
 */
const CITY_THEN_NAME = /^((?:\p{Lu}[\p{L}.']*\s+){0,2}?\p{Lu}[\p{L}.']*(?:,?\s+[A-Z]{2})?)(?:\s+|\s*([-:,])\s*)(\p{Lu}[\p{L}'.]*(?:-\p{Lu}[\p{L}'.]*)?(?:\s+\p{Lu}[\p{L}'.]*){0,2})$/u;

/** A building or site named after its city keeps the city's name first ("Denver Tech Center", "Houston Airport"). */
const NAMED_AFTER_CITY = /\b(?:center|centre|airport|station|hospital|university|college|mall|campus|terminal|stadium|zoo|museum|library|school|institute|clinic)$/i;

/**
 * A part of a big city elsewhere named after the city, written as addresses write it ("Squirrel
 * Hill, Pittsburgh"), when the name is no place the gazetteer knows and no state. One word after a
 * city is too often the end of its own name ("Brooklyn Heights", "Flushing Queens"); home-state
 * towns are left to the runs below, which know their neighbourhoods.
 */
function neighbourhoodAfterCity(span: string): string | null {
  // In lower case only after a big city: "chicago lincoln park" as "Chicago Lincoln Park".
  const lower = !/\p{Lu}/u.test(span);
  const [, city, mark, name] = CITY_THEN_NAME.exec(lower ? capitalised(span.trim()) : span.trim()) ?? [];
  // One word after a comma is the city of a part named first ("Fremont, Seattle"), as addresses write it.
  // A name that begins with a place word goes on from the city's ("Madison Square Garden").
  if (!city || !name || ((!mark || mark === ',') && !name.includes(' ')) || stateOf(name) || stateOf(name.split(/\s+/).at(-1)) || NAMED_AFTER_CITY.test(name) || PLACE_WORDS.test(name.split(/\s+/)[0] ?? '')) return null;
  const nameWords = name.toLowerCase().split(/\s+/);
  if (nameWords.every((word) => COMMON_WORDS.has(word))) return null;
  // In lower case the name must sound like a part of a city ("lincoln park"), not a clause ("we get").
  if (lower && (nameWords.some((word) => COMMON_WORDS.has(word)) || !nameWords.some((word) => PART_NAME_WORDS.has(word) || PLACE_WORDS.test(word)))) return null;
  const found = knownPlace(city);
  if (!found?.place || found.place.state === HOME_STATE || zipCountOf(found.place) < (lower ? ONE_WORD_BIG_CITY_ZIPS : BIG_CITY_ZIPS)) return null;
  // The city's name goes on into a longer one ("Jamaica Plain Boston" holds no Jamaica, NY).
  if (knownPlace(`${city} ${name.split(/\s+/)[0] ?? ''}`)) return null;
  // A name the gazetteer knows is that place, unless only as a town far off ("Chicago - Lincoln Park",
  // not Lincoln Park, Michigan): no one names a big city and a town that far as one place. A part
  // of the city it knows ("San Diego, La Jolla") is the more precise of the two.
  const known = knownPlace(name);
  const named = known?.place;
  if (named && named.state === found.place.state && haversineMeters(named, found.place) < PART_OF_CITY_METERS) return known.name;
  if (named && (named.state === found.place.state || (named.precision === 'city' && zipCountOf(named) >= BIG_CITY_ZIPS) || haversineMeters(named, found.place) < FAR_APART_METERS)) return null;
  return `${name}, ${found.name}`;
}

/**
 * "capitol hill seattle": a part of a city the gazetteer does not know, in lower case, then a big
 * city elsewhere, with no comma: the part in that city, as addresses write it. (In capitals the
 * name is kept as typed, and the geocoder reads it so.)
 */
function nameThenCity(span: string): string | null {
  const words = span.trim().split(/\s+/);
  if (/\p{Lu}/u.test(span) || words.length < 3 || words.length > 5) return null;
  for (const cityWords of [2, 1]) {
    const nameWords = words.slice(0, -cityWords);
    const city = words.slice(-cityWords).join(' ');
    const found = knownPlace(city) ?? bigCityInLowerCase(city);
    if (!found?.place || found.place.state === HOME_STATE || zipCountOf(found.place) < ONE_WORD_BIG_CITY_ZIPS) continue;
    const name = nameWords.join(' ');
    const lower = nameWords.map((word) => word.toLowerCase());
    if (nameWords.length < 2 || lower.some((word) => COMMON_WORDS.has(word) && !PART_NAME_WORDS.has(word)) || knownPlace(name) || knownPlace(`${name} ${words.at(-cityWords) ?? ''}`)) return null;
    if (!lower.some((word) => PART_NAME_WORDS.has(word))) return null;
    return `${capitalised(name)}, ${found.name}`;
  }
  return null;
}

/** Common words that begin or end the name of a part of a city: "Upper West Side", "Columbia Heights". */
const PART_NAME_WORDS = new Set(['side', 'heights', 'park', 'hill', 'village', 'point', 'end', 'upper', 'lower', 'old', 'little']);

/**
 * "Little Havana", "Upper West Side", "Columbia Heights DC": two or three words in capitals, one of
 * them a town's name elsewhere, that the gazetteer does not know together: the name as typed (with
 * its state), not the town inside it. No other word may be a town, a state or a common word.
 */
function nameHoldingTown(span: string): string | null {
  const [, name = '', code] = /^(.+?)(?:,?\s+([A-Z]{2}))?$/u.exec(span.trim()) ?? [];
  const state = code && stateOf(code) ? code : null;
  const words = (state ? name : span.trim()).split(/\s+/);
  if (words.length < 2 || words.length > 3 || !words.every((word) => /^\p{Lu}[\p{L}'.]*$/u.test(word))) return null;
  // A town in the possessive owns the name after it ("Seattle's Ballard"): partOfCityOwned reads it.
  if (words.slice(0, -1).some((word) => /'s$/.test(word))) return null;
  if (knownPlace(words.join(' '))) return null;
  // "Fishtown Philly", "Mission District SF": a city's nickname, written out for the geocoder.
  const nickname = NICKNAMES[(words.at(-1) ?? '').toLowerCase()];
  if (nickname && !state) return `${words.slice(0, -1).join(' ')}, ${knownPlace(nickname)?.name ?? nickname}`;
  const towns = words.filter((word) => knownPlace(word)?.place);
  const others = words.filter((word) => !towns.includes(word)).map((word) => word.toLowerCase());
  if (towns.length !== 1 || others.some((word) => stateOf(word) || (COMMON_WORDS.has(word) && !PART_NAME_WORDS.has(word)) || ENDS_A_KEPT_PLACE.has(word) || NO_PLACE_NOUNS.has(word))) return null;
  return state ? `${words.join(' ')}, ${state}` : words.join(' ');
}

/**
 * "Ballard (Seattle)", "Fishtown (Philly)": a name in capitals, then in brackets the big city it is a
 * part of, in another state than any town of that name: the part, in its city ("Ballard, Seattle").
 */
export function partThenCity(name: string, inside: string): string | null {
  const city = knownPlace(inside.trim());
  if (!city?.place || city.place.precision !== 'city' || zipCountOf(city.place) < BIG_CITY_ZIPS) return null;
  const words = name.trim().split(/\s+/);
  if (words.length > 3 || !words.every((word) => /^\p{Lu}/u.test(word)) || words.some((word) => COMMON_WORDS.has(word.toLowerCase()))) return null;
  const named = knownPlace(name)?.place;
  return named?.state === city.place.state ? null : `${name.trim()}, ${city.name}`;
}

/** A town named by the first words of a stretch whose other words are all common ones: "Cambridge next month". */
export function townBeforeCommonWords(span: string): KnownPlace | null {
  const words = span.split(/\s+/);
  for (let count = Math.min(3, words.length - 1); count >= 1; count -= 1) {
    if (!words.slice(count).every((word) => COMMON_WORDS.has(word.toLowerCase()))) continue;
    const found = knownPlace(words.slice(0, count).join(' '));
    if (found) return found;
  }
  return null;
}

/** A university named by its town, in any case: "UMass Boston", "umass lowell", "University of Rochester". */
const CAMPUS = /^((?:umass|uconn|suny|cuny|cal\s+state|university\s+of|univ\.?\s+of|u\s+of)\s+)(\p{L}+(?:\s+\p{L}+){0,2}?)(?=$|\s*,)/iu;

/** The campus as typed, when nothing but a new clause follows it ("University of Iowa hosp, Iowa City" is a hospital). */
function campusOfTown(span: string): string | null {
  const [, lead = '', town = ''] = CAMPUS.exec(span.trim()) ?? [];
  return town && (knownPlace(town) ?? bigCityInLowerCase(town)) ? `${lead}${town}` : null;
}

/** The town one word names, in any case if it is a big city. */
export function townInWord(word: string): KnownPlace | null {
  return knownPlace(word) ?? bigCityInLowerCase(word);
}

/** A town of this many ZIP codes, typed in lower case after "in"/"en", is no word that happens to name one. */
const TOWN_AFTER_IN_ZIPS = 3;
const MONTHS_AND_SEASONS = new Set(['january', 'february', 'march', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'summer', 'winter', 'spring', 'autumn']);

/**
 * A town typed in lower case where a place is said ("in dearborn", "en kissimmee"): "Dearborn, MI",
 * or a home-state town by its name. A one-word town elsewhere only of some size, and never a common
 * word or a month (a town of one ZIP code may be a word: Casa, Arkansas; Person, somewhere).
 */
export function townSaidInLowerCase(words: string): string | null {
  const lower = words.toLowerCase().split(/\s+/);
  // A name of several words may hold common ones ("union city", "park city"), not only them; a
  // state's name ("new hampshire") is no town of that name.
  if (lower.every((word) => COMMON_WORDS.has(word)) || lower.some((word) => MONTHS_AND_SEASONS.has(word)) || (lower.length > 1 && stateCode(words))) return null;
  const found = knownPlace(capitalised(words));
  const town = found?.place;
  // A name of two words or more is no common word by accident ("union city", "central falls"), whatever its size.
  if (!found || !town || town.precision !== 'city' || (town.state !== HOME_STATE && lower.length === 1 && zipCountOf(town) < TOWN_AFTER_IN_ZIPS)) return null;
  return townWithItsState(words, town);
}

/**
 * A town's name as typed, capitalised, with its state unless it is the home state's ("burlington
 * vermont" is "Burlington, VT", "dublin oh" "Dublin, OH", "lowell" "Lowell"): how a town read from
 * lower case is handed on, so the search does not read "Brandon" as Vermont's when Florida's is meant.
 */
export function townWithItsState(words: string, town: Place): string {
  const said = knownPlace(capitalised(words))?.name ?? capitalised(words);
  const name = said.includes(',') ? said.slice(0, said.indexOf(',')) : said;
  return town.state === HOME_STATE ? name : `${name}, ${town.state}`;
}

/** A span that is one word in lower case naming a big city ("houston", "brooklyn"): no common word names one. */
function bigCityInLowerCase(span: string): KnownPlace | null {
  const word = span.trim();
  const found = /^\p{Ll}+$/u.test(word) && !COMMON_WORDS.has(word) ? placeByName(word) : null;
  return found && zipCountOf(found) >= ONE_WORD_BIG_CITY_ZIPS ? { name: `${nameOf(found.label)}, ${found.state}`, place: found } : null;
}

/**
 * "UMass Memorial in Worcester", "Montefiore in the Bronx", "Jackson Memorial in Miami": a name in
 * capitals the gazetteer does not know, in a town it knows: the name, with its town. Not common
 * words ("Anything in Quincy").
 */
function namedSiteInTown(span: string): string | null {
  const [, name = '', town = ''] = /^((?:\p{Lu}[\p{L}'.&-]*\s+)*?(?:\p{Lu}[\p{L}'.&-]*))\s+in\s+(?:the\s+)?([^,]+?(?:,?\s+[A-Z]{2})?)$/u.exec(span.trim()) ?? [];
  const found = town ? knownPlace(town) : null;
  const words = name.toLowerCase().split(/\s+/);
  // A field of work inside a longer name is part of it ("Cambridge Health Alliance"), not alone or first ("Healthcare in Quincy").
  const noPlace = (word: string) => COMMON_WORDS.has(word) || ENDS_A_KEPT_PLACE.has(word);
  const field = (word: string) => NO_PLACE_NOUNS.has(word);
  if (!found || knownPlace(name) || words.length > 4 || words.some(noPlace) || field(words[0] ?? '') || words.every(field)) return null;
  return `${name}, ${found.name}`;
}

/**
 * Kinds of site that stand in the town they are named after: not a market or a common ("Quincy
 * Market" and "Boston Common" are in Boston), which the gazetteer names when it knows them.
 */
const INSTITUTION_OF_TOWN = /\b(?:hospital|college|court|courthouse|high|school|academy|library|hall|clinic|institute|university)$/i;

/**
 * "Holyoke Community College", "Worcester Trial Court", "Nantucket Cottage Hospital": a landmark the
 * gazetteer does not know, named after the home-state town it begins with, is in that town; the
 * town goes after it, so a geocoder that cannot find the site finds the town (and not College,
 * Alaska, as the offline one did for the college's last word).
 */
function siteNamedForTown(span: string, isLandmark: (text: string) => boolean): string | null {
  const words = span.trim().split(/\s+/);
  if (words.length < 2 || words.length > 5 || !INSTITUTION_OF_TOWN.test(span) || !isLandmark(span)) return null;
  for (const count of [2, 1]) {
    const town = words.length > count ? knownPlace(words.slice(0, count).join(' ')) : null;
    if (town?.place?.state === HOME_STATE && /^\p{Lu}/u.test(words[count] ?? '')) return `${span.trim()}, ${town.name}`;
  }
  return null;
}

/** Kinds of place a site's name may end with: "south shore hospital in weymouth". */
const SITE_KINDS = new Set(['hospital', 'clinic', 'lab', 'labs', 'factory', 'warehouse']);

/** Words that may stand inside a site's name in lower case: "the university of michigan". */
const NAME_LINKS = new Set(['of', 'the', 'and', '&']);

/**
 * "nih in bethesda", "the cdc in atlanta", "the french quarter, new orleans": a site or part in lower
 * case and the town it is in, after "in" or a comma (never a bare space: "infant room woburn" is
 * Woburn). The site is no common word, field of work or place word alone, nor a town itself; the
 * town is any the gazetteer knows by that name, written as a name.
 */
export function siteInTownInLowerCase(span: string): string | null {
  const [, lead = '', town = ''] = /^((?:the\s+)?\p{Ll}[\p{Ll}'&.-]*(?:\s+\p{Ll}[\p{Ll}'&.-]*){0,3}?)(?:\s+in|,)\s+(\p{Ll}[\p{Ll}.'-]*(?:\s+\p{Ll}[\p{Ll}.'-]*){0,2})$/u.exec(span.trim()) ?? [];
  const name = lead.replace(/^the\s+/, '');
  const words = name.split(/\s+/).filter(Boolean);
  // A kind of place ends a site's name ("south shore hospital"), but is none alone or before another word.
  const noPlaceNoun = (word: string, index: number) => NO_PLACE_NOUNS.has(word) && !(index > 0 && index === words.length - 1 && SITE_KINDS.has(word));
  if (words.length === 0 || words.some((word, index) => !NAME_LINKS.has(word) && (COMMON_WORDS.has(word) || noPlaceNoun(word, index) || ENDS_A_KEPT_PLACE.has(word)))) return null;
  if (town.split(/\s+/).some((word) => COMMON_WORDS.has(word))) return null;
  const found = knownPlace(capitalised(town));
  // A site the gazetteer knows by name is written as it spells it ("nih in bethesda": "NIH, Bethesda").
  const site = knownPlace(capitalised(name));
  if (site?.place && site.place.precision !== 'city') return found ? `${site.name}, ${found.name}` : null;
  if (NAME_LINKS.has(words[0] ?? '') || (words.length === 1 && PLACE_WORDS.test(name)) || knownPlace(name) || site) return null;
  return found ? `${name}, ${found.name}` : null;
}

/**
 * "a nursing home in marietta, 3-11 shift", "the warehouse in stoughton": a kind of workplace, named
 * by common words, in a town typed in lower case is that town (townSaidInLowerCase decides which).
 */
export function townAfterKindOfPlace(span: string): string | null {
  const [, lead = '', town = ''] = /^((?:\p{Ll}+\s+){0,3}\p{Ll}+)\s+in\s+(\p{Ll}[\p{Ll}.'-]*(?:\s+\p{Ll}[\p{Ll}.'-]*){0,2})(?:,.*)?$/u.exec(span.trim()) ?? [];
  const words = lead.split(/\s+/).filter(Boolean);
  if (!words.some((word) => COMMON_WORDS.has(word) || NO_PLACE_NOUNS.has(word))) return null;
  return town ? townSaidInLowerCase(town) : null;
}

/** Each word begun with a capital, as a name is written: "salt lake city" as "Salt Lake City". */
export const capitalised = (text: string) => text.replace(/(?<![\p{L}'])\p{Ll}/gu, (letter) => letter.toUpperCase());

/**
 * "Manhattan's Upper West Side", "Seattle's Ballard": the part, in its city. A part named like a
 * town of another state ("Ballard", Utah) is still the city's part.
 */
function partOfCityOwned(span: string): string | null {
  const [, city = '', part = ''] = /^(\p{Lu}[\p{L}.]*(?:\s+\p{Lu}[\p{L}.]*)?)'s\s+(\p{Lu}[\p{L}'.]*(?:\s+\p{Lu}[\p{L}'.]*){0,3})$/u.exec(span.trim()) ?? [];
  const found = city ? knownPlace(city) : null;
  // "Martha's Vineyard" is no part of Martha, Oklahoma: a small town elsewhere owns none, nor a
  // one-word place of another state ("Vineyard", California).
  const partElsewhere = knownPlace(part)?.place;
  const ownsNone = !partElsewhere || (!/\s/.test(part.trim()) && partElsewhere.state !== found?.place?.state);
  if (found?.place?.precision === 'city' && found.place.state !== HOME_STATE && zipCountOf(found.place) < BIG_CITY_ZIPS && ownsNone) return null;
  // A part the gazetteer knows in that city is that part ("Chicago's West Loop").
  const inCity = found?.place ? knownPlace(`${part}, ${found.place.city}`) : null;
  if (inCity?.place && found?.place && isNeighbourhoodOf(inCity.place, found.place)) return inCity.name;
  return found && (!partElsewhere || (found.place && partElsewhere.state !== found.place.state)) ? `${part}, ${found.name}` : null;
}

/** A town with its ZIP: "Austin TX 78704", "Malden, MA 02148". */
function townWithZip(span: string): boolean {
  const zip = /^(?:\p{L}[\p{L}\s.'-]*?)[,\s]+(?:\p{L}{2}[,\s]+)?(\d{5})(?:-\d{4})?$/u.exec(span.trim())?.[1];
  return Boolean(zip && placeByZip(zip));
}

/**
 * "Philly near 30th St Station", "Quincy by Wollaston Beach", "Arlington VA near the Pentagon": a
 * landmark or station named near or at a spot in a town is the more precise place, with its town. Not a road through many towns
 * ("Quincy near Route 3"), nor another town ("Quincy near Braintree" only says which part).
 */
function landmarkNear(town: KnownPlace, word: string, rest: string, isLandmark: (text: string) => boolean): string | null {
  const landmark = rest.replace(/^the\s+/i, '').trim();
  if (!/^(?:near|by|at)$/i.test(word) || !town.place || THROUGH_ROAD.test(landmark)) return null;
  // A part of the town the gazetteer knows is that part ("Boston near South Station").
  const known = knownPlace(landmark);
  if (known) return known.place && isNeighbourhoodOf(known.place, town.place) ? known.name : null;
  // A numbered street's landmark ("30th St Station") has no capital on its number.
  // "the Pentagon", "the Galleria": a name in capitals after "the" is a landmark, whatever it ends with.
  const theName = /^the\s+\p{Lu}/iu.test(rest.trim()) && /^\p{Lu}[\p{L}'.-]{2,}(?:\s+\p{Lu}[\p{L}'.-]*){0,2}$/u.test(landmark) && !landmark.split(/\s+/).some((w) => COMMON_WORDS.has(w.toLowerCase()));
  const shaped = theName || isLandmark(landmark) || (/^\d+(?:st|nd|rd|th)\s+\p{Lu}/u.test(landmark) && PLACE_WORDS.test(landmark) && isLandmark(landmark.replace(/^\S+\s+/, '')));
  return shaped && landmark.split(/\s+/).length <= 5 ? `${landmark}, ${town.name}` : null;
}

/** A neighbourhood, square or ZIP the gazetteer places in that very town ("Seaport" in Boston). */
export function isNeighbourhoodOf(part: Place, town: Place): boolean {
  return part.precision !== 'city' && part.city === town.city && part.state === town.state;
}

/**
 * A part of a city is this near its centre (the mean of its ZIPs', which for New York lies some 70 km
 * from the Bronx); a name known only farther off is another place of that name.
 */
const PART_OF_CITY_METERS = 100_000;

/**
 * "in Chicago, in Pilsen", "en Nueva York, en el Bronx": a big city, then after a comma where in it:
 * the part, as the gazetteer names it when it knows it near the city, else as typed with its city.
 * A part the gazetteer knows in the town needs no comma: "in Boston in the Seaport".
 */
function partInApposition(city: KnownPlace, where: string, word: string, rest: string): string | null {
  const name = rest.replace(/^the\s+/i, '').trim();
  if (word.toLowerCase() !== 'in' || !city.place) return null;
  // "in Boston in the Seaport": a part of the town the gazetteer knows in it, comma or none.
  const part = knownPlace(rest.trim()) ?? knownPlace(name);
  if (part?.place && isNeighbourhoodOf(part.place, city.place)) return part.name;
  if (!where.trim().endsWith(',') || zipCountOf(city.place) < BIG_CITY_ZIPS) return null;
  // Already written with its city ("Little Havana, Miami").
  if (name.includes(',')) return name;
  if (part?.place) return part.place.state === city.place.state && haversineMeters(part.place, city.place) < PART_OF_CITY_METERS && part.place.city !== city.place.city ? part.name : null;
  const words = name.split(/\s+/);
  return words.length <= 3 && words.every((w) => /^\p{Lu}/u.test(w) && !COMMON_WORDS.has(w.toLowerCase())) ? `${name}, ${city.name}` : null;
}

/**
 * The place in a cleaned span, or null when there is none: see the file's comment. `looksLikePlace`
 * decides for what the gazetteer does not know (landmarks, streets, Title Case names).
 */
export function placeInSpan(span: string, looksLikePlace: (text: string) => boolean, isLandmark: (text: string) => boolean): string | null {
  const campus = campusOfTown(span);
  if (campus) return campus;
  // "Dudley / Nubian Sq": two names for one place, of which the gazetteer knows one.
  const eitherName = span.split(/\s+\/\s+/).map((name) => knownPlace(name));
  if (eitherName.length === 2 && eitherName.filter(Boolean).length === 1) return eitherName.find(Boolean)?.name ?? null;
  const whole = knownPlace(span) ?? bigCityInLowerCase(span);
  if (whole) return (preferNearer(span, whole) ?? whole).name;
  const namedForTown = siteNamedForTown(span, isLandmark);
  if (namedForTown) return namedForTown;
  // A town with its ZIP ("Austin TX 78704", "Malden, MA 02148"): as typed, the ZIP the most precise part of it;
  // the ZIP alone when the words before it name no town ("Oak Cliff Dallas 75211").
  if (townWithZip(span)) return knownPlace(span.trim().replace(/[,\s]+\d{5}(?:-\d{4})?$/, '')) ? span.trim() : (/\d{5}/.exec(span)?.[0] ?? span.trim());
  const neighbourhood = neighbourhoodAfterCity(span) ?? nameThenCity(span);
  if (neighbourhood) return neighbourhood;
  const words = span.split(/\s+/).filter(Boolean);
  const misspelt = words.length <= 3 ? knownPlace(span, true) : null;
  if (misspelt) return misspelt.name;
  const named = nameHoldingTown(span) ?? partOfCityOwned(span);
  if (named) return named;
  // A place and where in it: "Boston on the Pike", "Quincy off Route 3" are Boston and Quincy.
  const [, where, whereWord = '', whereRest = ''] = /^(.+?)\s+(on|at|by|near|in|off|via|along)\s+(.*)$/i.exec(span) ?? [];
  const placeBeforeWhere = where ? knownPlace(where) : null;
  if (placeBeforeWhere) return landmarkNear(placeBeforeWhere, whereWord, whereRest, isLandmark) ?? partInApposition(placeBeforeWhere, where ?? '', whereWord, whereRest) ?? inOtherCity(placeBeforeWhere, span.slice(where?.length ?? 0)) ?? placeBeforeWhere.name;
  // "providence ri 02906 near brown": the town with its ZIP, as typed, the ZIP its most precise part.
  if (where && townWithZip(where)) return where.trim();
  const siteInTown = namedSiteInTown(span);
  if (siteInTown) return siteInTown;
  const streetInTown = streetAndTown(span, isLandmark);
  if (streetInTown) return streetInTown;
  // "Boston Children's": an institution named after the town, in the possessive.
  const [, ownerTown] = /^(.+?)\s+\p{Lu}\p{L}+'s$/u.exec(span) ?? [];
  if (ownerTown && knownPlace(ownerTown)) return span;
  const owned = placeOfTown(span, isLandmark);
  if (owned) return owned;
  // A ZIP and more words that are no street ("02139 or 02141", "02139 area"): the ZIP.
  const zipFirst = /^(\d{5})(?:-\d{4})?\s+(?!\p{Lu})/u.exec(span)?.[1];
  if (zipFirst && placeByZip(zipFirst)) return zipFirst;
  if (isStreetAddress(span)) return streetOnly(span.replace(UNIT_FIRST, ''));
  const part = partOfTown(span);
  if (part) return part;
  // "Codman Sq" is written out for the geocoder, as the gazetteer writes the squares it knows.
  if (isLandmark(span) || endsInKnownTown(span, isLandmark)) return span.replace(/\bSq\.?$/, 'Square');
  const institution = placeAndInstitution(span);
  if (institution) return institution;
  // "the Dorchester-Milton line": a hyphen between two names parts them. Where a comma ended a word is kept.
  const cleanWords: string[] = [];
  const commaAfter = new Set<number>();
  for (const token of span.split(/\s+|(?<=\p{L})-(?=\p{Lu})/u)) {
    const word = token.replace(/[.,;:!?]$/, '');
    if (word) cleanWords.push(word);
    if (token.endsWith(',') && cleanWords.length > 0) commaAfter.add(cleanWords.length - 1);
  }
  // A landmark and words after it: "Logan airport for a pilot", "South Station for the train".
  for (let count = Math.min(MAX_SPAN_WORDS, cleanWords.length - 1); count >= 2; count -= 1) {
    const head = cleanWords.slice(0, count).join(' ');
    if (!isLandmark(head)) continue;
    // "University of Iowa hosp, Iowa City": the town after a comma stays with it.
    const town = commaAfter.has(count - 1) ? knownPlace(cleanWords.slice(count).join(' ')) : null;
    return town ? `${head}, ${town.name}` : (knownPlace(head)?.name ?? head);
  }
  // A misspelt whole ("Harvard Sqaure", "Newtown MA") before a correct part of it ("Harvard", "Newtown").
  const run = knownPlace(cleanWords.join(' '), true) ?? longestKnownRun(cleanWords, false, commaAfter) ?? longestKnownRun(cleanWords, true, commaAfter);
  if (run) return run.name;
  // A capitalised common word is no place ("Do I need to ..." leaves "Do").
  return looksLikePlace(span) && !span.toLowerCase().split(/[\s,]+/).every((word) => COMMON_WORDS.has(word)) ? span : null;
}

/** The most words a place kept as typed may have ("johns hopkins hospital baltimore"). */
const MAX_KEPT_WORDS = 5;
/** Words that end a place kept as typed: a new clause, a person, what the parent needs. */
const ENDS_A_KEPT_PLACE = new Set(
  `i i'm im we we're were my our he she they you your need needs want wants so because but and or who that which is are was
  for with to from every each since if when where while lol pls please thanks asap as same`.split(/\s+/),
);
/** Fields of work and things near which care is wanted, not places: "I work in tech", "near public transit". */
const NO_PLACE_NOUNS = new Set(
  `tech it retail healthcare health sales finance education construction hospitality marketing nursing person shifts shift
  restaurants restaurant hospital hospitals clinic labs lab software insurance banking law government admin
  public transit transportation bus buses train trains subway parking groceries grocery schools shops stores bank store
  company firm startup factory warehouse elementary middle high private local nearby big small different other another`.split(/\s+/),
);

/**
 * Spanish words a request's Spanish reading leaves as they were, in lower case ("trabajo en
 * landscaping de marzo a noviembre", "salgo de la casa"): a stretch that holds one is no place.
 */
const SPANISH_LEFT_OVER = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'por', 'pa', 'para', 'que', 'q', 'con', 'y']);

/**
 * A stretch a role word plainly marks ("I work at emory", "commute into north station") that the
 * offline gazetteer does not know, kept as typed for the online geocoder or the search to resolve:
 * its first words up to one that cannot belong to a place, at most MAX_KEPT_WORDS, and not a
 * common word, a field of work or a place word alone ("a hospital"). `strict`, for a stretch only
 * "near" marks: none of its words may be a common word or such a noun ("near good public transit").
 */
export function keptSpan(span: string | null, { strict = false } = {}): string | null {
  if (!span) return null;
  const words: string[] = [];
  for (const word of span.split(/\s+/)) {
    const bare = word.toLowerCase().replace(/[,.;:]+$/, '');
    if (ENDS_A_KEPT_PLACE.has(bare)) break;
    words.push(word.replace(/[,;:]+$/, ''));
    if (/[,;:]$/.test(word)) break;
  }
  const lower = words.map((word) => word.toLowerCase());
  if (words.length === 0 || words.length > MAX_KEPT_WORDS || !/\p{L}/u.test(words.join('')) || words.some((word) => SPANISH_LEFT_OVER.has(word))) return null;
  const noPlace = (word: string) => COMMON_WORDS.has(word) || NO_PLACE_NOUNS.has(word);
  // A place word may end a name near which care is asked ("near fields corner"), after a word of its own.
  const named = strict && lower.length > 1 && PLACE_WORDS.test(lower.at(-1) ?? '') ? lower.slice(0, -1) : lower;
  // Common words each in capitals, two or more, name a place a role word marks ("Fishtown -> Center City").
  const name = words.length > 1 && words.every((word) => /^\p{Lu}\p{Ll}/u.test(word));
  if (strict ? named.some(noPlace) : lower.every(noPlace) && !name) return null;
  if (words.length === 1 && PLACE_WORDS.test(words[0] ?? '')) return null;
  return words.join(' ');
}

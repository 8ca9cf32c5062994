import type { ChildcareCategory } from '#shared/constants.js';
import type { AgeGroup } from '#shared/schemas/catalogue.js';
import type { ExtractFilters, ExtractResponse } from '#shared/schemas/assistant.js';
import { haversineMeters } from '#server/geo/geometry.js';
import { BIG_CITY_ZIPS, HOME_STATE, bigCityNear, placeByZip, stateCode, zipCountOf } from '#server/geo/offline/gazetteer.js';
import { AGE_PATTERN, BARE_AGE, CARE_WORDS, CARE_WORD_PATTERNS, CHILD_PHRASE, FILLER_PATTERN, WHEN_PATTERN, correctCareTypos, parseAge, withAgesInMonths } from './childcare-words.js';
import { applyCorrections } from './correction-words.js';
import { namesOnlyLanguages, readFilters } from './filter-words.js';
import { rewriteLabels } from './label-words.js';
import { NON_PLACE_PATTERN, TIME_OF_DAY } from './non-place-words.js';
import { LANDMARK_START, NEAR_PATTERN, NOT_A_PLACE, PLACE_LEAD, PLACE_TRAIL, PLACE_WORDS, ROUTE_PATTERNS, SENTENCE_STOP } from './place-phrases.js';
import { PAST_PLACE, withoutRelativesPlaces } from './past-places.js';
import { placePairTrips } from './place-pairs.js';
import { FAR_APART_METERS, capitalised, isNeighbourhoodOf, townSaidInLowerCase, keptSpan, knownPlace, partOfTown, partThenCity, placeAndInstitution, placeInSpan, siteInTownInLowerCase, isStreetAddress, townAfterKindOfPlace, townBeforeCommonWords, townInWord } from './place-spans.js';
import { roleCues, type Role } from './role-words.js';
import { withCaseSensitiveParts } from './case-sensitive-parts.js';
import { spanishAsEnglish } from './spanish-request.js';
import { PART_OF_TOWN_METERS, UNPLACED_AIRPORT, capitalisedRuns, partNamedWith, partNearOtherEnd, partOfCityBeside, townNamedWith } from './town-parts.js';
import { wordTable } from '#server/lib/word-table.js';

/**
 * Care asked near one end of a trip: "daycare near home", "by our house", "close to my work" (not
 * "near home and work", nor "not by home"); a workplace may be said by what it is ("right by the
 * hospital", "close to campus").
 */
const NEAR_ROLE_PLACE = /(?<!\bnot\s+(?:right\s+|too\s+)?)\b(?:near|by|close\s+to|next\s+to|around)\s+(?:(?:our|my|the|his|her|their)\s+)?(home|house|apartment|place|where\s+(?:we|i)\s+live|work|office|job|(?:hospital|clinic|campus|plant|factory|warehouse|airport|base|lab|station|train|stop)(?=\s*(?:[,.;!?|]|$)|\s+(?:not|rather|instead|please|so|because|since|that|which|with)\b))\b(?!\s*(?:and|or|&|\/)\s)/i;

/** The trip's start: where the family lives; any other end named is the workplace. */
const HOME_END = /^(?:home|house|apartment|place|where)/i;

/** Care asked near one end, said with where that end is: "near home in South Boston". */
const NEAR_ROLE_PLACE_IN = /\b(?:near|by|close\s+to|next\s+to|around)\s+(?:(?:our|my|the|his|her|their)\s+)?(?:home|house|apartment|work|office|job)\s+(?:in|at|on)\s+(?<place>[^|;!?]+)/i;

/** Care asked near either end ("near the school or near home", "close to either one"): the trip stands. */
const EITHER_END = /\b(?:near|by|close\s+to)\s+(?:the\s+|my\s+|our\s+)?[\p{L}-]+\s+or\s+(?:near|by|close\s+to)\b|(?<!\b(?:than|not|instead\s+of)\s+)\b(?:near|by|close\s+to)\s+either\b/iu;

/** Care asked along the trip: the trip stands, whatever end it is also said to be near. */
const ON_THE_WAY = /\b(?:on\s+(?:the|my|our|his|her|their)\s+(?:way|route|commute)|en\s+route|along\s+(?:the|my|our)\s+(?:way|route|commute)|between)\b/i;

/** A near-word right after a care word (a boundary once marked): "any daycare near Franklin station?". */
const CARE_NEAR_PLACE = withCaseSensitiveParts(String.raw`\|\s*(?:(?:has|have|needs?)\s+to\s+be\s+(?:in|near|close\s+to|around)|(?:(?:right|just|really)\s+)?(?:near|close\s+to|next\s+to|around|by(?=\s+(?:the\s|(?-i:\p{Lu})))))\s+([^|;!?]+)`, 'iu');

/** A care word (a boundary once marked) and the place it is wanted in: "| in Uptown New Orleans". */
const CARE_IN_PLACE = /\|\s*in\s+([^|;!?]+)/i;

/** Where a cut-out phrase was: places never run across it. */
const BOUNDARY = ' | ';

/**
 * Clauses after a place that describe the care, not the place ("... that takes infants", "... with a
 * garden"), or the way after a comma ("Boston Children's, coming from Hyde Park": a verb of travel
 * in -ing; not "I'm driving Natick->Newton").
 */
const PLACE_CUT = /\s+(?:that|which|who|where|when|with|open|opening|accepting|accepts?|taking|takes?|having|has|have|starting|doing|because|since|so\s+that|if|as\s+i|as\s+we|i\s+(?:drive|commute|go|work|live|am|need)|we\s+(?:drive|commute|go|work|live|are|need)|(?:is|are)\s+(?:there|it)|(?:and\s+)?then|and\s+(?:i|we|is|are|has|have|it|drive|go|head|commute|walk|bike|ride|take))\b.*$|,\s*(?:coming|going|leaving|heading|driving|commuting|walking|biking|getting|dropping|picking|i|i'm|we|we're|he|she|they|my|our|his|her|their)\b.*$/i;

/**
 * The offline, rule-based reading of a request (docs/decisions/0029-free-text-extraction.md):
 * corrections and filters first, then places, each checked against the gazetteer, then their
 * roles. See correction-words.ts, place-pairs.ts, filter-words.ts, label-words.ts,
 * place-phrases.ts, place-spans.ts, role-words.ts, childcare-words.ts and non-place-words.ts.
 */
export function extractRules(input: string): ExtractResponse {
  // A request in Spanish is first written as the English these rules read (spanish-request.ts).
  const { filters, rest } = readFilters(rewriteLabels(placePairTrips(applyCorrections(correctCareTypos(withAgesInMonths(normalize(spanishAsEnglish(input))))))));
  // Prices, times and schedules go first: a place never runs into them, and "3 days a week" is no age.
  // "every morning", "daily" become a comma first: a trip's places run across them (WHEN_PATTERN).
  const withoutSchedules = (said: string) => said.replace(WHEN_PATTERN, ' , ').replace(NON_PLACE_PATTERN, (phrase) => (TIME_OF_DAY.test(phrase) ? ' , ' : BOUNDARY));
  // Where the family used to live, a place someone recommended, a place passed on the way: no search place (past-places.ts).
  const text = withoutSchedules(withoutRelativesPlaces(rest, BOUNDARY)).replace(PAST_PLACE, BOUNDARY);
  // The child's age is the child's in a relative's clause too ("my mom in Bayonne was watching my 2
  // year old"); ages listed after "ages" were cut with the schedules (non-place-words.ts): they are
  // read from the text before the cut.
  const { category, ageGroup } = readCare(text, withoutSchedules(rest), rest);
  const marked = markBoundaries(text);
  const care = { category, ageGroup, filters };

  // A move says where to search before any trip does ("I'm in Quincy for now but moving to Weymouth"),
  // unless care is asked on the way of a trip said ("moving to Charlotte; a daycare on the way from
  // Matthews to downtown").
  const roles = readRoles(marked);
  const tripOnTheWay = roles && 'place' in roles && TRIP_WISHED.test(rest) ? readRoute(marked) : null;
  // So does a trip to the workplace of the parent whose way it is ("on his way").
  const route = tripOnTheWay ?? (roles && ('place' in roles || roles.theirs) ? roles : null) ?? readRoute(marked) ?? roles ?? nearOnTheWay(marked, rest) ?? wishedTrip(marked, rest);
  const trip = route && 'start' in route ? withOwnEnds(route, marked) : route;
  const near = trip && 'start' in trip ? nearOneEnd(trip, marked, text) : null;
  if (near) {
    return { intent: 'nearby', sourceAddress: null, destinationAddress: null, aroundMeAddress: near, address: near, ...care };
  }
  if (trip && 'start' in trip) {
    // An end named in several states is read in the other's ("St. Paul" and "Edina"), and a bare
    // downtown is the other end's city's, whatever named the trip ("we live in Mt. Lebanon and both work downtown").
    // A part of a city with its city beside it is that city's ("the North End of New Bedford").
    const start = partOfCityBeside(partNearOtherEnd(downtownOf(sameStateAs(trip.end, trip.start, trip.start), trip.end), trip.end), rest);
    const end = partOfCityBeside(partNearOtherEnd(downtownOf(sameStateAs(trip.start, trip.end, trip.end), trip.start), trip.start), rest);
    // An airport no end placed is no end: care near the other.
    const unplaced = [start, end].find((place) => place === UNPLACED_AIRPORT);
    if (unplaced) {
      const other = start === unplaced ? end : start;
      return { intent: 'nearby', sourceAddress: null, destinationAddress: null, aroundMeAddress: other, address: other, ...care };
    }
    return { intent: 'route', sourceAddress: start, destinationAddress: end, aroundMeAddress: null, address: null, ...care };
  }
  // Care asked near a place names where to search more closely than a move said before it ("moving
  // to the Berkshires ... a daycare near Lenox").
  const said = trip?.place === UNPLACED_AIRPORT ? null : trip?.place;
  const found = (said && careNearPlace(marked)) || (said ?? referredPlace(marked) ?? siteOfKind(marked) ?? readPlace(marked, rest) ?? nearUnknown(marked));
  const place = found && inRegion(found, marked) ? (ownTown(marked) ?? townNamedWith(found, marked) ?? found) : found && (partNamedWith(found, marked, text) ?? found);
  const typed = partOfCityBeside(place, rest) ?? townTypedInShortRequest(input, marked);
  if (typed) {
    return { intent: 'nearby', sourceAddress: null, destinationAddress: null, aroundMeAddress: typed, address: typed, ...care };
  }
  return { intent: 'unknown', sourceAddress: null, destinationAddress: null, aroundMeAddress: null, address: null, ...care };
}

export type { ExtractFilters };

/** A search box's request: a few words, typed all in lower case ("montessori boulder co", "babysitter honolulu weekends"). */
const SHORT_REQUEST_WORDS = 8;
const MOST_TOWN_WORDS = 3;

/** In such a request, a town of some size named with no word before it (townSaidInLowerCase decides which). */
function townTypedInShortRequest(input: string, marked: string): string | null {
  if (/\p{Lu}/u.test(input) || input.trim().split(/\s+/).length > SHORT_REQUEST_WORDS) return null;
  for (const run of marked.split(/[^\p{Ll}' ]+/u)) {
    const words = run.trim().split(/\s+/).filter(Boolean);
    for (let start = 0; start < words.length; start += 1) {
      for (let count = Math.min(MOST_TOWN_WORDS, words.length - start); count >= 1; count -= 1) {
        const town = townSaidInLowerCase(words.slice(start, start + count).join(' '));
        if (town) return town;
      }
    }
  }
  return null;
}

/** The parent's own workplace and home, said apart from the trip: "I work in the Seaport", "we live in Dorchester". */
const OWN_WORKPLACE = /\b(?:i|we)\s+(?:work|teach|study)\s+(?:in|at|on)\s+(?<place>[^|;!?]+)/i;
const OWN_HOME = /\b(?:i|we)\s+live\s+(?:in|on)\s+(?<place>[^|;!?]+)/i;


/**
 * "from Quincy to Boston, I work in the Seaport": the trip ends where the parent works, a part of
 * the town it was said to end in; "from Boston to Quincy, we live in Dorchester" starts where
 * they live. A place the gazetteer does not know, or one outside the end's town, leaves the trip
 * as said (docs/decisions/0029-free-text-extraction.md).
 */
function withOwnEnds(trip: { start: string; end: string; theirs?: boolean }, marked: string): { start: string; end: string } {
  const partOf = (town: string, pattern: RegExp): string => {
    const named = rolePlace(pattern.exec(marked)?.groups?.place);
    if (!named || named === trip.start || named === trip.end) return town;
    const part = knownPlace(named)?.place;
    const whole = knownPlace(town)?.place;
    if (!part || !whole || whole.precision !== 'city' || part.state !== whole.state) return town;
    // A part of a borough is in it though the ZIP data names its city otherwise ("Upper West Side", New York, in Manhattan).
    const inside = part.precision === 'city' ? zipCountOf(whole) > zipCountOf(part) && haversineMeters(part, whole) < PART_OF_TOWN_METERS : isNeighbourhoodOf(part, whole) || haversineMeters(part, whole) < PART_OF_TOWN_METERS;
    return inside ? named : town;
  };
  return trip.theirs ? trip : { start: partOf(trip.start, OWN_HOME), end: partOf(trip.end, OWN_WORKPLACE) };
}

/** "near the Braintree T on my way from Randolph": the place the care is near ends a trip from where the way starts. */
const WAY_FROM = /\bon\s+(?:the|my|our|his|her|their)\s+way\s+(?:from|out\s+of)\s+(?<start>[^|;!?]+)/i;

function nearOnTheWay(marked: string, said: string): { start: string; end: string } | null {
  const way = WAY_FROM.exec(marked);
  const start = spanPlace(way?.groups?.start);
  const end = way && start ? readPlace(marked.slice(0, way.index), said) : null;
  return start && end && end !== start ? { start, end } : null;
}

/** Care asked along a trip whose ends are said apart: "on my way", "along my commute", "between home and work". */
const TRIP_WISHED = /\b(?:(?:on|along)\s+(?:the|my|our|his|her|their)\s+(?:way|route|commute|drive)|between\s+(?:(?:my|our|the)\s+)?(?:home|house|place|apartment)\s+(?:and|&))\b/i;

/**
 * "We live in Lynn and I clean offices in the Seaport. Daycare on the way?": a trip asked for, with
 * one end said with its role (role-words.ts), ends at the other place the request names, or starts there.
 * `said` is the request before its care and time words were cut, "on the way" among them.
 */
function wishedTrip(marked: string, said: string): { start: string; end: string } | null {
  if (!TRIP_WISHED.test(said)) return null;
  const cued = (role: Role) => roleCues(marked).filter((cue) => cue.role === role).map((cue) => spanPlace(cue.after)).find(Boolean) ?? null;
  const [home, work] = [cued('origin'), cued('destination')];
  const other = (end: string | null) => (end ? ([...nearPlaces(marked)].find((named) => named.place !== end && !partOfEither(named.place, end))?.place ?? null) : null);
  const [start, end] = [home ?? other(work), work ?? other(home)];
  return start && end && start !== end ? { start, end } : null;
}

/**
 * A trip named with care asked near one place: "daycare near home" is near where it starts, "near
 * work" near where it ends, "any daycare near Franklin station?" near that place. Care asked along
 * the way ("on my way", "between") keeps the trip.
 */
function nearOneEnd(trip: { start: string; end: string }, marked: string, text: string): string | null {
  // "a daycare near home in South Boston": that end, named, whatever is said of the way.
  const named = spanPlace(NEAR_ROLE_PLACE_IN.exec(marked)?.groups?.place);
  if (named) return named;
  if (ON_THE_WAY.test(text) || EITHER_END.test(text)) return null;
  const end = NEAR_ROLE_PLACE.exec(marked)?.[1];
  if (end) return HOME_END.test(end) ? trip.start : trip.end;
  // "near the commuter rail from Natick to Back Bay": near the way the trip takes, which keeps the trip.
  const nearWhat = CARE_NEAR_PLACE.exec(marked)?.[1];
  if (nearWhat) return /\b(?:from|between)\b/i.test(nearWhat) ? null : spanPlace(nearWhat);
  // "I live in Quincy and work in Boston, need daycare in Quincy": care asked in a place, with no word
  // of the way, is searched there.
  return TRAVEL_SAID.test(text) ? null : spanPlace(CARE_IN_PLACE.exec(marked)?.[1]);
}

/** Words that make a trip of two places said: "commute", "drive", "from ... to ...". */
const TRAVEL_SAID = /\b(?:commut\w*|driv\w*|drop[\s-]?off\s+on|way\s+(?:in|to|home)|from\s+[^|;!?]+?\s+to|->)/i;

/** Markup out (it stays text, never code), arrows spelt "->", one space between words. */
function normalize(input: string): string {
  return input
    // A two-way arrow ("Quincy <-> Boston", "Lynn ↔ Salem") goes from the first place named; before markup, which "<->" is not.
    .replace(/\s*(?:<-+>|<=+>|↔|⇔|⟷)\uFE0F?\s*/g, ' -> ')
    .replace(/<[^<>]*>/g, ' ')
    // "Kind regards,\nM. Okafor": a letter's signature names no place.
    .replace(/\b(?:kind\s+regards|best\s+regards|warm\s+regards|regards|sincerely|best\s+wishes|many\s+thanks|thank\s+you|thanks|cheers|saludos|atentamente|gracias)\s*[,!.]?\s*\n[^\n]{1,40}\s*$/i, '')
    // A forwarded email's header names its sender, no place: "---------- Forwarded message ---------\nFrom: Dana Whitfield\nSubject: ...".
    .replace(/^-*\s*Forwarded message\s*-*\s*$/gim, '')
    .replace(/^From:[^\n]*\n(?=(?:Sent|Date|Subject|Cc):)/gim, '')
    // "commute down Route 3 to Lowell", "drive up I-93 to Boston": the road taken is no end of the trip.
    .replace(/\b(commut\w*|driv\w*|drove|head\w*|go|going|come|coming)\s+(?:down|up|along|via|on|over)\s+(?:the\s+)?(?:route|rte|rt|highway|hwy|interstate|i-?|us)\s*\d+\b/gi, '$1')
    // A line break ends a note's line ("Work: A\nHome: B\nKid: 2"): a place never runs across it.
    .replace(/[^\S\n]*\n\s*/g, ' ; ')
    // "daycare x dorchester", as phones type "por" (near): an x alone between words.
    .replace(/(?<=\p{L}\s+)x(?=\s+\p{L}{3,})/gu, 'near')
    // "work @ stanford hospital": at.
    .replace(/\s@\s/g, ' at ')
    // "Sanford hospital in Sioux Falls", "the CCRI Knight campus": a site named in capitals but for its last word.
    .replace(/(\b\p{Lu}[\p{L}'-]*\s+)(hospital|campus|medical\s+center|university|college|airport)\b/gu, (_, name: string, site: string) => `${name}${site.replace(/\b\p{Ll}/gu, (letter) => letter.toUpperCase())}`)
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s*(?:→|⇒|➔|➡|⟶|=+>|-{1,3}>|[–—]>|>{2,})\uFE0F?\s*/g, ' -> ')
    // "MGH ← Charlestown": an arrow pointing back names the start second.
    .replace(/([^.;,:|!?]+?)\s*(?:←|⇐|⬅|<-{1,3}(?!>))\uFE0F?\s*([^.;,|!?]+)/g, '$2 -> $1')
    // "🍼 daycare 🍼 charlestown 🙏": an emoji stands between words, as a comma does.
    .replace(/\p{Extended_Pictographic}[\uFE0F\u200D\p{Extended_Pictographic}\p{Emoji_Modifier}]*/gu, ' , ')
    .replace(/\s*(?:\.{2,}|…)\s*/g, ' , ')
    // "preschool in dearborn for my 3yo": a town typed in lower case where care is asked or the family
    // lives (place-spans.ts); "nih in bethesda" is a site in its town, read as before.
    .replace(TOWN_AFTER_IN, (said, lead: string, words: string) => {
      const town = townSaidInLowerCase(words);
      return town ? `${lead}${town}` : said;
    })
    // "Falmouth on the Cape", "Lenox in the Berkshires": the region a town is in names no place of its own.
    .replace(TOWN_IN_REGION, (said, town: string) => (knownPlace(town) ? town : said))
    // "Andover (both Mass.)", "Pittsfield (el de Massachusetts)": the state of the place before, said in brackets.
    .replace(STATE_IN_BRACKETS, (bracket, state: string) => {
      const code = stateCode(state.replace(/\.$/, ''));
      return code ? `, ${code}` : bracket;
    })
    // "Reading PA (Pennsylvania, not Massachusetts)", "Newark DE (not NJ)": which one is meant, said in
    // brackets, names no other place.
    .replace(/\s*\((?=[^()]*\b(?:not|no)\s+\p{L})[^()]*\)/giu, ' , ')
    // "Franklin, Tennessee (near Nashville)": where the town is, said in brackets; no place of its own.
    .replace(/\s*\(\s*(?:near|close\s+to|outside(?:\s+of)?|just\s+outside(?:\s+of)?|south\s+of|north\s+of|east\s+of|west\s+of)\s+[^()]*\)/giu, ' , ')
    // "Santa Ana to Irvine (I work at UC Irvine)": a sentence in brackets is read as one.
    .replace(/\(\s*((?:i|we)\s+(?:work|live|study)\s+(?:in|at|on)\s+[^()]+?)\s*\)/giu, ', $1 ,')
    // "Quincy—Boston", "Everett -- Chelsea": a long dash between words is a spaced dash, never a hyphen.
    .replace(/(?<=[\p{L}\p{N}.)])\s*(?:[—–]|-{2,})\s*(?=[\p{L}\p{N}(])/gu, ' - ')
    // "Woburn-ish": about Woburn.
    .replace(/(\p{L}{3,})-ish\b/gu, '$1')
    // "Brighton/Allston": two places, not one word ("3 y/o" keeps its slash, "JFK/UMass" is one station).
    .replace(/(\p{L}{3,})\/(\p{L}{3,})/gu, (pair, first: string, second: string) => (knownPlace(pair) ? pair : `${first} / ${second}`))
    // "Kailua HI": Hawaii's code after a name, never the greeting the filler words cut.
    .replace(/(?<=\p{Lu}[\p{L}.']*,?\s+)HI\b/gu, 'Hawaii')
    // "#daycare #somerville": a hashtag is its word.
    .replace(/(?<![\p{L}\p{N}&])#(?=\p{L})/gu, ' ')
    .replace(SHORTHAND_WORD, (word) => SHORTHAND[word.toLowerCase()] ?? word)
    // "Drop-off 0700, pickup 1830": hours in four figures, after a word that says what they are.
    .replace(/\b(drop[\s-]?off|pick[\s-]?up|opens?|closes?|until|till|til)(\s*(?:at|by|:)?\s*)([01]\d|2[0-3])([0-5]\d)\b(?!\s*(?:dollars|\$|\/|a\s+month))/gi, '$1$2$3:$4')
    // "7a-7p", "3p to 11:30p": a nurse's shorthand for am and pm, in a range.
    .replace(/\b(\d{1,2}(?::\d\d)?)([ap])\s*(-|–|to)\s*(\d{1,2}(?::\d\d)?)([ap])\b/gi, '$1$2m $3 $4$5m')
    .replace(/(?<![\p{L}'])\p{L}{4}(?![\p{L}'])/gu, (word) => unswapped(word) ?? word)
    .replace(/\s+/g, ' ')
    .trim();
}

const TOWN_AFTER_IN = withCaseSensitiveParts(
  String.raw`(\b(?:care|cares|daycare|preschool|childcare|nursery|montessori|kindergarten|playgroup|program|center|centre|school|live|living|lives|based|located|looking|searching|somewhere|anywhere|something|spots?|openings?|room)\s+in\s+)((?-i:\p{Ll}{3,}(?:\s+\p{Ll}{3,}){0,2}))(?=\s*(?:[,.;!?]|$)|\s+(?:for|with|under|near|that|who|which|and|or|please|pls|area)\b)`,
  'giu',
);
const STATE_IN_BRACKETS = withCaseSensitiveParts(String.raw`\s*\(\s*(?:both\s+(?:in\s+)?|(?:el|la)\s+de\s+|the\s+one\s+in\s+|in\s+)?((?-i:\p{Lu})[\p{L}. ]{1,20}?)\s*\)`, 'giu');
const TOWN_IN_REGION = withCaseSensitiveParts(
  String.raw`((?-i:\p{Lu})[\p{L}'.-]*(?:\s+(?-i:\p{Lu})[\p{L}'.-]*){0,2}),?\s+(?:(?:out|down|up|over)\s+)?(?:on|in)\s+(?:the\s+cape|cape\s+cod|(?:the\s+)?(?:north|south)\s+shore|the\s+(?:berkshires|islands|vineyard)|martha'?s\s+vineyard|metro\s*west|the\s+\p{L}+\s+valley|\p{L}+\s+county)\b`,
  'giu',
);

/** What parents type for a word that tells a place's role: "daycare nr Quincy", "b/w Quincy and Boston". */
const SHORTHAND = wordTable<string>({ nr: 'near', 'b/w': 'between', btwn: 'between', betw: 'between', frm: 'from' });
const SHORTHAND_WORD = new RegExp(String.raw`(?<![\p{L}/])(?:${Object.keys(SHORTHAND).join('|')})(?![\p{L}/])`, 'giu');

/** Short words that tell a place's role, too short for the typo search of care words (childcare-words.ts). */
const ROLE_WORDS = ['from', 'near', 'into'];
/** Real words two swapped letters away from a role word: never corrected. */
const REAL_SWAPS = new Set(['form']);

/** A role word typed with two neighbouring letters swapped ("Frmo Quincy", "naer Lynn"): the word meant. */
function unswapped(word: string): string | null {
  const lower = word.toLowerCase();
  if (REAL_SWAPS.has(lower) || ROLE_WORDS.includes(lower)) return null;
  for (let at = 0; at < lower.length - 1; at += 1) {
    const swapped = `${lower.slice(0, at)}${lower[at + 1]}${lower[at]}${lower.slice(at + 2)}`;
    if (ROLE_WORDS.includes(swapped)) return swapped;
  }
  return null;
}

const HAD_BEFORE = /\b(?:our|my|his|her|their|the)\s+(?:old|previous|former|last|current)\s+$/i;
/** "my daughter starts kindergarten in sept, need aftercare", "the big one already goes to kindergarten": the child's school, not the care asked for. */
// "his brother goes to the aftercare at his school": a sibling's program too.
const CHILDS_SCHOOL = /\b(?:starts?|starting|enters?|entering|(?:is|'s|will\s+be|and)\s+in|(?:goes|go|going|attends?|attending)(?:\s+to)?(?:\s+(?:the|an?|his|her|their))?)\s+$/i;
/** The categories a child already goes to: school and the care after it. */
const ATTENDED_CATEGORIES = new Set<ChildcareCategory | null>(['kindergarten', 'aftercare']);

/**
 * The first category named in `text`, and the age group: an explicit age ("2 year old") in
 * `ageText` (the request with its relatives' clauses) beats a word ("preschool").
 */
function readCare(text: string, ageText: string, uncut: string): { category: ChildcareCategory | null; ageGroup: AgeGroup | null } {
  let category: ChildcareCategory | null = null;
  let categoryAt = Infinity;
  let ageWord: AgeGroup | null = null;
  let ageWordAt = Infinity;
  let afterSchool = false;
  for (const word of CARE_WORDS) {
    // "our old daycare was great, now a preschool": care had before is not the care asked for.
    const said = [...text.matchAll(new RegExp(String.raw`\b(?:${word.pattern})\b`, 'gi'))].find((match) => !HAD_BEFORE.test(text.slice(0, match.index)) && !(ATTENDED_CATEGORIES.has(word.category) && CHILDS_SCHOOL.test(text.slice(0, match.index))));
    if (!said) continue;
    const at = said.index;
    if (word.category && at < categoryAt) [category, categoryAt] = [word.category, at];
    if (word.ageGroup && at < ageWordAt) [ageWord, ageWordAt] = [word.ageGroup, at];
    if (word.category === 'aftercare') afterSchool = true;
  }
  // "childcare for my 6 year old after school": care in general, said to be after school, is aftercare.
  if (afterSchool && (category === 'childcare' || category === 'daycare')) category = 'aftercare';
  // Montessori names how a program teaches, so it is the program asked for: "a daycare montessori".
  // "A montessori preschool" then states no age: the preschool word only named the program.
  // "montessori style preferred" is a wish about the program asked for, not the program.
  if (category !== 'montessori' && category !== 'aftercare' && /\bmontessori\b(?![\s-]+(?:style|inspired|approach|like|ish)\b)/i.test(text)) {
    if (category === 'preschool' && ageWord === 'preschool') ageWord = null;
    category = 'montessori';
  }
  const ageGroup = parseAge(ageText, uncut) ?? ageWord;
  // A five-year-old a preschool is asked for is not yet in school: the age group is the preschool's.
  if (ageGroup === 'school-age' && (category === 'preschool' || NOT_IN_SCHOOL.test(uncut)) && FIVE_YEARS_OLD.test(text)) return { category, ageGroup: 'preschool' };
  return { category, ageGroup };
}

const FIVE_YEARS_OLD = /\b(?:5|five)[\s-]*(?:years?|yrs?|yo|y\/o)\b|\b(?:is|turns?|turned)\s+(?:5|five)\b/i;
/** ... nor one who is not in school yet: "doesn't start school till next fall". */
const NOT_IN_SCHOOL = /\b(?:not\s+(?:yet\s+)?in\s+school|(?:doesn'?t|does\s+not|won'?t|will\s+not|can'?t)\s+start\s+(?:school|kindergarten|k)|starts?\s+(?:school|kindergarten)\s+next)\b/i;

/** A person's name is no place: "my son Lincoln", "my name is Jordan", "this is Madison". */
const PERSON_NAMED = /\b((?:son|daughter|boy|girl|baby|kid|child|nephew|niece|grandson|granddaughter|twins|name\s+is|this\s+is|i\s*'?\s*m|i\s+am)\s+)\p{Lu}\p{Ll}+(?:\s+and\s+\p{Lu}\p{Ll}+)?\b/gu;

/** "Hi, Sharon here": a greeting's name is the writer's, no town. */
const NAME_HERE = /\b((?:hi|hello|hey)\s*[,!]?\s+)\p{Lu}\p{Ll}+(?=\s+here\b)/giu;

const SENTENCE_BEFORE_CAPITAL = new RegExp(String.raw`${SENTENCE_STOP}(?=\p{Lu})`, 'gu');
const SENTENCE_BEFORE_LOWER_CASE = new RegExp(String.raw`${SENTENCE_STOP}(?=\p{Ll})`, 'gu');

/** Care words, the child's age and filler replaced by a boundary, so only place words are left between them. */
function markBoundaries(text: string): string {
  let marked = text.replace(CHILD_PHRASE, BOUNDARY).replace(PERSON_NAMED, `$1${BOUNDARY}`).replace(NAME_HERE, `$1${BOUNDARY}`);
  for (const pattern of CARE_WORD_PATTERNS) marked = marked.replace(pattern, BOUNDARY);
  marked = marked.replace(new RegExp(AGE_PATTERN.source, 'gi'), BOUNDARY).replace(new RegExp(BARE_AGE.source, 'gi'), BOUNDARY);
  // A sentence ends a place: "We're in Needham. My daughter turns 3" (not after "St.", "Mt.", "N.").
  marked = marked.replace(SENTENCE_BEFORE_CAPITAL, BOUNDARY);
  // In lower case too, as phones and quick notes type it ("watertown sq. must take subsidies"): a
  // semicolon, which ends a place but not a note's pairs ("my job: cambridge. my home: arlington").
  marked = marked.replace(SENTENCE_BEFORE_LOWER_CASE, ' ; ');
  return marked.replace(FILLER_PATTERN, BOUNDARY);
}

function readRoute(marked: string): { start: string; end: string } | null {
  for (const { everyMatch, strict } of ROUTE_PATTERNS_EACH) {
    for (const match of firstMatches(everyMatch, marked)) {
      const trip = tripOf(match, strict);
      if (trip) return trip;
    }
  }
  return null;
}

/** How many places a pattern is tried at: "it needs to be cheap. Westborough to Worcester" is a trip at its second "to". */
const MAX_ROUTE_TRIES = 3;
/** The route patterns, each also compiled to find every match. */
const ROUTE_PATTERNS_EACH = ROUTE_PATTERNS.map(({ pattern, strict }) => ({ everyMatch: new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`), strict }));

/** A pattern's matches, each starting after the last one's start, up to MAX_ROUTE_TRIES. */
function firstMatches(everyMatch: RegExp, text: string): RegExpExecArray[] {
  const matches: RegExpExecArray[] = [];
  everyMatch.lastIndex = 0;
  for (let match = everyMatch.exec(text); match && matches.length < MAX_ROUTE_TRIES; everyMatch.lastIndex = match.index + 1, match = everyMatch.exec(text)) matches.push(match);
  return matches;
}

/** The trip one match of a route pattern names, if both its ends read as places. */
function tripOf(match: RegExpExecArray, strict: (typeof ROUTE_PATTERNS)[number]['strict']): { start: string; end: string } | null {
  // A pattern of role words marks its places plainly: they may be ones the gazetteer does not know.
  // "plymouth -> south shore hospital in weymouth": a site in its town, before the town alone.
  // A bare "downtown" is read with the other end below (downtownOf), before any place so named.
  const read = (raw: string | undefined) => (/^downtown$/i.test(cleanPlace(raw) ?? '') ? 'downtown' : null) ?? airportUnplaced(raw) ?? siteInTown(raw) ?? (strict ? spanPlace : rolePlace)(raw);
  let start = read(match.groups?.start);
  let end = read(match.groups?.end);
  // One end named with its state elsewhere: the other is read there too ("portland oregon to beaverton", "columbia sc to fort jackson").
  const inState = start && !end ? 'end' : end && !start ? 'start' : null;
  // "Denver CO to Aurora": a name found elsewhere too is the one in the state written for the other end.
  if (start && end && !inState) [start, end] = [sameStateAs(end, start, match.groups?.start), sameStateAs(start, end, match.groups?.end)];
  if (inState === 'end' && start) end = inStateOf(start, match.groups?.end);
  if (inState === 'start' && end) start = inStateOf(end, match.groups?.start);
  if (!start || !end || start === end) return null;
  [start, end] = [downtownOf(start, end), downtownOf(end, start)];
  if ([start, end].some((place) => /^downtown$/i.test(place))) return null;
  // "Seattle - Capitol Hill": a city and a part of it, parted by a dash, say where, not a trip.
  if (/\s[-–—]\s/.test(match[0]) && !/\b(?:to|from|into)\b/i.test(match[0]) && partOfEither(start, end)) return null;
  if (strict === 'known' && !knownEnds(start, end)) return null;
  if (strict && !inState && !(looksLikePlace(start) && looksLikePlace(end))) return null;
  return { start, end };
}

/** One place is a neighbourhood of the other, a city. */
function partOfEither(one: string, other: string): boolean {
  const [a, b] = [knownPlace(one)?.place, knownPlace(other)?.place];
  return !!a && !!b && (isNeighbourhoodOf(a, b) || isNeighbourhoodOf(b, a));
}

/**
 * "from Pittsburgh's South Hills to Downtown", "we live in Quincy and work downtown": a bare downtown
 * is that of the biggest city within DOWNTOWN_METERS of the other end, else of the other end's own city.
 */
function downtownOf(place: string, other: string): string {
  if (!/^downtown$/i.test(place)) return place;
  for (const part of [other, ...other.split(',').reverse()]) {
    const found = knownPlace(part.trim())?.place;
    if (!found) continue;
    const city = bigCityNear(found, DOWNTOWN_METERS) ?? found;
    return `Downtown ${city.city}, ${city.state}`;
  }
  return place;
}

/** How far a suburb may lie from the big city whose downtown it means. */
const DOWNTOWN_METERS = 25_000;

/**
 * The other end of a trip whose one end is a place in another state: a town of that state in any
 * case ("beaverton" after "portland oregon"), else a landmark of any case kept as typed ("fort
 * jackson", "unc hospitals", "naval air station key west").
 */
function inStateOf(other: string, raw: string | undefined): string | null {
  const state = knownPlace(other)?.place?.state;
  const cleaned = cleanPlace(raw);
  if (!state || state === HOME_STATE || !cleaned) return null;
  const town = knownPlace(`${cleaned} ${state}`);
  if (town) return town.name;
  return LANDMARK_START.test(cleaned) || PLACE_WORDS.test(cleaned.replace(/s$/, '')) ? keptSpan(cleaned) : null;
}

/**
 * A place named with no state, read in the other end's state when that state has one of its name
 * nearer the other end ("Portland OR to Salem" is Salem, OR; "Salem NH to Andover" stays Andover, MA).
 */
function sameStateAs(other: string, place: string, raw: string | undefined): string {
  // Only a state written for the other end counts, or a big city's ("St. Paul" and "Edina"): "Orlando"
  // with "Disney" is no Orlando in Oklahoma.
  const named = knownPlace(other)?.place;
  const near = /,\s*[A-Z]{2}$/.test(other) || (named?.precision === 'city' && zipCountOf(named) >= BIG_CITY_ZIPS) ? named : null;
  const found = knownPlace(place)?.place;
  if (!near || near.state === HOME_STATE || !found || found.state === near.state || place.includes(',')) return place;
  const inState = inStateOf(other, raw);
  const alternative = inState ? knownPlace(inState)?.place : null;
  return inState && alternative && haversineMeters(alternative, near) < haversineMeters(found, near) ? inState : place;
}

/**
 * Both ends of a dash are places the gazetteer knows, or one is a landmark named after a home-state
 * town other than the city of the other end: "Weymouth — Hingham Shipyard" is a trip; "Boston Common -
 * Beacon Hill" and "Dorchester - Fields Corner" name one area.
 */
function knownEnds(start: string, end: string): boolean {
  const [first, second] = [knownPlace(start)?.place, knownPlace(end)?.place];
  // "Chicago - Lincoln Park": a big city and a name found only far off is the city's part, no trip.
  if (first && second) return haversineMeters(first, second) < FAR_APART_METERS;
  const town = (place: string) => {
    const words = place.split(/\s+/);
    if (!isLandmark(place)) return null;
    const found = [1, 2].map((count) => (count < words.length ? knownPlace(words.slice(0, count).join(' '))?.place : null)).find(Boolean);
    return found?.state === HOME_STATE ? found : null;
  };
  const [a, b] = [first ?? town(start), second ?? town(end)];
  return Boolean(a && b && a.city !== b.city);
}

/** Care asked on one parent's way: "on his way", "on her route". */
const ON_WHOSE_WAY = /\bon\s+(his|her)\s+(?:way|route|commute|drive)\b/i;
const PERSON_OF: Record<string, RegExp> = {
  his: /\b(?:husband|he|partner|boyfriend|fianc[eé]|dad|father)\b/i,
  her: /\b(?:wife|she|partner|girlfriend|fianc[eé]e|mom|mother)\b/i,
};

/**
 * Places said with what they are to the parent, in any order ("my office is in B and we live in A"):
 * a home and a workplace make a trip; a move, or a home alone, is a search near it (role-words.ts).
 */
function readRoles(marked: string): { start: string; end: string; theirs?: boolean } | { place: string } | null {
  const places: Record<'origin' | 'destination' | 'single', string | null> = { origin: null, destination: null, single: null };
  let settled = false;
  let chosen = false;
  const whose = ON_WHOSE_WAY.exec(marked)?.[1]?.toLowerCase();
  for (const cue of roleCues(marked)) {
    const place = rolePlace(cue.after);
    // "my husband works in Waltham ... daycare on his way": his workplace, whatever else was named first.
    const theirs = cue.role === 'destination' && whose !== undefined && PERSON_OF[whose]?.test(cue.before) === true;
    if (!place || (places[cue.role] && !theirs)) continue;
    places[cue.role] = place;
    chosen ||= theirs;
    if (cue.role === 'single') settled = cue.settled;
  }
  // A move already made is the home a workplace is reached from: "we just moved to Norwood and I work in Dedham".
  if (places.single && settled && places.destination && places.destination !== places.single) return { start: places.single, end: places.destination };
  if (places.single) return { place: places.single };
  if (places.origin && places.destination && places.origin !== places.destination) return { start: places.origin, end: places.destination, theirs: chosen };
  return null;
}

const MAX_NEAR_TRIES = 8;

/**
 * Care asked near a place, right after the care word, is where to search: "we live in Tempe. a
 * preschool near ASU where I work". A name in capitals the gazetteer does not know is kept as typed
 * there too ("daycare near JFK for a flight attendant, we live in Jamaica"): the care word says where.
 */
function careNearPlace(marked: string): string | null {
  const match = CARE_NEAR_PLACE.exec(marked);
  const raw = match?.[1];
  const kept = keptSpan(cleanPlace(raw), { strict: true });
  const place = spanPlace(raw) ?? (kept && /^\p{Lu}/u.test(kept) ? kept : null);
  if (!place || inNoteAfterPlace(marked, match?.index ?? 0)) return null;
  return siteInTownBefore(place, marked.slice(0, match?.index ?? 0)) ?? place;
}

/**
 * "near X" and its kin first; else the first stretch of text that holds a place ("02139", "Quincy MA",
 * "infant room woburn"). `said` is the request as written, its sentences whole.
 */
function readPlace(marked: string, said: string): string | null {
  const careNear = careNearPlace(marked);
  if (careNear) return careNear;
  // So is a place the care is asked in, where a workplace is said alone: "I teach at Tulane and need
  // a nursery school in Uptown New Orleans".
  const careIn = roleCues(marked).some((cue) => cue.role === 'destination') ? CARE_IN_PLACE.exec(marked) : null;
  const careInPlace = careIn && !inNoteAfterPlace(marked, careIn.index) ? spanPlace(careIn[1]) : null;
  if (careInPlace) return careInPlace;
  for (const { place, at } of nearPlaces(marked)) {
    if (!inNoteAfterPlace(marked, at)) return partNamedAfter(place, marked.slice(at + 1)) ?? siteInTownBefore(place, marked.slice(0, at)) ?? place;
  }
  // A place in brackets after words that name none: "in my area (Quincy)".
  for (const bracket of marked.matchAll(/\(([^()|]+)\)/g)) {
    // After a place, the brackets say more of it ("Hyde Park (Boston)"): read with it below.
    if (spanPlace(marked.slice(0, bracket.index).split(/[|;!?]/).at(-1))) continue;
    const place = spanPlace(bracket[1]);
    if (place && knownPlace(place)) return place;
  }
  for (const part of marked.split(/[|;!?]/)) {
    const place = spanPlace(part);
    if (place && !capitalOnlyBySentence(place, said)) return place;
  }
  return null;
}

/**
 * The places after near-words ("near X", "in X", "at X"), in order, with where their near-word is.
 * Each near-word is tried, also one inside another's capture ("close to where we live in Andover"),
 * up to MAX_NEAR_TRIES, so a 1,000-character run of "in in in" stays fast.
 */
function* nearPlaces(marked: string): Generator<{ place: string; at: number }> {
  const near = new RegExp(NEAR_PATTERN.source, NEAR_PATTERN.flags);
  let tries = 0;
  for (let match = near.exec(marked); match && tries < MAX_NEAR_TRIES; near.lastIndex = match.index + 1, match = near.exec(marked), tries += 1) {
    const place = spanPlace(match.groups?.place);
    if (place) yield { place, at: match.index };
  }
}

/**
 * A single word no gazetteer knows, that no word marks as a place and that has its capital only
 * where a sentence begins ("... for our 10 month old. Must take vouchers."), is a sentence's first
 * word, not a name: its capital says nothing. At the very start of a request it may still be one
 * ("Fishtown daycare").
 */
function capitalOnlyBySentence(place: string, text: string): boolean {
  if (!/^\p{Lu}\p{Ll}+$/u.test(place) || knownPlace(place) || isLandmark(place)) return false;
  const written = [...text.matchAll(new RegExp(String.raw`(?<![\p{L}'])${place}(?![\p{L}'])`, 'gu'))];
  return written.length > 0 && written.every((match) => match.index > 0 && /(?:[.!?…]["')\]]?|\n)\s*$/u.test(text.slice(0, match.index)));
}

/** "Franklin, Tennessee (near Nashville)": a note in brackets after a place says where that place is, not where to search. */
function inNoteAfterPlace(marked: string, at: number): boolean {
  const opened = marked.lastIndexOf('(', at);
  if (opened < 0 || marked.lastIndexOf(')', at) > opened) return false;
  return !!spanPlace(marked.slice(0, opened).split(/[|;!?]/).at(-1));
}

/**
 * "infant care Durham NC near Duke", "Omaha preschool near Dundee": a name the gazetteer does not
 * know, near which care is asked, after a town in the same clause, is in that town.
 */
function siteInTownBefore(place: string, before: string): string | null {
  if (place.includes(',') || !/^\p{Lu}/u.test(place)) return null;
  const parts = (before.split(/[;!?.]/).at(-1) ?? '').split('|').filter((part) => /\p{L}/u.test(part));
  const town = spanPlace(parts.at(-1));
  const found = town ? knownPlace(town)?.place : null;
  // A town of that name in the same state (or the home state) is that town ("in Quincy near Braintree"); one elsewhere is another place ("Duke", Oklahoma).
  const named = knownPlace(place)?.place;
  if (found?.precision !== 'city' || (named && (named.state === found.state || named.state === HOME_STATE))) return null;
  return `${place}, ${town}`;
}

/** "near Davis Square" after a town, in the same clause: the more precise place. */
const NEAR_PART = /^[^|;!?.]*?\b(?:near|by|close\s+to|next\s+to|around)\s+(?<place>[^|;!?]+)/i;

/**
 * "after-school care in Somerville near Davis Square": a part of the town named right after it is
 * where to search; a neighbouring town ("in Quincy near Braintree") is not, it only says which part.
 */
function partNamedAfter(town: string, after: string): string | null {
  const inTown = knownPlace(town)?.place;
  const part = spanPlace(NEAR_PART.exec(after)?.groups?.place);
  const inPart = part ? knownPlace(part)?.place : null;
  if (!inTown || !inPart || inTown.precision !== 'city' || inPart.precision === 'city') return null;
  return inPart.city === inTown.city && inPart.state === inTown.state ? part : null;
}

/** Care near a place named before by its order: "mornings in Fall River and afternoons in New Bedford, near the second one". */
const REFERRED = /\b(?:near|by|close\s+to|around|at)\s+the\s+(first|second|third|last|latter|former)(?:\s+(?:one|job|place))?\b/i;
const ORDER = wordTable<number>({ first: 0, former: 0, second: 1, third: 2 });

function referredPlace(marked: string): string | null {
  const referred = REFERRED.exec(marked);
  if (!referred) return null;
  const before = marked.slice(0, referred.index);
  const named = [...new Set([...nearPlaces(before)].map(({ place }) => place))];
  const order = (referred[1] ?? '').toLowerCase();
  return named[ORDER[order] ?? named.length - 1] ?? null;
}

/**
 * A region, not a town: "the Berkshires", "the Cape", "Cape Cod", "the North Shore", "MetroWest",
 * "the Pioneer Valley", "Middlesex County", "the Hamptons". A search needs a place to be near.
 */
const REGION_SOURCE = String.raw`\b(?:(?:(?-i:\p{Lu})[\p{L}-]*\s+){1,3}(?:area|metro)(?=\s*;)|(?:north|south|east|west)\s+shore|cape(?:\s+cod|\s+ann)?|metro\s*west|[\p{L}-]+\s+(?:valley|county|counties|region)|the\s+(?:berkshires|islands|hamptons|catskills|poconos|adirondacks|cape|shore|vineyard)|mv|martha'?s\s+vineyard|nantucket\s+island)\b`;
const REGION = withCaseSensitiveParts(REGION_SOURCE, 'giu');
const REGION_ALONE = withCaseSensitiveParts(String.raw`^\s*(?:${REGION_SOURCE})\s*$`, 'iu');

function inRegion(place: string, marked: string): boolean {
  const name = place.toLowerCase();
  return [...marked.matchAll(REGION)].some(([region]) => region.toLowerCase().includes(name));
}

/** The names a kind of workplace goes by: "close to the hospital" is near the Mayo Clinic the request named. */
const SITE_NAMES: Record<string, RegExp> = {
  hospital: /\b(?:Hospital|Clinic|Medical\s+Center|Health|Infirmary)$/,
  clinic: /\b(?:Hospital|Clinic|Medical\s+Center|Health)$/,
  airport: /\bAirport$/,
  base: /\b(?:Base|AFB|Fort\s+\p{Lu}[\p{L}]*)$/u,
  campus: /\b(?:University|College|Institute)$|^University\s+of\s+\p{Lu}/u,
};

/** Care asked near a kind of place ("close to the hospital"), and a place of that kind named: that place. */
function siteOfKind(marked: string): string | null {
  const kind = NEAR_ROLE_PLACE.exec(marked)?.[1]?.toLowerCase();
  const names = kind ? SITE_NAMES[kind] : undefined;
  if (!names) return null;
  return capitalisedRuns(marked).find((run) => names.test(run)) ?? null;
}

/** The town the family lives in, said with a word of living there ("we're in Pittsfield", "we live in Beverly"), when the gazetteer knows it. */
function ownTown(marked: string): string | null {
  for (const cue of roleCues(marked)) {
    if (cue.role === 'destination') continue;
    const town = rolePlace(cue.after);
    if (town && knownPlace(town)) return town;
  }
  return null;
}

/** A stretch a role word marks: its place, else the stretch as typed when it may be one the gazetteer does not know (keptSpan). */
function rolePlace(raw: string | null | undefined): string | null {
  return airportUnplaced(raw) ?? spanPlace(raw) ?? siteInTown(raw) ?? keptSpan(cleanPlace(raw));
}

/** "I work at the airport", "to the airport": which one, the trip's other end says (partNearOtherEnd). */
function airportUnplaced(raw: string | null | undefined): string | null {
  return /^(?:the\s+)?airport$/i.test(cleanPlace(raw) ?? '') ? UNPLACED_AIRPORT : null;
}

/** "I work at nih in bethesda": a site in lower case in its town, only where a role word or an arrow marks it. */
function siteInTown(raw: string | null | undefined): string | null {
  const cleaned = cleanPlace(raw);
  return cleaned ? (siteInTownInLowerCase(cleaned) ?? townAfterKindOfPlace(cleaned)) : null;
}

/**
 * With no place found, the words after "near" kept as typed when they may name one ("near
 * brandeis"), or after "in" when they end with the town they are in ("in park slope brooklyn"):
 * see keptSpan.
 */
function nearUnknown(marked: string): string | null {
  const near = new RegExp(NEAR_PATTERN.source, 'i').exec(marked);
  const kept = keptSpan(cleanPlace(near?.groups?.place), { strict: true });
  if (!kept) return null;
  if (/^\s*(?:near(?:by)?|close\s+to|next\s+to)\b/i.test(near?.[0] ?? '')) return kept;
  const words = kept.split(/\s+/);
  return words.length > 1 && townInWord(words.at(-1) ?? '') ? kept : null;
}

/** A captured stretch cleaned (cleanPlace), then narrowed to the place it holds (place-spans.ts). */
function spanPlace(raw: string | null | undefined): string | null {
  const cleaned = cleanPlace(raw);
  // A dash or a slash the words after it were cut from is no part of the place ("Fort Carson - ...").
  const place = (cleaned && placeInSpan(cleaned, looksLikePlace, isLandmark)?.replace(/(?:\s+[-–—/])+$/u, '')) || null;
  // "she doesn't speak much English": a language found among other words is no town of its name (English, Indiana).
  return place && place !== cleaned && namesOnlyLanguages(place) && knownPlace(place) ? null : place;
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
  // Punctuation first, so a clause at the start (", we commute Worcester") is not cut as one after a place.
  let place = withoutBracketNote(named).replace(/^[\s,.;:]+/, '').replace(PLACE_CUT, '');
  for (let previous = ''; previous !== place; ) {
    previous = place;
    place = place
      .replace(/^[\s,.;:'"()[\]{}*_~`-]+|[\s,;:'"([{*_~`-]+$/g, '')
      .replace(/\.+$/, '')
      .replace(PLACE_LEAD, '')
      // "Salem OR", "Gary IN": a state code in capitals is no trailing "or" or "in".
      .replace(PLACE_TRAIL, (trail) => (/^\s+[A-Z]{2}$/.test(trail) ? trail : ''));
  }
  place = place.replace(/\s+/g, ' ').replace(/\s+,/g, ',').trim();
  // "the Cleveland Clinic main campus": the site itself, when the gazetteer knows it.
  const site = /^(.+?)\s+main\s+campus$/i.exec(place)?.[1];
  if (site && !knownPlace(place) && knownPlace(site)) place = site;
  // "and 8" is the age after another ("my kids are 1 and 8"), never a place.
  if (!/[\p{L}\p{N}]/u.test(place) || /^(?:(?:and|or|&)\s+)?\d{1,4}$/i.test(place) || NOT_A_PLACE.has(place.toLowerCase()) || CHILDREN_COUNTED.test(place) || AGES_OR_SHIFT.test(place) || (namesOnlyLanguages(place) && /[\s-]/.test(place))) return null;
  return canonical(place);
}

/** "2 kids", "three children", "3 kids 1, 4, 8, all": how many and how old, never where. */
const CHILDREN_COUNTED = /^(?:\d+|two|three|four|both)\s+(?:kids|children|boys|girls|babies|toddlers|sons|daughters|twins|little\s+ones)(?:\s*[,:(-]?\s*\d{1,2}(?:\s*(?:,|and|&)\s*\d{1,2})*(?:\s*,?\s*(?:all|both))?)?$/i;
/** "6 and 9" (the children's ages), "3rd shift", "de 3er grado": never where. */
const AGES_OR_SHIFT = /^(?:\d{1,2}(?:\s*(?:,|and|&|y)\s*\d{1,2})+|(?:de\s+)?\d{1,2}(?:st|nd|rd|th|er|do|ro|to|vo|no|mo)\s+(?:shift|grade|grado|turno))$/i;

/**
 * A note in brackets after a place is no part of it ("Kingston (Route 3)", "Charlestown (Navy
 * Yard)"); after words that name no place, the brackets hold it ("home (Reading)").
 */
function withoutBracketNote(text: string): string {
  const [, before, inside] = /^(.*?)\s*\(([^()]*)\)?/su.exec(text) ?? [];
  if (before === undefined || inside === undefined) return text;
  return partInBrackets(before, inside) ?? (cleanPlace(before) ? before : inside);
}

/** A name in brackets after a town that may be a part of it: one to three words, no road, no note. */
const PART_NAME = /^(?!.*\b(?:route|rte|hwy|highway|interstate|i-\d+|via|campus|office|offices|hq|headquarters|plant|building|not|oops|lol|only|home|work|job|is|are|was|fine|ok|okay|we|now)\b)(?<name>\p{L}[\p{L}'.-]*(?:\s+\p{L}[\p{L}'.-]*){0,2}?)(?:\s+(?:neighbou?rhood|area|section))?$/iu;

/**
 * "Denver (Highlands neighborhood)", "oakland (rockridge)", "Cambridge (Porter Sq)": the part of
 * the town in brackets, with the town ("Highlands, Denver"); "Ballard (Seattle)" the other way round. Not a road ("Kingston (Route 3)"), a
 * workplace ("Andover (Raytheon campus)"), another town ("Arlington Heights (Arlington, MA)") or a
 * note ("Hyde Park (Boston not Chicago lol)").
 */
function partInBrackets(before: string, inside: string): string | null {
  // "Falmouth MA (Cape)": a region in brackets says where the town is, nothing more precise.
  if (REGION_ALONE.test(inside)) return null;
  const town = cleanPlace(before);
  // "Augusta (Maine)": the state the town is in.
  const state = town ? stateCode(inside.trim()) : null;
  if (state) return cleanPlace(`${town}, ${state}`);
  const inCity = town ? partThenCity(town, inside) : null;
  if (inCity) return inCity;
  // "Hyde Park (Boston)": a part of the town in brackets after it, as the gazetteer knows it.
  const named = town ? knownPlace(town) : null;
  const city = named?.place ? knownPlace(inside.trim())?.place : null;
  if (named?.place && city && isNeighbourhoodOf(named.place, city)) return named.name;
  // A town in lower case is found as the search finds a big city ("oakland (rockridge)"), and the
  // town may have common words after it ("Cambridge next month (Porter Sq)").
  const found = town ? (townInWord(town) ?? townBeforeCommonWords(town)) : null;
  const name = PART_NAME.exec(inside.trim())?.groups?.name;
  if (!found?.place || found.place.precision !== 'city' || !name || NOT_A_PLACE.has(name.toLowerCase())) return null;
  // A part of the same town the gazetteer knows ("Cambridge (Porter Sq)") is that part; another town is a note.
  const known = knownPlace(name);
  if (known?.place?.state === found.place.state) return isNeighbourhoodOf(known.place, found.place) ? known.name : null;
  const part = capitalised(name.replace(/\bsq\.?$/i, 'Square'));
  return `${part}, ${found.name}`;
}

/**
 * Known places are spelt as the gazetteer spells them ("quincy ma" -> "Quincy, MA", "back bay" ->
 * "Back Bay", "02139-1234" -> "02139"); anything else (streets, landmarks) passes through as typed
 * for the geocoder to resolve.
 */
function canonical(place: string): string {
  return knownPlace(place)?.name ?? place;
}

/**
 * Words of a sentence, never of a place's name: a pronoun in lower case ("both of us work 2nd shift
 * so it"), a negated verb ("Doesn't"), an adverb alone ("Ideally").
 */
const SENTENCE_WORDS = /(?<![\p{L}-])(?:i|we|us|it|they|you|he|she|me)(?![\p{L}-])|(?<![\p{L}-])I'(?:m|ll|ve|d)(?!\p{L})|\p{L}n't\b|^\p{Lu}\p{Ll}+ly$/u;

/** A named landmark or street, its name capitalised: "Logan Airport", "Boston Children's Hospital", "Alewife station", "Fort Liberty". */
function isLandmark(place: string): boolean {
  return (PLACE_WORDS.test(place) && titleCase(place.replace(/\s*\S+$/, ''))) || (LANDMARK_START.test(place) && titleCase(place));
}

const SMALL_WORDS = new Set(['of', 'the', 'and', 'on', 'at', 'de', 'la']);
function titleCase(place: string): boolean {
  const words = place.split(/[\s,]+/).filter((word) => /\p{L}/u.test(word));
  return words.length > 0 && words.every((word) => SMALL_WORDS.has(word) || /^\p{Lu}/u.test(word));
}

/** A ZIP, a street address, a known city or neighbourhood, a landmark word, or a name in Title Case. */
export function looksLikePlace(place: string): boolean {
  if (SENTENCE_WORDS.test(place) && !knownPlace(place)) return false;
  if (/\b\d{5}\b/.test(place) && placeByZip(/\b(\d{5})\b/.exec(place)?.[1])) return true;
  // A number with words is a place as a street address ("12 elm st"); else as any other words (not "for my 2 kids").
  if (/\d/.test(place) && /\p{L}{2,}/u.test(place) && isStreetAddress(place)) return true;
  if (isLandmark(place) || (PLACE_WORDS.test(place) && /\d/.test(place))) return true;
  if (knownPlace(place) || /,\s*[A-Z]{2}$/.test(place) || placeAndInstitution(place) === place || partOfTown(place) === place) return true;
  return titleCase(place);
}

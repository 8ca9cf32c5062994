import { withCaseSensitiveParts } from './case-sensitive-parts.js';

/**
 * The sentence patterns that name places, in the order they are tried. They run on the text after
 * the care words and filler were replaced by a "|" boundary (see extract.ts), so a capture never
 * runs across them. `from` is where the trip starts, `to` where it ends, `place` a single place.
 *
 * P is one place: anything up to a boundary. Places may hold commas ("12 Elm St, Quincy, MA").
 */
const P = String.raw`[^|;!?]+`;
/** A lazy place that may run up to the separator that follows it. */
const LAZY = String.raw`[^|!?]+?`;

const WORK_PLACE = String.raw`(?:work|my\s+work|the\s+office|my\s+office|office|my\s+job|job)`;
const LIVE = String.raw`(?:(?:i|we)\s+)?(?:live|stay|reside)`;
const WORK = String.raw`(?:(?:i|we)\s+)?(?:work|am\s+working|'m\s+working)`;
const AT = String.raw`(?:in|at|on|near|by|around|off)`;
const SEP = String.raw`\s*(?:[,;.]|\band\b|\bbut\b|\bwhile\b|&)+\s*`;

/** A full stop that ends a sentence, not an abbreviation's ("St.", "Mt.", "Ave.", "Colo.") or an initial's ("N."). */
export const SENTENCE_STOP = String.raw`(?<!\b(?:[Ss]t|[Mm]t|[Ff]t|[Aa]ve|[Rr]d|[Dd]r|[Jj]r|[Ss]r|[Mm]r|[Mm]rs|[Mm]s|[Nn]o|[Ss]o|[Cc]olo|[Cc]alif|[Ff]la|[Cc]onn|[Mm]ass|\p{L}))\.\s+`;

export interface RoutePattern {
  name: string;
  pattern: RegExp;
  /** Only kept when both places look like places (for the bare "X to Y" form); 'known': when the gazetteer knows both ("Peabody - Boston"). */
  strict?: boolean | 'known';
}

export const ROUTE_PATTERNS: RoutePattern[] = [
  {
    name: 'home is X; work is Y',
    pattern: new RegExp(
      String.raw`\b(?:my\s+|our\s+)?home\s*(?:is|:|=)\s*(?:in\s+|at\s+|on\s+)?(?<start>${LAZY})${SEP}(?:my\s+|our\s+)?${WORK_PLACE}\s*(?:is|:|=)\s*(?:in\s+|at\s+|on\s+)?(?<end>${P})`,
      'i',
    ),
  },
  {
    name: 'work is Y; home is X',
    pattern: new RegExp(
      String.raw`\b(?:my\s+|our\s+)?${WORK_PLACE}\s*(?:is|:|=)\s*(?:in\s+|at\s+|on\s+)?(?<end>${LAZY})${SEP}(?:my\s+|our\s+)?home\s*(?:is|:|=)\s*(?:in\s+|at\s+|on\s+)?(?<start>${P})`,
      'i',
    ),
  },
  {
    name: 'I live in X and work in Y',
    pattern: new RegExp(String.raw`\b${LIVE}\s+${AT}\s+(?<start>${LAZY})${SEP}${WORK}\s+${AT}\s+(?<end>${P})`, 'i'),
  },
  {
    name: 'I work in Y and live in X',
    pattern: new RegExp(String.raw`\b${WORK}\s+${AT}\s+(?<end>${LAZY})${SEP}${LIVE}\s+${AT}\s+(?<start>${P})`, 'i'),
  },
  {
    name: 'going to work at Y from X',
    pattern: new RegExp(String.raw`\bto\s+${WORK_PLACE}\s+${AT}\s+(?<end>${LAZY})\s+from\s+(?<start>${P})`, 'i'),
  },
  {
    name: 'from X to Y',
    pattern: new RegExp(String.raw`\bfrom\s+(?<start>${LAZY})\s*(?:\bto\b|\binto\b|\btill\b|\buntil\b|\btowards?\b|->)\s*(?<end>${P})`, 'i'),
  },
  {
    name: 'leaving X for Y',
    pattern: new RegExp(String.raw`\b(?:leav(?:e|es|ing)|depart(?:s|ing)?)\s+(?:from\s+)?(?<start>${LAZY})\s+for\s+(?<end>${P})`, 'i'),
  },
  {
    name: 'X bound for Y',
    pattern: new RegExp(String.raw`(?<start>[^|;!?]+?)\s+bound\s+for\s+(?<end>${P})`, 'i'),
    strict: true,
  },
  {
    name: 'to Y from X',
    pattern: new RegExp(String.raw`(?<!\b(?:close|closer|next|near)\s)\bto\s+(?<end>${LAZY})\s+from\s+(?<start>${P})`, 'i'),
  },
  {
    name: 'between X and Y',
    pattern: new RegExp(String.raw`\bbetween\s+(?<start>${LAZY})\s+(?:and|&)\s+(?<end>${P})`, 'i'),
  },
  {
    name: 'X -> Y',
    pattern: new RegExp(String.raw`(?<start>[^|;!?>]+?)\s*->\s*(?<end>[^|;!?>]+)`, 'i'),
  },
  {
    name: 'commute X to Y',
    pattern: new RegExp(String.raw`\b(?:commute|commuting|drive|driving)\s+(?<start>${LAZY})\s+(?:to|into)\s+(?<end>${P})`, 'i'),
  },
  {
    name: 'X to Y',
    // "Closer to Cambridge": how near, not where from.
    pattern: new RegExp(String.raw`(?<start>[^|;!?]+?)\s+(?<!\b(?:close|closer|closest|next|near|nearer)\s+)(?:to|till|until)\s+(?<end>${P})`, 'i'),
    strict: true,
  },
  {
    // A dash between two places the gazetteer knows is a trip ("my commute: Peabody - Boston"); else it is punctuation.
    name: 'X - Y',
    pattern: new RegExp(String.raw`(?<start>[^|;!?>]+?)\s+[-–—]\s+(?<end>[^|;!?>]+)`, 'i'),
    strict: 'known',
  },
  {
    // "need daycare, Boston from Quincy": a name alone in its clause, then where the trip starts.
    name: 'Y from X',
    pattern: new RegExp(String.raw`(?:^|[,;:.|]\s*)(?<end>(?:\p{Lu}[\p{L}.']*\s+){0,2}\p{Lu}[\p{L}.']*)\s+from\s+(?<start>${P})`, 'u'),
    strict: 'known',
  },
];

/**
 * "near X", "around X", "close to X", "in X", "within reach of X", "within 2 miles of X", "at X".
 * Tried left to right; the first capture that is a place wins.
 */
export const NEAR_PATTERN = new RegExp(
  String.raw`\b(?:near(?:by)?|around|close\s+(?:to|by)|closer\s+to|next\s+to|by|in|inside|within\s+reach\s+of|within\s+(?:a\s+)?(?:\d+(?:\.\d+)?|a|one|two|three|five|ten|fifteen|twenty)?\s*(?:miles?|mi|km|kilometers?|minutes?|mins?|blocks?)(?:\s+(?:walk|drive))?\s+(?:of|from)|not\s+far\s+from|walking\s+distance\s+(?:of|from|to)|at|on|off)\s+(?<place>${P})`,
  'gi',
);

/** Leading words that are not part of the place ("my home in", "work at", "the"). Removed repeatedly. */
export const PLACE_LEAD = new RegExp(
  String.raw`^(?:the|a|an|my|our|me|i|we|(?:i\s+)?(?:drive|commute|travel|go|walk|bike|ride|take\s+the\s+(?:t|train|bus))|driving|commuting|travell?ing|going|heading|my\s+(?:daily\s+)?commute(?:\s+is)?|commute|route(?!\s+\d)|trip|way|(?:my|our|the)?\s*(?:home|house|place|apartment|flat|office|work|job|workplace)\s+(?:is\s+)?(?:in|at|on|near|by|off)|home|work|office|job|near(?:by)?|around|close\s+to|next\s+to|in|at|on|city\s+of|town\s+of|is|are|be|:|,|-)(?:\s+|$)`,
  'i',
);

/** Trailing words that are not part of the place ("area", "and back", "for work"). Removed repeatedly. */
export const PLACE_TRAIL = withCaseSensitiveParts(
  // "the Longwood Medical Area" is a place's name, not "Longwood" and its area. A word of travel right
  // after the last place is what the trip is, not part of its end ("Fishtown -> Center City commute";
  // after a comma it is a verb: "Live in Hoboken, commute to ..."). "drive" only in lower case: "Ocean Drive" is a street.
  // "Milwaukee WI south side": a side of the city after its state says no more than the city.
  String.raw`(?<=[a-z0-9.'])\s+(?:(?:daily|morning|usual)\s+)?(?:commute|trip|run|(?-i:drive))$|(?<=\b(?-i:[A-Z]{2}))\s+(?:north|south|east|west)\s+side$|(?:^|(?<!\bmedical)\s+)(?:area|region|vicinity|neighbou?rhood|and\s+back|and\s+home|back\s+home|for\s+(?:work|my\s+(?:job|commute|work))|to\s+work|for\s+my|every\s*day|each\s+day|then|and|or|but|so|for|with|to|from|in|at|near|please|thanks|ok|okay|is\s+fine|if\s+possible|(?:each|every)\s+(?:morning|day|weekday))$`,
  'i',
);

/** Words that refer to a place without naming it: no address can be made of them. */
export const NOT_A_PLACE = new Set([
  'me', 'here', 'there', 'home', 'my home', 'work', 'my work', 'office', 'the office', 'my office', 'job', 'my job',
  'my location', 'my area', 'my house', 'my place', 'my neighborhood', 'my neighbourhood', 'the area', 'the city',
  'town', 'the way', 'my way', 'anywhere', 'everywhere', 'somewhere', 'it', 'them', 'us', 'you', 'that', 'this',
  'school', 'the route', 'my route', 'my commute', 'the commute', 'where i am', 'where i live', 'where i work', 'you',
  'is', 'are', 'a', 'an', 'the', 'and', 'or', 'with', 'care', 'kids', 'my kids', 'my son', 'my daughter', 'my child',
  'the morning', 'the afternoon', 'the evening', 'the week', 'a week', 'the weekend', 'person', 'hours', 'full time',
  'part time', 'time', 'english', 'spanish', 'house', 'apartment', 'neighborhood', 'neighbourhood', 'location',
  // What a post or a note begins with: "Recs?", "ISO daycare", "Affordable, ...", "Type: after-school".
  'recs', 'rec', 'iso', 'affordable', 'type', 'grade', 'payment', 'schedule', 'budget', 'details', 'update', 'urgent',
  'title', 'subject', 'city', 'ciudad', 'replying', 'reply', 'edit', 'drop-in', 'looking', 'searching', "it's", 'its', 'algun', 'alguna', 'hay',
  // "I commute up to Vanderbilt": a direction is no start.
  'up', 'down', 'over', 'out',
  // "Moving to Charlotte": a move is no start.
  'moving', 'moved', 'relocating', 'relocated',
  // "Requirements for daycare:", "Twins, 4 months old", "keep the language from grandma": a note's title, children, relatives.
  'requirements', 'requirement', 'criteria', 'checklist', 'wishlist', 'twins', 'triplets', 'help',
  'grandma', 'grandpa', 'grandmother', 'grandfather', 'grandparents', 'mom', 'dad', 'mother', 'father', 'parents', 'nana', 'abuela', 'abuelo',
]);

/** Words that begin a landmark's name: "Fort Liberty", "Camp Lejeune" (not the town Liberty). */
export const LANDMARK_START = /^(?:Fort|Ft\.?|Camp|Joint\s+Base|Naval|Air\s+Force)\s+\p{Lu}/iu;

/** Word endings that make a phrase a landmark or street even without a gazetteer match. */
export const PLACE_WORDS = /\b(?:square|sq|airport|station|hospital|university|college|mall|park|center|centre|plaza|street|st|avenue|ave|road|rd|boulevard|blvd|drive|dr|lane|ln|way|place|pl|court|ct|highway|hwy|route|pike|turnpike|terrace|circle|common|commons|green|market|wharf|pier|hall|campus|building|tower|bridge|village|heights|hill|point|corner|crossing|junction|port|harbor|harbour|beach|stop|library|museum|zoo|church|temple|synagogue|mosque|arboretum|pond|lake|reservation|stadium|gardens?|reservoir|medical\s+area|general|base|institute|clinic|academy|school|high|univ|ctr|hosp|shipyard|yards?|terminal|island|valley|bay)\b\.?$/i;

import { capitalised, knownPlace } from './place-spans.js';
import { SENTENCE_STOP } from './place-phrases.js';
import { JOB_TITLE, MOVE_VERB } from './role-words.js';

/**
 * Requests written as notes rather than sentences (docs/decisions/0029): labels ("Commute: A -> B",
 * "from: A; to: B", "Origin: A, Destination: B", "Home: A, Work: B", "home A work B", "start A end
 * B") and arrows ("A > B", "A->B->C") rewritten as the sentence they stand for ("from A to B"), and
 * labels that name no role ("Commute:", "Drive:", "AM:") dropped.
 */

/** What a label may add to its role: "home address:", "work zip", "office town". */
const LABEL_OF = String.raw`(?:\s+(?:address|addr|zip(?:\s*code)?|town|city|location|base))?`;
const START_LABEL = String.raw`(?:(?:from|origin|start(?:ing)?(?:\s+(?:point|at|from))?|leaving(?:\s+from)?|home|house|lives?|living|residence|pick[\s-]?up\s+from)${LABEL_OF})`;
const END_LABEL = String.raw`(?:(?:to|destination|dest|end(?:ing)?(?:\s+(?:point|at))?|arriving(?:\s+at)?|works?|working|office|job)${LABEL_OF})`;
const PICKUP_LABEL = String.raw`(?:pick[\s-]?up(?:\s+(?:point|location|spot))?)`;
const DROP_OFF_LABEL = String.raw`(?:drop[\s-]?off(?:\s+(?:point|location|spot))?)`;
/** A label's colon, equals or dash: "Home: ", "home = ", "home - ". */
const MARK = String.raw`\s*(?::|=|->|\s-|-(?=\s*(?:\p{Lu}|\d)))\s*`;

const HOUR_OR_AGE_LABEL = /^\s*(?:(?:my|our|the)\s+)?(?:drop[\s-]?offs?|pick[\s-]?ups?|hours|opens?|closes?|kids?|child|children|sons?|daughters?|baby|age|ages)\s*$/i;

/** "TSA officer, Bloomington MN to ...", "... I'M A NURSE. KID IS 1.": who the parent is, said as a sentence of its own; no part of a place. */
// A place before the word keeps it ("Quincy resident, work in Boston": living in Quincy).
// Before the parent's own hours it stays, so they are read as the parent's ("night auditor, 11pm-7am").
const WHO_FIRST = new RegExp(String.raw`(^\s*|[.!?;]\s+)(?:(?:i'?m|i\s+am)\s+)?(?:(?:a|an)\s+)?((?:[\p{L}-]+\s+){0,2}?)${JOB_TITLE}s?(?:\s+here)?\s*[,.;:!](?!\s*\d)\s*`, 'giu');

export function rewriteLabels(text: string): string {
  let out = text
    .replace(WHO_FIRST, (who, lead: string, before: string) => (before && knownPlace(before) ? who : lead))
    // "A > B" is an arrow; "A->B->C" passes B on its way to C ("home -> A, work -> B" labels two places).
    .replace(/\s+>\s+/g, ' -> ')
    .replace(/\s*->\s*[^|;!?>,]+?\s*->\s*/g, ' -> ')
    .replace(/\s*->\s*[^|;!?>,]+?\s*->\s*/g, ' -> ');
  const labelled = new RegExp(String.raw`\b${START_LABEL}${MARK}(?<start>[^;|]+?)\s*[,;.|/]?\s*\b${END_LABEL}${MARK}`, 'iu');
  // The other order: "Work: Boston; Home: Quincy".
  // Its last place ends with its sentence ("home = Charlestown. preschool for ..."), a note's " / " or a spaced dash.
  const reversed = new RegExp(String.raw`\b${END_LABEL}${MARK}(?<end>[^;|]+?)\s*[,;.|/]?\s*\b${START_LABEL}${MARK}(?<start>(?:[^;|!?./-]|\.(?!\s)|\/(?!\s)|-(?!\s))+)`, 'iu');
  out = out.replace(labelled, (_whole, ...rest) => `from ${(rest.at(-1) as { start: string }).start} to `);
  // "pickup: Dorchester, dropoff - Longwood": the places a ride starts and ends at, in either order.
  // Only places (a letter first): "pickup: 5:30, drop-off: 7" are hours, read by filter-words.ts.
  out = out
    .replace(new RegExp(String.raw`\b${PICKUP_LABEL}${MARK}(?<start>\p{L}[^;|]*?)\s*[,;.|]?\s*\b${DROP_OFF_LABEL}${MARK}(?=\p{L})`, 'iu'), 'from $<start> to ')
    .replace(new RegExp(String.raw`\b${DROP_OFF_LABEL}${MARK}(?<end>\p{L}[^;|]*?)\s*[,;.|]?\s*\b${PICKUP_LABEL}${MARK}(?<start>\p{L}[^;|]+)`, 'iu'), 'from $<start> to $<end>');
  out = out.replace(reversed, (whole: string, ...rest) => {
    const { start, end } = rest.at(-1) as { start: string; end: string };
    // "to B from A" reads as it is; a role label pair, or "to:" and "from:" written as labels, is turned round.
    return /^\s*(?:to|from)\b(?!\s*[:=])/i.test(whole) ? whole : `from ${start} to ${end}`;
  });
  // "Boston job, Quincy home": a place before the word that says what it is.
  out = out.replace(/\b((?:\p{Lu}[\p{L}.]*\s+){0,2}\p{Lu}[\p{L}.]*)\s+(job|office|workplace|home|house|apartment)(?=\s*(?:[,;.]|$|\band\b))/gu, (_whole, place: string, role: string) =>
    /^(?:job|office|workplace)$/i.test(role) ? `work in ${place}` : `home in ${place}`,
  );
  // "Paterson NJ / Newark Airport (work)", "Peabody (home) / Danvers": two places, one marked with its role in brackets.
  out = out.replace(
    /(?<=^|[.;!?|]\s*)([^.;!?|/()]+?)\s*(?:\((home|work)\)\s*)?\/\s*([^.;!?|/()]+?)\s*(?:\((home|work)\))?(?=\s*(?:[.;!?|,]|$))/giu,
    (whole, first: string, firstRole: string | undefined, second: string, secondRole: string | undefined) => {
      const role = (firstRole ?? '').toLowerCase() || (secondRole?.toLowerCase() === 'home' ? 'work' : secondRole?.toLowerCase() === 'work' ? 'home' : '');
      if (!role || (firstRole && secondRole && firstRole.toLowerCase() === secondRole.toLowerCase())) return whole;
      return role === 'home' ? `from ${first} to ${second}` : `from ${second} to ${first}`;
    },
  );
  // "Home's Towson": home is Towson.
  out = out.replace(/\b(home|work)['’]s\s+(?=\p{Lu})/giu, '$1 is ');
  // "Des Moines area - West Des Moines": the area, then the town in it (extract.ts, REGION); no trip between them.
  out = out.replace(/\b(area|region|metro)\s+-\s+(?=\p{L})/giu, '$1 ; ');
  // "Overland Park, KS is home": the town's state is part of the place said.
  out = out.replace(/(\p{Lu}[\p{L}']*(?:\s+\p{Lu}[\p{L}']*){0,2}),\s*([A-Z]{2})\s+is\s+(home|work)\b/gu, (_whole, town: string, state: string, role: string) => `${role === 'work' ? 'work in' : 'home in'} ${town}, ${state}`);
  // "chicopee is home, baystate in springfield is work": a clause of its own, in any case.
  out = out.replace(/(^|[,.;|]\s*)((?:[\p{L}.']+\s+){0,4}?[\p{L}.']+)\s+is\s+(home|work)\b(?=\s*(?:[,.;|]|$))/giu, (_whole, lead: string, place: string, role: string) =>
    `${lead}${/^work$/i.test(role) ? 'work in' : 'home in'} ${place}`,
  );
  // "Kendall Square is where I work", "Winchester is my office", "Quincy is home": the role said after the place.
  out = out.replace(
    /\b((?:\p{Lu}[\p{L}.']*\s+){0,2}\p{Lu}[\p{L}.']*)\s+is\s+(?:[Ww]here\s+(?:[Ii]|[Ww]e)\s+(work|live)|(?:[Mm]y|[Oo]ur)\s+(office|job|workplace|work|home|house)|(home))\b/gu,
    (_whole, place: string, ...roles: (string | undefined)[]) => (/^(?:work|office|job|workplace)$/.test(roles.slice(0, 3).find(Boolean) ?? '') ? `work in ${place}` : `home in ${place}`),
  );
  // "Quincy based", "Quincy-based": based in Quincy.
  // "my husband works in Quincy and I in Braintree": the verb left out is the same work, the parent's own.
  out = out.replace(/\b(works?\s+(?:in|at)\s+[^|;!?.]{1,40}?,?\s+(?:and|&)\s+)(?:I|me)\s+(in|at)\s+(?=\p{Lu}|\d)/gu, '$1I work $2 ');
  out = out.replace(/\b((?:\p{Lu}[\p{L}.]*\s+){0,2}\p{Lu}[\p{L}.]*)[\s-]based\b/gu, 'based in $1');
  // "a Quincy mom", "Quincy resident": living in Quincy, when the gazetteer knows it ("a BMC resident" is a doctor).
  out = out.replace(/\b((?:\p{Lu}[\p{L}.]*\s+){0,2}\p{Lu}[\p{L}.]*)\s+(?:mom|mum|dad|mother|father|parent|resident|local|homeowner)s?\b/gu, (whole, place: string) =>
    knownPlace(place) ? `living in ${place}` : whole,
  );
  // "UAB employee", "Hopkins nurse", "OSU hospital nurse": working at a place that is no town.
  out = out.replace(/\b((?:\p{Lu}[\p{L}.'-]*\s+){0,2}(?:\p{Lu}[\p{L}.'-]*|hospital|clinic))\s+(?:employee|nurse|doctor|physician|staffer|worker|researcher|professor|resident)s?\b/gu, (whole, place: string) =>
    knownPlace(place)?.place?.precision === 'city' ? whole : `I work at ${place}`,
  );
  // "I'm at ASU in Tempe for work", "I'm at Emory all day": where the parent works.
  out = out.replace(/\b(?:i\s*'?\s*m|i\s+am)\s+at\s+([^,.;|!?]+?)\s+(?:for\s+work|all\s+day|during\s+the\s+day|every\s+(?:day|weekday))\b/giu, 'I work at $1');
  // "we're out in Hoover": where the family lives.
  out = out.replace(/\b(we\s*'?\s*re|we\s+are)\s+out\s+in\b/gi, '$1 in');
  // "btw revere and harvard sq": between, where two places follow ("btw, we live in..." is by the way).
  out = out.replace(/\bbtw\s+(?!(?:we|i|my|our|he|she|they|it|the|just|also|if|is|are)\b)(?=[\p{L}\d][^,.;|!?]*?\s(?:and|&)\s)/giu, 'between ');
  // "Boston-bound": bound for Boston.
  out = out.replace(/\b((?:\p{Lu}[\p{L}.]*\s+){0,2}\p{Lu}[\p{L}.]*)-bound\b/gu, 'bound for $1');
  // "home Medford work Kendall Sq", "start Lynn end Salem", "home Lynn | work Salem": two role words before capitalised places.
  const bare = new RegExp(
    String.raw`\b(?:[Hh]ome|[Hh]ouse|[Ll]ive|[Ll]ives|[Ss]tart(?:ing)?(?:\s+point)?|[Oo]rigin|[Ff]rom)${LABEL_OF}\s+(?<start>(?:\p{Lu}|\d)[^;|]*?)\s*[,;|/]?\s+(?:[Ww]ork|[Ww]orks|[Oo]ffice|[Jj]ob|[Ee]nd(?:ing)?(?:\s+point)?|[Dd]estination|to)${LABEL_OF}\s+(?=\p{Lu}|\d)`,
    'u',
  );
  out = out.replace(bare, (_whole, ...rest) => `from ${(rest.at(-1) as { start: string }).start} to `);
  // "live gloucester work beverly hospital": the same in lower case, from a town the gazetteer knows.
  out = out.replace(/\b(?:home|live|lives)\s+(?:in\s+)?(\p{Ll}+(?:\s+\p{Ll}+){0,2}?)\s*[,;|/]?\s+(?:work|works|office|job)\s+(?:at\s+|in\s+)?(?=\p{Ll})/u, (whole, start: string) =>
    knownPlace(capitalised(start)) ? `from ${start} to ` : whole,
  );
  // One end labelled alone ("Home: 75 Moody St, Waltham", no work named) is where to search.
  const roleWords = out.match(/\b(?:home|house|work(?:s|ing)?|office|job|live[sd]?|living|commute|from|to)\b/gi) ?? [];
  if (roleWords.length === 1) out = out.replace(/(^|[.;!?|]\s*)(?:home|house|work|office|job)(?:\s+address)?\s*[:=]\s*/gi, '$1near ');
  // Labels that say "here is the place" ("Location: Melrose", "Zip code: 02148") mean "near".
  out = out.replace(/(^|[.;!?|]\s*)(?:location|area|where|near|around|zip(?:\s*code)?|town|city|neighbou?rhood|address)\s*:\s*/gi, '$1near ');
  // A move is a search where the family is going: "moving from Boston to Newton" is near Newton.
  out = out.replace(new RegExp(String.raw`\b(${MOVE_VERB})\s+from\s+[^|;!?]+?\s+to\s+`, 'i'), '$1 to ');
  // ... and so is "moving to Brookline from New York": where they come from is no place to search.
  // The place left ends its clause or before a word that starts another ("from Boston in March and need a preschool").
  // Both in one sentence: "moving to Charlotte in August. a daycare on the way from Matthews" is a trip after the move.
  out = out.replace(new RegExp(String.raw`\b((?:${MOVE_VERB})\s+(?:back\s+|over\s+)?to\s+(?:(?!${SENTENCE_STOP})[^|;!?])+?)\s+from\s+[^|;!?,.]+?(?=\s+(?:and|but|so|because|in|on|at|this|next|last|for|with|we|i|need|needs|looking)\b|[|;!?,.]|$)`, 'iu'), '$1');
  // "A to B then C": the trip ends at C when C is a place's name, not the train taken on ("then Red Line in").
  out = out.replace(/\bto\s+([^|;!?]+?)\s+then\s+(?:on\s+)?(?:to\s+|take\s+)?(?=\p{Lu})(?!(?:the\s+)?(?:Red|Orange|Green|Blue|Silver|Mattapan)\s+Line\b|Commuter\s+Rail\b|T\b|MBTA\b)/u, 'to ');
  // Labels that say what the request is, not what a place is ("Commute:", "kids + commute:", "AM:")
  // end where the place begins; their words stay, as a care word in them counts ("daycare: ...").
  // A label of an hour or an age ("Drop off: 7", "Kid: 4") keeps its words with what it labels.
  return out.replace(/(^|[.;!?|]\s*)([\p{L}][\p{L} +&'/]{0,24}):\s+/gu, (whole, lead: string, label: string) => {
    if (new RegExp(String.raw`^\s*(?:(?:my|our|the)\s+)?(?:${START_LABEL}|${END_LABEL})\s*$`, 'i').test(label)) return whole;
    return HOUR_OR_AGE_LABEL.test(label) ? whole : `${lead}${label} | `;
  });
}

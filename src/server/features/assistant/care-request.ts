import type { ExtractResponse } from '#shared/schemas/assistant.js';
import { stateCode } from '#server/geo/offline/gazetteer.js';
import { extractRules } from './extract.js';

/** Words of a request to find care: "find", "looking for", "show me", "any ... near"; in Spanish "busco", "encontrar", "hay ... guarderías". */
const FIND = /(?<![\p{L}])(find|finding|search|searching|looking for|look for|show me|list|recommend|suggest|options?|openings?|spots?|available|are there (any )?\w*\s?(daycares?|preschools?|programs?|nurseries|centers?)|busc(?:o|amos|ar|ando)|encontrar|encuéntreme|recomi[eé]nd(?:e|eme|a|ame)|mu[eé]str(?:e|eme|ame)|cupos?|hay (?:alguna?s? )?\p{L}*\s?(?:guarder[ií]as?|preescolar(?:es)?|programas?|centros?)|(?:guarder[ií]as|preescolares|programas|centros) hay)(?![\p{L}])/iu;
/**
 * A question about how to do something ("how do I get into the lottery in Boston", "¿qué conviene
 * más, ...?") is no request to find care, though it names a place.
 */
const QUESTION = /^\s*[¿¡]?\s*(how|why|what|when|where|who|whom|which|should|is|does|do i|can i|can you|could i|could you|would|will|am i|must|c[oó]mo|por qu[eé]|qu[eé]|cu[aá]ndo|d[oó]nde|qui[eé]n|cu[aá]l|cu[aá]nto|es|debo|debemos|puedo|podemos|conviene|vale la pena|me conviene|tengo que)(?![\p{L}])/iu;
/**
 * A question whether to do something asks advice, even about searching ("should I look for a
 * daycare near work or near home?", "¿vale la pena buscar daycare cerca de mi oficina?").
 */
const WHETHER = /^\s*[¿¡]?\s*(should (?:i|we)|is it (?:worth|better|best|smarter|wiser)|would it be (?:better|best|smarter)|vale la pena|(?:me |nos )?conviene|es mejor|ser[ií]a mejor|debo|deber[ií]a|debemos)(?![\p{L}])/iu;

/**
 * A story that ends asking for advice ("... the trains are always late in winter. Ideas?") asks a
 * question too, and so does one asking whether what a child does is normal ("... screams every
 * morning at dropoff. normal?").
 */
const ADVICE = /(?<![\p{L}])(ideas|advice|tips|thoughts|what (?:should|do|can) (?:i|we)|consejos?|qu[eé] (?:hago|hacemos|me recomienda)|qu[eé] (?:me )?conviene)(?![\p{L}])|(?<![\p{L}])(?:normal|ok|okay|typical|common|com[uú]n)\s*\?/iu;

/**
 * A story about the program a child already goes to ("she started at a daycare in Quincy last week
 * and won't eat lunch there") names its town, and asks no search.
 */
const ATTENDS = /\b(?:started|attends|goes to|been going to|(?:his|her|their|our|my) (?:daycare|preschool|center|program|teachers?|class(?:room)?))\b/i;

/**
 * A message's sentences, and their clauses: a question often follows what it is about after a
 * comma or an "and" ("the license says capacity 60, does that mean 60 in his room?").
 */
const clauses = (message: string): string[] => message.split(/(?<=[.!?])\s+|[,;:]\s*|\s+(?:and|but|so)\s+/i);

/**
 * The reading of a message that asks to find care, or null for a question: the extractor's rules
 * (extractRules, the extract route's offline reading) must find a place, and the message must ask
 * to find something or not be worded as a question (docs/decisions/0034-nanny-answers.md). Any of
 * its sentences or clauses may be the question ("We just moved. How do I ..."); a state alone is no place to
 * search ("is there any help available in Massachusetts?" asks about the state's programs).
 */
export function readCareRequest(message: string): ExtractResponse | null {
  const reading = extractRules(message);
  if (reading.intent === 'unknown') return null;
  if (reading.intent === 'nearby' && reading.address && stateCode(reading.address)) return null;
  if (clauses(message).some((clause) => WHETHER.test(clause))) return null;
  const asks = clauses(message).some((clause) => QUESTION.test(clause)) || ADVICE.test(message);
  if ((asks || ATTENDS.test(message)) && !FIND.test(message)) return null;
  return reading;
}

import type { ExtractResponse } from '#shared/schemas/assistant.js';
import { extractRules } from './extract.js';

/** Words of a request to find care: "find", "looking for", "show me", "any ... near". */
const FIND = /\b(find|finding|search|searching|looking for|look for|show me|list|recommend|suggest|options?|openings?|spots?|available|are there (any )?\w*\s?(daycares?|preschools?|programs?|nurseries|centers?))\b/i;
/** A question about how to do something ("how do I get into the lottery in Boston") is no request to find care, though it names a place. */
const QUESTION = /^\s*(how|why|what|when|who|whom|which|should|is|does|do i|can i|could i|would|will|am i|must)\b/i;

/**
 * The reading of a message that asks to find care, or null for a question: the extractor's rules
 * (extractRules, the extract route's offline reading) must find a place, and the message must ask
 * to find something or not be worded as a question (docs/decisions/0034-nanny-answers.md).
 */
export function readCareRequest(message: string): ExtractResponse | null {
  const reading = extractRules(message);
  if (reading.intent === 'unknown') return null;
  if (QUESTION.test(message) && !FIND.test(message)) return null;
  return reading;
}

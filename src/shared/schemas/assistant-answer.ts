import { z } from 'zod';
import { ageGroupSchema, categorySchema } from './catalogue.js';
import { extractResponse } from './assistant.js';
import { errorResponse } from './errors.js';
import { bodyObject } from './fields.js';

export const ANSWER_MESSAGE_MAX = 1000;

export const answerRequest = z.object(
  {
    message: z
      .string({ error: 'message is required' })
      .trim()
      .min(1, { error: 'message is required' })
      .max(ANSWER_MESSAGE_MAX, { error: `message must be at most ${ANSWER_MESSAGE_MAX} characters` }),
  },
  bodyObject,
);
export type AnswerRequest = z.infer<typeof answerRequest>;

/** Where an answer comes from: an article of the blog (its slug) or an entry of the How It Works FAQ (faq:<question in kebab case>). */
export const answerSource = z.object({
  /** "snow-days-..." or "faq:can-i-save-more-than-one-route"; what the evaluation checks. */
  cite: z.string(),
  /** The article's title, or the FAQ question. */
  title: z.string(),
  /** The section of the article the passage is from; null for a FAQ entry or an article's opening. */
  section: z.string().nullable(),
  /** Where to read it in full: /blog/<slug> or /how-it-works#faq-<slug>. */
  path: z.string(),
});
export type AnswerSource = z.infer<typeof answerSource>;

/** One program of a care request's answer, with the facts a card shows. */
export const answerProgram = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  category: categorySchema,
  ageGroups: z.array(ageGroupSchema),
  /** Metres from the place searched around (or from the route). */
  distance: z.number(),
  rating: z.number().nullable(),
  /** Age groups with open seats the provider reported; empty when unknown. */
  openings: z.array(ageGroupSchema),
});
export type AnswerProgram = z.infer<typeof answerProgram>;

/** A program a question names, with its street and town to tell it from others of its name. */
const namedProgram = z.object({ id: z.string(), name: z.string(), address: z.string() });

/**
 * The Nanny's answer (docs/decisions/0034-nanny-answers.md): a passage of our own content with its
 * source, programs for a request to find care, the facts of a program asked about by name, or plainly none. `text` is plain text, never HTML.
 */
export const answerResponse = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('passage'),
    text: z.string(),
    source: answerSource,
    /** Other sources that also fit, best first (at most two). */
    alsoSee: z.array(answerSource),
  }),
  z.object({
    kind: z.literal('programs'),
    text: z.string(),
    /** What the request was read as; the web turns it into the full results' address. */
    understood: extractResponse,
    total: z.number().int(),
    programs: z.array(answerProgram),
  }),
  z.object({
    kind: z.literal('program'),
    /** A question about one program named in it: its name and address, then a line per fact asked, from its page. */
    text: z.string(),
    program: namedProgram,
  }),
  z.object({
    kind: z.literal('program-choice'),
    /** Several programs share the name asked about: which one, by its town. */
    text: z.string(),
    programs: z.array(namedProgram),
  }),
  z.object({ kind: z.literal('none'), text: z.string() }),
]);
export type AnswerResponse = z.infer<typeof answerResponse>;

export const answerRoute = {
  body: answerRequest,
  response: { 200: answerResponse, 400: errorResponse, 429: errorResponse },
};

/**
 * Server-sent events of a streamed answer (Accept: text/event-stream, with a language model):
 * `delta` events carry {text} pieces of the model's words; one `answer` event closes the stream
 * with the whole answer (the model's words in `text`, or the offline answer when the model failed).
 */
export const answerDelta = z.object({ text: z.string() });

import { z } from 'zod';
import { COMPARE_MAX } from '#shared/constants.js';

/** One saved daycare's facts, as the compare table shows them (the saved daycare fields). */
const comparedDaycare = z.object({
  /** The catalogue id, for a link to the program's page; absent from conversations stored before it. */
  placeId: z.string().nullable().optional(),
  name: z.string(),
  address: z.string(),
  phoneNumber: z.string(),
  capacity: z.number(),
  licenseNumber: z.string(),
  savedAt: z.string(),
});
export type ComparedDaycare = z.infer<typeof comparedDaycare>;

/** Where an answer's passage comes from: an article or a FAQ entry, with the page to read it in full. */
const sourceLink = z.object({ title: z.string(), section: z.string().nullable(), path: z.string() });
export type SourceLink = z.infer<typeof sourceLink>;

/** A program found for a request to find care, as its card shows it. */
const foundProgram = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  category: z.string(),
  distance: z.number(),
  /** Age groups with open seats the provider reported. */
  openings: z.array(z.string()),
});
export type FoundProgram = z.infer<typeof foundProgram>;

/**
 * A message is made of plain blocks, never HTML: React renders each as text, so nothing a parent
 * types (or a future model answers) can inject markup.
 */
const chatBlock = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string() }),
  z.object({ kind: z.literal('list'), title: z.string(), items: z.array(z.string()) }),
  z.object({ kind: z.literal('table'), daycares: z.array(comparedDaycare) }),
  /** Catalogue programs to show side by side with the catalogue's facts, read when shown (docs/decisions/0027). */
  z.object({ kind: z.literal('catalogue'), ids: z.array(z.string()).min(1).max(COMPARE_MAX) }),
  z.object({ kind: z.literal('sources'), sources: z.array(sourceLink).min(1) }),
  /** resultsPath: the full results of the search the programs are the first of; null when the web cannot build it. */
  z.object({ kind: z.literal('programs'), programs: z.array(foundProgram), total: z.number(), resultsPath: z.string().nullable() }),
]);
export type ChatBlock = z.infer<typeof chatBlock>;

const chatMessage = z.object({
  id: z.string(),
  from: z.enum(['parent', 'assistant']),
  blocks: z.array(chatBlock),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** What session storage holds; anything else (an older shape, a hand edit) starts a fresh chat. */
export const storedConversation = z.array(chatMessage);

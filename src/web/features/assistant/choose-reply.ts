import type { SavedDaycare } from '#shared/schemas/saved.js';
import type { ChatBlock, ComparedDaycare } from './chat-blocks';
import { CHECKLIST_REPLY, COMPARE_REPLY, FIRST_TIME_REPLY, REVIEWS_REPLY, genericReply } from './assistant-replies';

/** Saved daycares named in a question (case-insensitively), in the order the question names them. */
export function namedDaycares(question: string, saved: readonly SavedDaycare[]): ComparedDaycare[] {
  const lower = question.toLowerCase();
  return saved
    .map((daycare) => ({ daycare, at: lower.indexOf(daycare.name.trim().toLowerCase()) }))
    .filter(({ daycare, at }) => at >= 0 && daycare.name.trim() !== '')
    .sort((a, b) => a.at - b.at)
    .map(({ daycare: { placeId, name, address, phoneNumber, capacity, licenseNumber, savedAt } }) => ({
      placeId,
      name,
      address,
      phoneNumber,
      capacity,
      licenseNumber,
      savedAt,
    }));
}

/**
 * Local, keyword-based, case-insensitive replies, checked in a fixed order (checklist, reviews,
 * compare, first-time tips). A compare question naming two or more saved daycares answers with
 * their facts. Null for anything else: the server's Nanny answers that (docs/decisions/0034).
 */
export function localReply(question: string, saved: readonly SavedDaycare[]): readonly ChatBlock[] | null {
  const lower = question.toLowerCase();
  if (lower.includes('compare')) {
    const daycares = namedDaycares(question, saved);
    if (daycares.length >= 2) {
      return [
        { kind: 'text', text: 'Here is what you saved about each program. Ask both the questions below to fill in the rest.' },
        { kind: 'table', daycares },
        ...COMPARE_REPLY.slice(1, 2),
      ];
    }
  }
  if (lower.includes('look for') || lower.includes('checklist')) return CHECKLIST_REPLY;
  if (lower.includes('analyze') || lower.includes('review')) return REVIEWS_REPLY;
  if (lower.includes('compare')) return COMPARE_REPLY;
  if (lower.includes('first-time') || lower.includes('tips')) return FIRST_TIME_REPLY;
  return null;
}

/** The local reply, or the generic one: what the Nanny says when the server cannot be reached. */
export function chooseReply(question: string, saved: readonly SavedDaycare[]): readonly ChatBlock[] {
  return localReply(question, saved) ?? genericReply(question);
}

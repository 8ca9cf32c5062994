import { COMPARE_MAX } from '#shared/constants.js';
import type { SavedDaycare } from '#shared/schemas/saved.js';
import type { ComparePick } from '#web/lib/compare-picks';
import { isCatalogueId } from '#web/lib/program-link';
import type { ChatBlock, ComparedDaycare } from './chat-blocks';
import { CHECKLIST_REPLY, COMPARE_REPLY, FIRST_TIME_REPLY, REVIEWS_REPLY } from './assistant-replies';

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
 * Catalogue programs named in a question (case-insensitively), from the saved daycares and the
 * parent's picks to compare, in the order the question names them, at most COMPARE_MAX.
 */
export function namedCataloguePrograms(question: string, saved: readonly SavedDaycare[], picks: readonly ComparePick[]): string[] {
  const lower = question.toLowerCase();
  const known = [
    ...saved.flatMap((daycare) => (daycare.placeId && isCatalogueId(daycare.placeId) ? [{ id: daycare.placeId, name: daycare.name }] : [])),
    ...picks,
  ];
  const named = known
    .map((program) => ({ id: program.id, at: program.name.trim() ? lower.indexOf(program.name.trim().toLowerCase()) : -1 }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ id }) => id);
  return [...new Set(named)].slice(0, COMPARE_MAX);
}

/**
 * Local, keyword-based, case-insensitive replies, checked in a fixed order (checklist, reviews,
 * compare, first-time tips). A compare question naming two or more saved daycares or picked
 * programs answers with their facts: what was saved, and for programs of the catalogue the same
 * facts as the compare page, read from the same API (docs/decisions/0027). Null for anything else:
 * the server's Nanny answers that (docs/decisions/0034).
 */
export function localReply(question: string, saved: readonly SavedDaycare[], picks: readonly ComparePick[] = []): readonly ChatBlock[] | null {
  const lower = question.toLowerCase();
  if (lower.includes('compare')) {
    const daycares = namedDaycares(question, saved);
    const catalogueIds = namedCataloguePrograms(question, saved, picks);
    if (daycares.length >= 2 || catalogueIds.length >= 2) {
      return [
        {
          kind: 'text',
          text:
            catalogueIds.length >= 2
              ? 'Here is what the licensing lists and the providers say about each program, and what you saved. Ask both the questions below to fill in the rest.'
              : 'Here is what you saved about each program. Ask both the questions below to fill in the rest.',
        },
        ...(catalogueIds.length >= 2 ? [{ kind: 'catalogue' as const, ids: catalogueIds }] : []),
        ...(daycares.length >= 2 ? [{ kind: 'table' as const, daycares }] : []),
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

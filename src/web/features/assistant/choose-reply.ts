import { COMPARE_MAX } from '#shared/constants.js';
import type { SavedDaycare } from '#shared/schemas/saved.js';
import type { ComparePick } from '#web/lib/compare-picks';
import { isCatalogueId } from '#web/lib/program-link';
import type { ChatBlock, ComparedDaycare } from './chat-blocks';
import { i18n } from '#web/lib/i18n';
import { CHECKLIST_REPLY, COMPARE_REPLY, COMPARED_INTRO, FIRST_TIME_REPLY, REVIEWS_REPLY, replyBlocks, type Reply } from './assistant-replies';

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
 * The words that ask for each local reply, in English and Spanish, checked in this order: a
 * question of either language gets the reply in the page's. Spanish is read without its accents.
 */
// "compar": compare, comparison, comparar, comparo.
const COMPARE_WORDS = ['compar'];
const KEYWORDS: readonly (readonly [Reply, readonly string[]])[] = [
  [CHECKLIST_REPLY, ['look for', 'checklist', 'que buscar', 'fijarme', 'fijarse', 'lista de verificacion']],
  [REVIEWS_REPLY, ['analyze', 'review', 'resena', 'opiniones']],
  [COMPARE_REPLY, COMPARE_WORDS],
  [FIRST_TIME_REPLY, ['first-time', 'tips', 'primera vez', 'primeriz', 'consejos']],
];

/** Lower case without accents: "Reseñas" and "resenas" read alike. */
const plain = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
const says = (words: string, keywords: readonly string[]) => keywords.some((keyword) => words.includes(keyword));

/**
 * Local, keyword-based, case-insensitive replies, checked in a fixed order (checklist, reviews,
 * compare, first-time tips). A compare question naming two or more saved daycares or picked
 * programs answers with their facts: what was saved, and for programs of the catalogue the same
 * facts as the compare page, read from the same API (docs/decisions/0027). Null for anything else:
 * the server's Nanny answers that (docs/decisions/0034).
 */
export function localReply(question: string, saved: readonly SavedDaycare[], picks: readonly ComparePick[] = []): ChatBlock[] | null {
  const words = plain(question);
  if (says(words, COMPARE_WORDS)) {
    const daycares = namedDaycares(question, saved);
    const catalogueIds = namedCataloguePrograms(question, saved, picks);
    if (daycares.length >= 2 || catalogueIds.length >= 2) {
      return [
        {
          kind: 'text',
          text: i18n._(catalogueIds.length >= 2 ? COMPARED_INTRO.catalogue : COMPARED_INTRO.saved),
        },
        ...(catalogueIds.length >= 2 ? [{ kind: 'catalogue' as const, ids: catalogueIds }] : []),
        ...(daycares.length >= 2 ? [{ kind: 'table' as const, daycares }] : []),
        ...replyBlocks(COMPARE_REPLY.slice(1, 2)),
      ];
    }
  }
  const [reply] = KEYWORDS.find(([, keywords]) => says(words, keywords)) ?? [];
  return reply ? replyBlocks(reply) : null;
}

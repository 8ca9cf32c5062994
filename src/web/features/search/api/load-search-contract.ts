/**
 * The search contract (src/shared/schemas/search.ts and the zod features it uses), loaded when
 * Home first needs it (a suggestion, "use my location") rather than in Home's first download,
 * which has a 150 KB gzip budget. The results page imports it directly, so the chunk is shared.
 */
export function loadSearchContract() {
  return import('../../../../shared/schemas/search.js');
}

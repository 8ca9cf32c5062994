/**
 * The search contract (src/shared/schemas/search.ts and the zod features it uses), loaded when an
 * answer needs checking rather than with the code that asks: Home's first download has a 150 KB
 * gzip budget, and the results page paints its title, form and list frame without waiting for zod.
 */
export function loadSearchContract() {
  return import('#shared/schemas/search.js');
}

import { messages } from '#shared/messages.js';
import type { CatalogueIndex } from '#server/catalogue/catalogue-index.js';
import type { PagePreview } from '#server/plugins/page-preview.js';

const PROGRAM_PAGE = /^\/programs\/([^/]+)\/?$/;

/**
 * The link preview of a program page (/programs/:id): the same title the page sets in the
 * browser, and a line on what it holds. Null for any other path, or an id the catalogue lacks.
 */
export function programPreview(catalogue: CatalogueIndex, pathname: string): PagePreview | null {
  const encodedId = PROGRAM_PAGE.exec(pathname)?.[1];
  if (!encodedId) return null;
  let id: string;
  try {
    id = decodeURIComponent(encodedId);
  } catch {
    return null;
  }
  const program = catalogue.get(id);
  if (!program) return null;
  const place = [program.city, program.state].filter(Boolean).join(', ');
  return {
    title: `${program.name} · ${messages.site.name}`,
    description: messages.programPage.description(program.name, messages.results.categories[program.category], place),
  };
}
